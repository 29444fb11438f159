import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface Found {
  results: { traceId: string; relevanceScore: number; matchReason: string; outcome: string }[];
  totalResults: number;
  searchCreditsUsed: number;
}

const trace = (
  traceId: string,
  userMessage: string,
  agentResponse: string,
  outcome = "success",
) => ({
  traceId,
  userMessage,
  agentResponse,
  outcome,
  retrievedDocuments: [{ content: agentResponse }],
});

describe.each(TEST_DIALECTS)("explainer search on %s", (dialect) => {
  let t: TestApp;
  const logLines: string[] = [];
  afterAll(() => {
    for (const l of logLines) if (l.includes("rror")) console.log(l.slice(0, 600));
  });
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, logLines });
    key = await t.key({ companyId: "search" });
    const other = await t.key({ companyId: "search-other" });
    const analyze = (k: string, traces: unknown[]) =>
      t.call("POST", "/api/v1/explainer/analyze", {
        key: k,
        body: { traces, options: { tier: "rule_based" } },
      });
    await dataOf(
      await analyze(key, [
        trace("tr_s1", "How do I reset my password?", "Open settings and choose reset password."),
        trace("tr_s2", "Where is my parcel?", "Parcels ship within two days.", "failure"),
        trace(
          "tr_s3",
          "Can I change my password by email?",
          "Passwords are changed in settings only.",
        ),
      ]),
    );
    await dataOf(
      await analyze(other, [trace("tr_o1", "password help", "Reset your password in settings.")]),
    );
  });
  afterAll(() => t.close());

  const search = (body: Record<string, unknown>, k = key) =>
    t.call("POST", "/api/v1/explainer/search", { key: k, body });

  it("finds the company's analyses by words of messages and responses, free of charge", async () => {
    const found = await dataOf<Found>(await search({ query: "password settings" }));
    expect(found.results.map((r) => r.traceId).sort()).toEqual(["tr_s1", "tr_s3"]);
    expect(found).toMatchObject({ totalResults: 2, searchCreditsUsed: 0 });
    for (const r of found.results) {
      expect(r.relevanceScore).toBeGreaterThanOrEqual(0);
      expect(r.relevanceScore).toBeLessThanOrEqual(1);
    }
    expect(found.results[0]?.matchReason).toMatch(/user message|agent response/);
  });

  it("applies filters and the limit, and treats search operators as words", async () => {
    const failures = await dataOf<Found>(
      await search({ query: "parcel", filters: { outcome: "failure" } }),
    );
    expect(failures.results.map((r) => r.traceId)).toEqual(["tr_s2"]);
    const none = await dataOf<Found>(
      await search({ query: "parcel", filters: { outcome: "success" } }),
    );
    expect(none).toMatchObject({ results: [], totalResults: 0 });
    const one = await dataOf<Found>(await search({ query: "password", limit: 1 }));
    expect(one.results).toHaveLength(1);
    expect(one.totalResults).toBe(2);
    await dataOf<Found>(await search({ query: 'password AND "OR NEAR(' }));
  });

  it("rejects a query without words and a limit above 50", async () => {
    await expectError(await search({ query: "?!" }), 400, "VALIDATION_ERROR");
    await expectError(await search({ query: "password", limit: 51 }), 400, "VALIDATION_ERROR");
  });
});
