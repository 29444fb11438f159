import type { z } from "@hono/zod-openapi";
import {
  type BulkEvaluateResponse,
  bulkEvaluate,
  type EvaluateResponse,
  evaluateGraders,
  GuardrailsError,
  measuredTimeMs,
} from "@vigil/guardrails-core";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { toNumber } from "../../db/sql";
import { notFound, ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import type { BulkEvaluateBody, EvaluateBody, GraderMetadata, GraderRule } from "./schemas";

/** What the graders service uses of the process's Deps. */
export type GradersDeps = Pick<Deps, "database" | "clock">;

type Metadata = z.infer<typeof GraderMetadata>;
type Rules = z.infer<typeof GraderRule>[];

/** Runs graders; a bad rule or config (GuardrailsError) is 400 VALIDATION_ERROR naming the field. */
function graded<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof GuardrailsError) {
      throw new ValidationError(error.message, {
        field: error.field ?? "body",
        reason: error.message,
      });
    }
    throw error;
  }
}

/**
 * The trace whose stored latency is the measured time: only when a response_time rule would
 * otherwise have none (a time in metadata wins, and no other rule reads one).
 */
function traceForTime(rules: Rules, metadata: Metadata | undefined): string | undefined {
  if (!metadata?.traceId || measuredTimeMs(metadata) !== undefined) return undefined;
  return rules.some((rule) => rule.type === "response_time") ? metadata.traceId : undefined;
}

/** latencyMs of each trace the caller can reach (its company's; a bound key: its agent's), else 404. */
async function traceLatencies(
  database: Database,
  principal: Principal,
  ids: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  let query = database.db
    .selectFrom("traces")
    .select(["id", "latency_ms"])
    .where("company_id", "=", principal.companyId)
    .where("id", "in", wanted);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  const found = new Map((await query.execute()).map((row) => [row.id, toNumber(row.latency_ms)]));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound("Trace", missing);
  return found;
}

/** The metadata the graders get: the trace's latency added when it is the measured time. */
function withTraceTime(
  rules: Rules,
  metadata: Metadata | undefined,
  latencies: Map<string, number>,
): Metadata | undefined {
  const traceId = traceForTime(rules, metadata);
  return traceId === undefined ? metadata : { ...metadata, latencyMs: latencies.get(traceId) };
}

/**
 * Every rule against one output; no model calls, nothing stored. response_time reads
 * metadata.responseTimeMs, else latencyMs, else the stored latency of metadata.traceId.
 */
export async function evaluate(
  { database, clock }: GradersDeps,
  principal: Principal,
  body: z.infer<typeof EvaluateBody>,
): Promise<EvaluateResponse> {
  const traceId = traceForTime(body.rules, body.metadata);
  const latencies = await traceLatencies(database, principal, traceId ? [traceId] : []);
  const metadata = withTraceTime(body.rules, body.metadata, latencies);
  return graded(() => evaluateGraders({ ...body, metadata }, { date: () => clock.now() }));
}

/** Each item's rules against its output (its time read as in evaluate), with a summary. */
export async function evaluateBulk(
  { database, clock }: GradersDeps,
  principal: Principal,
  body: z.infer<typeof BulkEvaluateBody>,
): Promise<BulkEvaluateResponse> {
  const traceIds = body.items.flatMap((item) => traceForTime(item.rules, item.metadata) ?? []);
  const latencies = await traceLatencies(database, principal, traceIds);
  const items = body.items.map((item) => ({
    ...item,
    metadata: withTraceTime(item.rules, item.metadata, latencies),
  }));
  return graded(() => bulkEvaluate({ items }, { date: () => clock.now() }));
}
