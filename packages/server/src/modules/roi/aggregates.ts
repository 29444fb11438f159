import { type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/database";
import { toNumber } from "../../db/sql";
import type { Principal } from "../../http/principal";
import type { Window } from "./periods";

/** What the ROI figures read of a set of traces: sums, never the traces themselves. */
export interface TraceTotals {
  interactions: number;
  successes: number;
  latencyMs: number;
  tokens: number;
  inputTokens: number;
  outputTokens: number;
  /** Tokens of traces whose total exceeds input + output (a total with no split). */
  otherTokens: number;
}

export interface AgentTotals extends TraceTotals {
  agentId: string;
  /** The UTC day (`YYYY-MM-DD`) when grouped by day, else null. */
  day: string | null;
}

export const ZERO_TOTALS: TraceTotals = Object.freeze({
  interactions: 0,
  successes: 0,
  latencyMs: 0,
  tokens: 0,
  inputTokens: 0,
  outputTokens: 0,
  otherTokens: 0,
});

export function addTotals(a: TraceTotals, b: TraceTotals): TraceTotals {
  return {
    interactions: a.interactions + b.interactions,
    successes: a.successes + b.successes,
    latencyMs: a.latencyMs + b.latencyMs,
    tokens: a.tokens + b.tokens,
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    otherTokens: a.otherTokens + b.otherTokens,
  };
}

/** The caller's traces (its company's, or only its bound agent's), optionally of one agent. */
function scopedTraces(database: Database, principal: Principal, agentId: string | undefined) {
  let query = database.db.selectFrom("traces").where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  if (agentId !== undefined) query = query.where("agent_id", "=", agentId);
  return query;
}

/** created_at's first ten characters: its UTC day (timestamps are stored as ISO UTC). */
const DAY = sql<string | null>`substr(created_at, 1, 10)`;

/**
 * Sums of the caller's traces in `window`, one row per agent (and per UTC day with `byDay`),
 * computed by the database from covering indexes of the traces (migration 0011-roi-totals-index):
 * index entries only, never the trace rows.
 */
export async function traceTotals(
  database: Database,
  principal: Principal,
  options: TotalsOptions,
): Promise<AgentTotals[]> {
  const rows = await database.select(traceTotalsQuery(database, principal, options));
  return rows.map((row) => ({
    agentId: row.agent_id,
    day: row.day,
    interactions: toNumber(row.interactions),
    successes: toNumber(row.successes),
    latencyMs: toNumber(row.latency),
    tokens: toNumber(row.tokens),
    inputTokens: toNumber(row.input_tokens),
    outputTokens: toNumber(row.output_tokens),
    otherTokens: toNumber(row.other_tokens),
  }));
}

type TotalsOptions = { window: Window; agentId?: string; byDay?: boolean };

/** The statement traceTotals runs (its plan reads a covering index: migration 0011-roi-totals-index). */
export function traceTotalsQuery(database: Database, principal: Principal, options: TotalsOptions) {
  let query = scopedTraces(database, principal, options.agentId).where(
    "created_at",
    "<",
    options.window.to,
  );
  if (options.window.from !== null) query = query.where("created_at", ">=", options.window.from);
  const day: RawBuilder<string | null> = options.byDay ? DAY : sql<null>`null`;
  const selected = query.select((eb) => [
    "agent_id",
    day.as("day"),
    eb.fn.countAll().as("interactions"),
    eb.fn.sum(eb.case().when("outcome", "=", "success").then(1).else(0).end()).as("successes"),
    eb.fn.sum("latency_ms").as("latency"),
    eb.fn.sum("token_count").as("tokens"),
    eb.fn.sum("input_tokens").as("input_tokens"),
    eb.fn.sum("output_tokens").as("output_tokens"),
    eb.fn
      .sum(
        sql<number>`case when token_count > input_tokens + output_tokens then token_count - input_tokens - output_tokens else 0 end`,
      )
      .as("other_tokens"),
  ]);
  return options.byDay ? selected.groupBy(["agent_id", DAY]) : selected.groupBy("agent_id");
}

/** When the caller's first trace (of the agent, when given) started; null without traces. */
export async function firstTraceAt(
  database: Database,
  principal: Principal,
  agentId: string | undefined,
): Promise<string | null> {
  const row = await scopedTraces(database, principal, agentId)
    .select((eb) => eb.fn.min("created_at").as("first"))
    .executeTakeFirst();
  return (row?.first as string | null | undefined) ?? null;
}
