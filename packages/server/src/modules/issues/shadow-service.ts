/**
 * Shadow-test records. Creating one leaves it pending and enqueues its runner (shadow-job.ts),
 * which replays the traces and fills results and traceResults; a caller may also move it with
 * PATCH (states.ts). A record outlives its fix's issue (detached, issue_id null).
 */
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { annotateAudit } from "../../db/audit-scope";
import { parseJson, toNumber } from "../../db/sql";
import { ConflictError, ValidationError } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { enqueue } from "../../jobs/queue";
import { newId } from "../../lib/ids";
import { findFix } from "./fix-store";
import {
  fixAfterShadowTestCreated,
  issueAfterShadowTestCreated,
  moveFix,
  moveIssue,
  movesDetail,
} from "./lifecycle";
import { assertOwnedTraces } from "./owned-traces";
import type { ShadowTestStatus, ShadowTestsTable } from "./schema";
import type { CreateShadowTestBody, ListShadowTestsQuery, UpdateShadowTestBody } from "./schemas";
import { assertShadowAffordable } from "./shadow-credits";
import { SHADOW_JOB, traceResultOf } from "./shadow-job";
import {
  findShadowTest,
  type ShadowTestDetailView,
  type ShadowTestView,
  toShadowTestDetail,
  toShadowTestView,
  visibleShadowTests,
} from "./shadow-store";
import { canMoveShadowTest, shadowTestMovesFrom } from "./states";

export type ShadowTestsDeps = Pick<Deps, "database" | "clock" | "config">;

type Update = z.infer<typeof UpdateShadowTestBody>;
type Results = NonNullable<Update["results"]>;

export async function listShadowTests(
  { database }: ShadowTestsDeps,
  principal: Principal,
  query: z.infer<typeof ListShadowTestsQuery>,
): Promise<{ items: ShadowTestView[]; total: number }> {
  let base = visibleShadowTests(database, principal);
  if (query.fixId !== undefined) base = base.where("shadow_tests.fix_id", "=", query.fixId);
  if (query.status !== undefined) base = base.where("shadow_tests.status", "=", query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("shadow_tests.created_at", "desc")
      .orderBy("shadow_tests.id", "desc")
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
  ]);
  return { items: rows.map(toShadowTestView), total: toNumber(count?.total) };
}

export async function getShadowTest(
  { database }: ShadowTestsDeps,
  principal: Principal,
  id: string,
): Promise<ShadowTestDetailView> {
  const row = await findShadowTest(database, principal, id);
  if (row.trace_results !== null || row.status !== "running") return toShadowTestDetail(row);
  // A running test shows the traces its job has finished so far, in the test's order.
  const done = await database.db
    .selectFrom("shadow_test_results")
    .selectAll()
    .where("test_id", "=", row.id)
    .execute();
  const byTrace = new Map(done.map((r) => [r.trace_id, r]));
  const sofar = parseJson<string[]>(row.trace_ids, [])
    .flatMap((traceId) => {
      const r = byTrace.get(traceId);
      return r ? [r] : [];
    })
    .map(traceResultOf);
  return { ...toShadowTestDetail(row), traceResults: sofar };
}

/**
 * A pending test of the fix over the caller's traces (404 naming any that is not); a draft or
 * proposed fix moves to testing with it, and its open or proposed_fix issue too (lifecycle.ts).
 * A side_by_side test whose judge calls could overdraw the credits is refused first (402).
 */
