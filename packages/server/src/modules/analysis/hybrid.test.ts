import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, type TestApp } from "../../testing/harness";
import { RRF_K, reciprocalRankFusion } from "./hybrid";

interface Found {
  results: { traceId: string; relevanceScore: number; matchReason: string }[];
  totalResults: number;
}

const trace = (traceId: string, userMessage: string, agentResponse: string) => ({
  traceId,
  userMessage,
  agentResponse,
  retrievedDocuments: [{ content: agentResponse }],
});

describe("reciprocal rank fusion", () => {
  it("sums 1 / (k + rank) over the lists, so a document high in both ranks first", () => {
    const fused = reciprocalRankFusion([
      [
        { id: "a", item: "a" },
        { id: "b", item: "b" },
      ],
      [
        { id: "b", item: "b" },
        { id: "c", item: "c" },
      ],
    ]);
    expect(fused.map((f) => f.id)).toEqual(["b", "a", "c"]);
    const best = 2 / (RRF_K + 1);
    expect(fused[0]?.score).toBeCloseTo((1 / (RRF_K + 2) + 1 / (RRF_K + 1)) / best, 10);
  });
});

describe.each(TEST_DIALECTS)(
  "explainer search with an embedding model (hybrid) on %s",
  (dialect) => {
    let fake: FakeLlm;
    let t: TestApp;
    let key: string;
    beforeAll(async () => {
      fake = await startFakeLlm({ rules: [] });
      t = await createTestApp({
        dialect,
        env: {
          VIGIL_LLM_BASE_URL: fake.url,
          VIGIL_LLM_MODEL: "fake-model",
          VIGIL_LLM_EMBEDDING_MODEL: "fake-embedding",
        },
      });
      key = await t.key({ companyId: "hybrid" });
      await dataOf(
        await t.call("POST", "/api/v1/explainer/analyze", {
          key,
          body: {
            traces: [
              trace("tr_h1", "How long do refunds take?", "Refunds are issued within 14 days."),
              trace("tr_h2", "Where is my parcel?", "Parcels ship within two days."),
              trace("tr_h3", "How do I reset my password?", "Open settings and choose reset."),
            ],
            options: { tier: "rule_based" },
          },
        }),
      );
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    const search = async (query: string) =>
      dataOf<Found>(await t.call("POST", "/api/v1/explainer/search", { key, body: { query } }));

    it("finds an analysis by meaning when none of the query's words occur in it", async () => {
      const found = await search("reimbursement");
      expect(found.results[0]).toMatchObject({
        traceId: "tr_h1",
        matchReason: "matched by meaning (embedding)",
      });
      expect(found.results.map((r) => r.traceId)).not.toContain("tr_h3");
    });

    it("ranks a result found by words and by meaning first, with both in its reason", async () => {
      const found = await search("parcel");
      expect(found.results[0]?.traceId).toBe("tr_h2");
      expect(found.results[0]?.matchReason).toMatch(/and by meaning$/);
      expect(found.results[0]?.relevanceScore).toBe(1);
    });
  },
);
