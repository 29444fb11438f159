/**
 * Evaluation runs: `POST /api/eval-runs` (pending) and `POST /api/evaluation/run` (running) make
 * the same row and enqueue the same job; the job scores each example and stores its result.
 */
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { parseJson } from "../../db/sql";
import { ConflictError, ServiceUnavailableError, ValidationError } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { enqueue } from "../../jobs/queue";
import { newId } from "../../lib/ids";
import { findVisibleAgent } from "../agents/access";
import { affordable } from "../evaluation/service";
import { runCriteria, worstJudgeCalls } from "./run-criteria";
import { abortLocalRun, RUN_JOB } from "./run-job";
import type { CreateRunBody, ListRunsQuery, UpdateRunBody } from "./run-schemas";
import {
  countResults,
  findRun,
  type StoredRunConfig,
  summarizeRun,
  toRunView,
  viewOf,
} from "./run-store";
import { type CriterionSpec, checkCriteria, findSet, loadExamples } from "./sets-service";
import type { StoredTarget } from "./targets";

export type EvalRunsDeps = Pick<
  Deps,
  "database" | "clock" | "config" | "jobs" | "outbound" | "secretBox" | "llm"
>;
type CreateBody = z.infer<typeof CreateRunBody>;

/** A rough time per target call, for estimatedCompletionTime. */
const SECONDS_PER_CALL = 2;

async function storeTarget(
  deps: EvalRunsDeps,
  principal: Principal,
  agentId: string,
  target: CreateBody["target"],
): Promise<StoredTarget> {
  if (target.type === "http") {
    const url = await deps.outbound.checkField(target.url, "target.url");
    const headers = target.headers ?? {};
    const names = Object.keys(headers);
    return {
      type: "http",
      url,
      headerNames: names,
      sealedHeaders: names.length > 0 ? deps.secretBox.seal(JSON.stringify(headers)) : null,
    };
  }
  if (!deps.llm.configured)
    throw noProvider(
      "The provider target needs a model provider (VIGIL_LLM_BASE_URL, VIGIL_LLM_MODEL); use an http target instead",
    );
  const config = await deps.database.db
    .selectFrom("agent_configs")
    .select("agent_id")
    .where("agent_id", "=", agentId)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!config) {
    throw new ValidationError(
      `Invalid body: target: agent ${agentId} has no config record; create one with POST /api/agent-configs or use an http target`,
      { field: "target", reason: "the agent has no config record" },
    );
  }
  return { type: "provider" };
}

const noProvider = (message: string) =>
  new ServiceUnavailableError(message, { reason: "llm_provider_not_configured" });

/**
 * A run with judge criteria needs the provider, and credits for its worst case (every judge
 * call of every example and trial reaching a model): else 503 or 402, before anything is stored.
 */
async function checkJudges(
  deps: EvalRunsDeps,
  principal: Principal,
  examples: Awaited<ReturnType<typeof loadExamples>>,
  setCriteria: CriterionSpec[],
  config: CreateBody["config"],
): Promise<void> {
  if (config.criteria) checkCriteria(config.criteria, "config.criteria");
  const calls = worstJudgeCalls(examples, runCriteria(setCriteria, config.criteria), config.trials);
  if (calls === 0) return;
  if (!deps.llm.configured)
    throw noProvider(
      "LLM-judge criteria need a model provider (VIGIL_LLM_BASE_URL, VIGIL_LLM_MODEL); drop them or configure one",
    );
  await affordable(deps, principal.companyId, calls);
}

/** Records the run and enqueues its job in one transaction. */
export async function createRun(
  deps: EvalRunsDeps,
  principal: Principal,
  body: CreateBody,
  start: "pending" | "running",
) {
  const set = await findSet(deps.database, principal, body.evalSetId);
  const agentId = body.agentId ?? set.agent_id;
  await findVisibleAgent(deps.database, principal, agentId);
  const target = await storeTarget(deps, principal, agentId, body.target);
  const exampleList = await loadExamples(deps.database, set.id);
  await checkJudges(
    deps,
    principal,
    exampleList,
    parseJson<CriterionSpec[]>(set.criteria, []),
    body.config,
  );
  const examples = exampleList.length;
  const now = deps.clock.now();
  const at = now.toISOString();
  const id = newId("eval_run");
  const config: StoredRunConfig = { ...body.config, target };
  const row = {
    id,
    company_id: principal.companyId,
    agent_id: agentId,
    eval_set_id: set.id,
    name: body.name ?? `${set.name} ${at.slice(0, 16).replace("T", " ")}`,
    status: start,
    config: JSON.stringify(config),
    tags: JSON.stringify(body.tags),
    total: examples * body.config.trials,
    summary: null,
    error: null,
    created_at: at,
    updated_at: at,
    started_at: start === "running" ? at : null,
    completed_at: null,
  };
  await deps.database.db.transaction().execute(async (trx) => {
    await trx.insertInto("eval_runs").values(row).execute();
    await enqueue(
      trx,
      [{ type: RUN_JOB, companyId: principal.companyId, ref: id, payload: { runId: id } }],
      now,
    );
  });
  deps.jobs.wake();
  const seconds = Math.ceil(row.total / body.config.concurrency) * SECONDS_PER_CALL;
  return {
    view: toRunView(row, undefined),
    estimatedCompletionTime: new Date(now.getTime() + seconds * 1000).toISOString(),
  };
}

