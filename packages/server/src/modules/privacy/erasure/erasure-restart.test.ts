import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/database";
import { TEST_DIALECTS } from "../../../testing/databases";
import { postFailures } from "../../../testing/failures";
import { createTestApp, dataOf, type TestApp } from "../../../testing/harness";
import type { ErasureReceipt } from "./erasure-job";

const USER_ID = "enduser-r3s7";

/**
 * Makes the erasure's last commit (the subject's own rows with the receipt) fail, as a crash
 * between the trace batches and the end would: the traces are gone, the job is not done.
 */
async function failFinalCommit(database: Database): Promise<void> {
  if (database.dialect === "sqlite") {
    await sql`create trigger crash_erasure before update of request_details on dsrs
      when new.request_details = '{"erased":true}'
      begin select raise(abort, 'simulated crash'); end`.execute(database.db);
    return;
  }
  await sql`create function crash_erasure() returns trigger language plpgsql as $$
    begin
      if new.request_details = '{"erased":true}' then raise exception 'simulated crash'; end if;
      return new;
    end $$`.execute(database.db);
  await sql`create trigger crash_erasure before update on dsrs
    for each row execute function crash_erasure()`.execute(database.db);
}

async function allowFinalCommit(database: Database): Promise<void> {
  await sql`drop trigger crash_erasure${database.dialect === "sqlite" ? sql`` : sql` on dsrs`}`.execute(
    database.db,
  );
}

describe.each(TEST_DIALECTS)("an erasure job restarted midway, on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let dsrId: string;
  let spans: number;
  let now = Date.parse("2026-11-26T10:00:00Z");
  const dsr = async () =>
    (await (await t.call("GET", `/api/v1/compliance/dsr/${dsrId}`, { key: admin })).json()) as {
      status: string;
      completionNotes: string | null;
    };

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock: { now: () => new Date(now) } });
    admin = await t.key({ companyId: "acme", userId: "root" });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: admin, body: { name: "support" } }),
      201,
    );
    const traces = await postFailures(
      t,
      admin,
      agent.id,
      [1, 2, 3].map((n) => ({ message: `TimeoutError: call ${n} timed out`, userId: USER_ID })),
    );
    await t.deps.jobs.drain();
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from spans
      where trace_id in (${sql.join(traces)})`.execute(t.database.db);
    spans = Number(rows[0]?.n);
    const created = await t.call("POST", "/api/v1/compliance/dsr", {
      key: admin,
      body: { requestType: "erasure", requestDetails: { subject: { userId: USER_ID } } },
    });
    dsrId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps what the first run deleted in its progress, committed with each batch", async () => {
    await failFinalCommit(t.database);
    const verified = await t.call("POST", `/api/v1/compliance/dsr/${dsrId}/verify`, {
      key: admin,
      body: { approve: true },
    });
    expect(verified.status).toBe(200);
    await t.deps.jobs.drain();
    const row = await dsr();
    expect(row.status).toBe("in_progress");
    const progress = JSON.parse(row.completionNotes ?? "{}") as { erasure: string; rows: object };
    expect(progress.erasure).toBe("in_progress");
    expect(progress.rows).toMatchObject({ traces: 3, spans });
    const left = await t.database.db.selectFrom("traces").select("id").execute();
    expect(left).toEqual([]);
  });

  it("reports on completion everything both runs deleted, not only the last run's share", async () => {
    await allowFinalCommit(t.database);
    now += 10 * 60_000; // past the retry's backoff
    await t.deps.jobs.drain();
    const row = await dsr();
    expect(row.status).toBe("completed");
    const receipt = JSON.parse(row.completionNotes ?? "{}") as ErasureReceipt;
    expect(receipt.traces).toBe(3);
    expect(receipt.rows).toMatchObject({ traces: 3, spans });
  });
});
