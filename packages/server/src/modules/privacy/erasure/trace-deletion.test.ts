import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tablesWithColumn } from "../../../db/columns";
import { jobRow } from "../../../jobs/queue";
import { TEST_DIALECTS, tableNames } from "../../../testing/databases";
import { postFailures } from "../../../testing/failures";
import { createTestApp, dataOf, type TestApp } from "../../../testing/harness";
import { ERASURE_COVERAGE } from "./coverage";
import { deleteTraces } from "./trace-deletion";

const REASON = "KeyError: no order for zanzibar-wombat 88 in table orders";
const OTHER = "KeyError: no order for regular-customer 12 in table orders";

async function rowsWith(t: TestApp, table: string, text: string): Promise<number> {
  const column = t.database.dialect === "sqlite" ? sql`instr` : sql`strpos`;
  const columns = (
    t.database.dialect === "sqlite"
      ? await sql<{
          name: string;
        }>`select name from pragma_table_info(${table})`.execute(t.database.db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(t.database.db)
  ).rows.map((r) => r.name);
  const terms = columns.map((c) => sql`${column}(cast(${sql.ref(c)} as text), ${text}) > 0`);
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from ${sql.table(table)} where ${sql.join(terms, sql` or `)}`.execute(
    t.database.db,
  );
  return Number(rows[0]?.n ?? 0);
}

describe.each(TEST_DIALECTS)("the trace deletion path on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  let gone: string[];
  let kept: string[];
  let issueId: string;
  let reviewItemId: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { dev: true } });
    key = await t.key({ companyId: "acme" });
    await dataOf(
      await t.call("POST", "/api/v1/explainer/webhooks", {
        key,
        body: { name: "all", url: "http://127.0.0.1:9/hook", events: ["failure.detected"] },
      }),
      201,
    );
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "support" } }),
        201,
      )
    ).id;
    gone = await postFailures(t, key, agentId, [
      { message: REASON, userMessage: "zanzibar-wombat wants order 88", userId: "end-7" },
      { message: REASON, userMessage: "zanzibar-wombat asks again", userId: "end-7", minutes: 1 },
    ]);
    kept = await postFailures(t, key, agentId, [
      { message: OTHER, userMessage: "a regular customer asks", userId: "end-8", minutes: 2 },
    ]);
    await t.deps.jobs.drain();
    const flag = await dataOf<{ id: string }>(
      await t.call("POST", "/api/flagged-traces", {
        key,
        body: { traceId: gone[0], agentId, reason: "other", notes: "looked at zanzibar-wombat" },
      }),
      201,
    );
    await t.call("POST", `/api/flagged-traces/${flag.id}/comments`, {
      key,
      body: { content: "zanzibar-wombat again" },
    });
    issueId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/v2/issues", {
          key,
          body: {
            title: "Orders missing",
            agentId,
            severity: "high",
            traceIds: [gone[0], kept[0]],
          },
        }),
        201,
      )
    ).id;
    reviewItemId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/human-review/items", {
          key,
          body: { traceId: gone[1], priority: "high", flagReason: "check zanzibar-wombat" },
        }),
        201,
      )
    ).id;
    const now = new Date();
    await t.database.db
      .insertInto("jobs")
      .values({
        ...jobRow({ type: "test.done", payload: { traceId: gone[1] }, companyId: "acme" }, now),
        state: "completed",
      })
      .execute();
  });
  afterAll(() => t.close());

  it("deletes the traces and every row derived from them, and keeps the others", async () => {
    const before = {
      spans: await rowsWith(t, "spans", "zanzibar-wombat"),
      members: await rowsWith(t, "pattern_members", "zanzibar-wombat"),
      deliveries: await rowsWith(t, "webhook_deliveries", gone[0] as string),
    };
    expect(before.spans).toBe(2);
    expect(before.members).toBe(2);
    expect(before.deliveries).toBe(1);
    const counts = await deleteTraces(t.deps, "acme", gone);
    expect(counts).toMatchObject({
      traces: 2,
      spans: 4,
      pattern_members: 2,
      flagged_traces: 1,
      flag_comments: 1,
      flag_reviews: 1,
      webhook_deliveries: 2,
    });
    // The planted finished job and the finished jobs ingestion queued for these traces.
    expect(counts.jobs).toBeGreaterThanOrEqual(1);
    for (const table of await tableNames(t.database)) {
      if (table.startsWith("analyses_fts")) continue;
      expect({ table, n: await rowsWith(t, table, "zanzibar-wombat") }).toEqual({ table, n: 0 });
      for (const id of gone)
        expect({ table, n: await rowsWith(t, table, id) }).toEqual({ table, n: 0 });
    }
    // An issue keeps its other trace, counted again; the review item goes with its trace.
    const issue = await dataOf<{ traceCount: number; traceIds: string[] }>(
      await t.call("GET", `/api/v2/issues/${issueId}`, { key }),
    );
    expect(issue).toMatchObject({ traceCount: 1, traceIds: kept });
    // Two review items: the one made by hand and the one the flag on gone[0] queued.
    expect(counts).toMatchObject({ issue_traces: 1, human_review_items: 2 });
    expect((await t.call("GET", `/api/human-review/items/${reviewItemId}`, { key })).status).toBe(
      404,
    );
    const left = await t.database.db.selectFrom("traces").select("id").execute();
    expect(left.map((r) => r.id)).toEqual(kept);
    expect(await rowsWith(t, "spans", "regular-customer")).toBe(1);
  });

  it("recounts the clusters and signatures the deleted failures counted in", async () => {
    const clusters = await t.database.db
      .selectFrom("pattern_clusters")
      .select(["trace_count", "term_weights"])
      .execute();
    const members = await t.database.db
      .selectFrom("pattern_members")
      .select("cluster_id")
      .execute();
    const total = clusters.reduce((sum, c) => sum + Number(c.trace_count), 0);
    expect(total).toBe(members.length);
    for (const cluster of clusters) expect(cluster.term_weights).not.toContain("zanzibar");
    const signatures = await t.database.db
      .selectFrom("pattern_signatures")
      .select(["occurrences", "sample_trace_id"])
      .execute();
    for (const s of signatures) expect(kept).toContain(s.sample_trace_id);
    expect(signatures.reduce((sum, s) => sum + Number(s.occurrences), 0)).toBe(members.length);
  });

  it("covers every table of the schema, and every table with a trace_id column", async () => {
    const tables = await tableNames(t.database);
    expect(tables.filter((table) => ERASURE_COVERAGE[table] === undefined)).toEqual([]);
    const withTraces = await tablesWithColumn(t.database, "trace_id");
    expect(withTraces.filter((table) => !ERASURE_COVERAGE[table]?.traces)).toEqual([]);
  });
});