export async function createShadowTest(
  { database, clock, config }: ShadowTestsDeps,
  principal: Principal,
  body: z.infer<typeof CreateShadowTestBody>,
): Promise<ShadowTestView> {
  const fix = await findFix(database, principal, body.fixId);
  await assertOwnedTraces(database, principal, body.traceIds);
  await assertShadowAffordable(
    { database, config },
    principal.companyId,
    body.traceIds.length,
    body.config.comparisonMode,
  );
  const at = clock.now().toISOString();
  const row: ShadowTestsTable = {
    id: newId("st"),
    company_id: principal.companyId,
    fix_id: fix.id,
    issue_id: fix.issue_id,
    agent_id: fix.agent_id,
    status: "pending",
    trace_ids: JSON.stringify(body.traceIds),
    trace_count: body.traceIds.length,
    config: JSON.stringify(body.config),
    results: null,
    trace_results: null,
    created_by: principal.userId,
    created_at: at,
    updated_at: at,
    completed_at: null,
  };
  annotateAudit({ action: "shadow_test.create", resourceType: "shadow_test", resourceId: row.id });
  // The runner's job commits with the record (transactional outbox): no test without its run.
  await database.db.transaction().execute(async (trx) => {
    await trx.insertInto("shadow_tests").values(row).execute();
    const moves = [
      await moveFix(
        trx,
        { companyId: row.company_id, fixId: fix.id, at },
        "shadow_test.created",
        fixAfterShadowTestCreated,
      ),
      await moveIssue(
        trx,
        { companyId: row.company_id, issueId: fix.issue_id, at },
        "shadow_test.created",
        issueAfterShadowTestCreated,
      ),
    ];
    annotateAudit({ details: movesDetail(moves) });
    await enqueue(
      trx,
      [{ type: SHADOW_JOB, payload: { testId: row.id }, ref: row.id, companyId: row.company_id }],
      clock.now(),
    );
  });
  return toShadowTestView(row);
}

function invalid(field: string, reason: string): ValidationError {
  return new ValidationError(`Invalid body: ${field}: ${reason}`, { field, reason });
}

/** Results fit the status they come with and the test's size. */
function checkResults(status: ShadowTestStatus, results: Results | null, traceCount: number): void {
  if (results !== null && "error" in results) {
    if (status !== "failed") throw invalid("results.error", "only a failed test carries an error");
    return;
  }
  if (status === "completed" && results === null) {
    throw invalid(
      "results",
      "a completed test needs {improved, unchanged, regressed, improvementRate}",
    );
  }
  if (results === null) return;
  if (status === "failed") throw invalid("results", "a failed test carries {error}");
  const counted = results.improved + results.unchanged + results.regressed + (results.errored ?? 0);
  if (counted > traceCount) {
    throw invalid(
      "results",
      `counts add up to ${counted}, more than the test's ${traceCount} traces`,
    );
  }
}

function checkTraceResults(
  row: ShadowTestsTable,
  traceResults: NonNullable<Update["traceResults"]>,
): void {
  const ids = new Set(parseJson<string[]>(row.trace_ids, []));
  const stray = traceResults.findIndex((result) => !ids.has(result.traceId));
  if (stray >= 0) throw invalid(`traceResults[${stray}].traceId`, "not one of the test's traces");
}

/** Moves the test and stores what the run found; a final test (completed, failed) takes no PATCH. */
export async function updateShadowTest(
  { database, clock }: ShadowTestsDeps,
  principal: Principal,
  id: string,
  body: Update,
): Promise<ShadowTestDetailView> {
  const row = await findShadowTest(database, principal, id);
  const status = body.status ?? row.status;
  if (!canMoveShadowTest(row.status, status)) {
    throw new ConflictError(`Shadow test ${id} cannot move from ${row.status} to ${status}`, {
      status: row.status,
      allowed: shadowTestMovesFrom(row.status),
    });
  }
  const results = body.results ?? parseJson<Results | null>(row.results, null);
  checkResults(status, results, toNumber(row.trace_count));
  if (body.traceResults) checkTraceResults(row, body.traceResults);
  const at = clock.now().toISOString();
  const changes: Partial<ShadowTestsTable> = { status, updated_at: at };
  if (body.results !== undefined) changes.results = JSON.stringify(body.results);
  if (body.traceResults !== undefined) changes.trace_results = JSON.stringify(body.traceResults);
  if (status === "completed" || status === "failed") changes.completed_at = at;
  annotateAudit({
    action: "shadow_test.update",
    resourceType: "shadow_test",
    resourceId: id,
    details: { from: row.status, to: status },
  });
  const updated = await database.db
    .updateTable("shadow_tests")
    .set(changes)
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .where("status", "=", row.status)
    .returning("id")
    .executeTakeFirst();
  if (!updated) throw new ConflictError(`Shadow test ${id} changed meanwhile; read it again`);
  return toShadowTestDetail({ ...row, ...changes });
}