export async function listRuns(
  { database }: EvalRunsDeps,
  principal: Principal,
  query: z.infer<typeof ListRunsQuery>,
) {
  let base = database.db.selectFrom("eval_runs").where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) base = base.where("agent_id", "=", principal.agentId);
  if (query.agentId !== undefined) base = base.where("agent_id", "=", query.agentId);
  if (query.evalSetId !== undefined) base = base.where("eval_set_id", "=", query.evalSetId);
  if (query.status !== undefined) base = base.where("status", "=", query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst(),
  ]);
  const counts = await countResults(
    database,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toRunView(r, counts.get(r.id))), total: Number(count?.n ?? 0) };
}

export async function getRun({ database }: EvalRunsDeps, principal: Principal, id: string) {
  return viewOf(database, await findRun(database, principal, id));
}

/** The run with every finished result, in the set's example order. */
export async function getRunDetail({ database }: EvalRunsDeps, principal: Principal, id: string) {
  const run = await findRun(database, principal, id);
  const rows = await database.db
    .selectFrom("eval_run_results as r")
    .leftJoin("eval_set_examples as e", (join) =>
      join.onRef("e.id", "=", "r.example_id").on("e.set_id", "=", run.eval_set_id),
    )
    .select([
      "r.example_id",
      "r.trial",
      "r.actual_output",
      "r.passed",
      "r.score",
      "r.scores",
      "r.reasoning",
      "r.latency_ms",
      "r.error",
      "e.input",
      "e.expected_output",
      "e.position",
    ])
    .where("r.run_id", "=", run.id)
    .orderBy("e.position")
    .orderBy("r.trial")
    .execute();
  return {
    ...(await viewOf(database, run)),
    results: rows.map((r) => ({
      exampleId: r.example_id,
      trial: Number(r.trial),
      input: r.input ?? "",
      expectedOutput: r.expected_output ?? null,
      actualOutput: r.actual_output,
      passed: Number(r.passed) === 1,
      score: r.score === null ? null : Number(r.score),
      scores: JSON.parse(r.scores) as Record<string, number>,
      reasoning: r.reasoning,
      latencyMs: Number(r.latency_ms),
      error: r.error,
    })),
  };
}

/** Renames, retags, or cancels: a cancel keeps the finished results and summarises them. */
export async function updateRun(
  deps: EvalRunsDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateRunBody>,
) {
  const { database, clock } = deps;
  const run = await findRun(database, principal, id);
  const at = clock.now().toISOString();
  if (body.status === "cancelled" && run.status !== "pending" && run.status !== "running") {
    throw new ConflictError(
      `Run ${id} is ${run.status}; only a pending or running run can be cancelled`,
      {
        status: run.status,
      },
    );
  }
  const changes = {
    updated_at: at,
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.tags !== undefined ? { tags: JSON.stringify(body.tags) } : {}),
  };
  let query = database.db.updateTable("eval_runs").where("id", "=", id);
  if (body.status === "cancelled") {
    query = query
      .set({ ...changes, status: "cancelled", completed_at: at })
      .where("status", "in", ["pending", "running"]);
  } else {
    query = query.set(changes);
  }
  const updated = await query.returning("id").executeTakeFirst();
  if (!updated) throw new ConflictError(`Run ${id} ended before it could be cancelled`);
  if (body.status === "cancelled") {
    abortLocalRun(id);
    const summary = await summarizeRun(database, id);
    await database.db
      .updateTable("eval_runs")
      .set({ summary: JSON.stringify(summary) })
      .where("id", "=", id)
      .execute();
  }
  return getRun(deps, principal, id);
}
