/** The usage ledger: one row per provider call or cache hit, and the admin's views of it. */
import type { Kysely } from "kysely";
import { newId } from "../lib/ids";
import { type LlmTables, type LlmUsageTable, llmTablesOf } from "./schema";

export interface UsageEntry {
  companyId: string;
  purpose: string;
  model: string;
  kind: "chat" | "embedding";
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
  cached: boolean;
  /** The AppError code of a failed call; absent when it succeeded. */
  errorCode?: string;
}

export async function recordUsage(
  db: Kysely<LlmTables>,
  entry: UsageEntry,
  at: Date,
): Promise<void> {
  await db
    .insertInto("llm_usage")
    .values({
      id: newId("llmu"),
      company_id: entry.companyId,
      purpose: entry.purpose,
      model: entry.model,
      kind: entry.kind,
      prompt_tokens: entry.promptTokens,
      completion_tokens: entry.completionTokens,
      latency_ms: Math.round(entry.latencyMs),
      cached: entry.cached ? 1 : 0,
      status: entry.errorCode === undefined ? "ok" : "error",
      error_code: entry.errorCode ?? null,
      created_at: at.toISOString(),
    })
    .execute();
}

/** A usage row as the API shows it. */
export interface LlmUsageRecord extends Omit<UsageEntry, "errorCode"> {
  id: string;
  status: "ok" | "error";
  errorCode: string | null;
  createdAt: string;
}

export interface UsageFilter {
  purpose?: string;
  /** ISO 8601; rows created at or after it. */
  from?: string;
  /** ISO 8601; rows created before it. */
  to?: string;
}

function filtered(db: Kysely<LlmTables>, companyId: string, filter: UsageFilter) {
  let query = db.selectFrom("llm_usage").where("company_id", "=", companyId);
  if (filter.purpose !== undefined) query = query.where("purpose", "=", filter.purpose);
  if (filter.from !== undefined) query = query.where("created_at", ">=", filter.from);
  if (filter.to !== undefined) query = query.where("created_at", "<", filter.to);
  return query;
}

/**
 * A company's usage rows, newest first, and how many match.
 * @example const { rows, total } = await listUsage(db, "acme", { limit: 50, offset: 0 });
 */
export async function listUsage<D extends LlmTables>(
  database: Kysely<D>,
  companyId: string,
  options: UsageFilter & { limit: number; offset: number },
): Promise<{ rows: LlmUsageRecord[]; total: number }> {
  const base = filtered(llmTablesOf(database), companyId, options);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
  ]);
  return { rows: rows.map(toRecord), total: Number(count?.total ?? 0) };
}

function toRecord(row: LlmUsageTable): LlmUsageRecord {
  return {
    id: row.id,
    companyId: row.company_id,
    purpose: row.purpose,
    model: row.model,
    kind: row.kind,
    promptTokens: Number(row.prompt_tokens),
    completionTokens: Number(row.completion_tokens),
    latencyMs: Number(row.latency_ms),
    cached: Number(row.cached) === 1,
    status: row.status,
    errorCode: row.error_code,
    createdAt: row.created_at,
  };
}

/** Totals of one purpose and model. */
export interface UsageSummary {
  purpose: string;
  model: string;
  kind: "chat" | "embedding";
  calls: number;
  cachedCalls: number;
  errorCalls: number;
  promptTokens: number;
  completionTokens: number;
  avgLatencyMs: number;
}

/**
 * A company's totals per purpose, model and kind, most calls first.
 * @example await summarizeUsage(db, "acme", { from: "2026-01-01T00:00:00.000Z" })
 */
export async function summarizeUsage<D extends LlmTables>(
  database: Kysely<D>,
  companyId: string,
  filter: UsageFilter = {},
): Promise<UsageSummary[]> {
  const rows = await filtered(llmTablesOf(database), companyId, filter)
    .select((eb) => [
      "purpose",
      "model",
      "kind",
      eb.fn.countAll().as("calls"),
      eb.fn.sum<number>("cached").as("cached_calls"),
      eb.fn.sum<number>(eb.case().when("status", "=", "error").then(1).else(0).end()).as("errors"),
      eb.fn.sum<number>("prompt_tokens").as("prompt_tokens"),
      eb.fn.sum<number>("completion_tokens").as("completion_tokens"),
      eb.fn.sum<number>("latency_ms").as("latency_ms"),
    ])
    .groupBy(["purpose", "model", "kind"])
    .execute();
  return rows
    .map((row) => {
      const calls = Number(row.calls);
      return {
        purpose: row.purpose,
        model: row.model,
        kind: row.kind,
        calls,
        cachedCalls: Number(row.cached_calls),
        errorCalls: Number(row.errors),
        promptTokens: Number(row.prompt_tokens),
        completionTokens: Number(row.completion_tokens),
        avgLatencyMs: calls === 0 ? 0 : Math.round(Number(row.latency_ms) / calls),
      };
    })
    .sort((a, b) => b.calls - a.calls || a.purpose.localeCompare(b.purpose));
}
