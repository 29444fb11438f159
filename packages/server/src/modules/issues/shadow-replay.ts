/**
 * Replaying one historical trace with and without a fix, and judging the two answers. Used by
 * the shadow-test job (every trace of a test) and by POST /api/shadow-execution (one trace).
 *
 * Rules (README "Shadow tests"):
 * - Input: the messages of the trace's first llm span when they were stored (an array of
 *   {role, content}), with their system message replaced by the config's system prompt; else
 *   the config's system prompt, then the trace's user message with its retrieved documents
 *   appended as numbered context.
 * - Original output: the trace's stored response when the agent's config record has not been
 *   written since the trace started (agent_configs.updated_at ≤ the trace's created_at) and the
 *   response is not empty; otherwise the input is replayed with the current config too, so both
 *   answers come from the same model under the same conditions.
 * - Score: the rule engine's quality score of each answer against the trace's question and
 *   retrieved documents (the same evaluator for both sides). Δ = fixed − original;
 *   Δ ≥ 0.05 improved, Δ ≤ −0.05 regressed, else unchanged.
 * - side_by_side also asks the pairwise judge in both orders (disagreement = tie). It breaks a
 *   near-tie (|Δ| < 0.05): the judge's winner decides, a tie stays unchanged. When |Δ| ≥ 0.05
 *   and the judge prefers the other answer, the evidence conflicts and the verdict is unchanged.
 *   A judge that fails leaves the verdict to Δ, and the explanation says so.
 * - Pass/fail (for McNemar): a score ≥ 0.5 passes; the judge plays no part in it.
 * - Credits: the pairwise judge calls that reached a model are charged like an evaluation's
 *   (JUDGE_CALL_COST each; shadow-credits.ts); the replays themselves are the user's provider
 *   calls and cost no credits.
 */
import type { Deps } from "../../context";
import { parseJson } from "../../db/sql";
import type { ChatMessage } from "../../llm";
import { analyzeRuleBased } from "../analysis/engine";
import { pairwise } from "../evaluation/judges";
import type { AgentRunConfig } from "./fix-apply";

export type ReplayDeps = Pick<Deps, "database" | "clock" | "llm" | "config">;
export type ComparisonMode = "side_by_side" | "automated";
export type Verdict = "improved" | "unchanged" | "regressed";

/** A score at or above this passes (the McNemar flips count crossings of it). */
export const PASS_SCORE = 0.5;
/** |Δ| at or above this is a change. */
export const MIN_DELTA = 0.05;

const JUDGE_PROMPT =
  "Which response answers the input better: correct, grounded in the context, and helpful?";

export interface ReplayTrace {
  id: string;
  createdAt: string;
  userMessage: string;
  storedResponse: string;
  documents: string[];
  /** The first llm span's input messages, when stored as {role, content}[]. */
  messages: ChatMessage[] | null;
}

export interface Replayed {
  originalOutput: string;
  fixedOutput: string;
  originalScore: number;
  fixedScore: number;
  verdict: Verdict;
  explanation: string;
  /** Pairwise judge calls that reached a model (cached and failed ones are not counted): what is charged. */
  judgeCalls: number;
}

function asMessages(value: unknown): ChatMessage[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const messages: ChatMessage[] = [];
  for (const item of value) {
    const { role, content } = (item ?? {}) as { role?: unknown; content?: unknown };
    if (typeof content !== "string") return null;
    if (role !== "system" && role !== "user" && role !== "assistant") return null;
    messages.push({ role, content });
  }
  return messages;
}

/** The trace as the replay needs it; null when it is not the company's. */
export async function loadReplayTrace(
  { database }: Pick<Deps, "database">,
  companyId: string,
  traceId: string,
): Promise<ReplayTrace | null> {
  const row = await database.db
    .selectFrom("traces")
    .select(["id", "created_at", "user_message", "agent_response"])
    .where("company_id", "=", companyId)
    .where("id", "=", traceId)
    .executeTakeFirst();
  if (!row) return null;
  const spans = await database.db
    .selectFrom("spans")
    .select(["type", "input", "documents"])
    .where("company_id", "=", companyId)
    .where("trace_id", "=", traceId)
    .orderBy("start_time")
    .execute();
  const documents: string[] = [];
  let messages: ChatMessage[] | null = null;
  for (const span of spans) {
    const docs = parseJson<{ content?: string | null }[] | null>(span.documents, null) ?? [];
    for (const doc of docs) if (doc.content) documents.push(doc.content);
    if (messages === null && span.type === "llm")
      messages = asMessages(parseJson(span.input, null));
  }
  return {
    id: row.id,
    createdAt: row.created_at,
    userMessage: row.user_message,
    storedResponse: row.agent_response,
    documents,
    messages,
  };
}

/** What the model is sent for `trace` under `config`. */
export function replayMessages(trace: ReplayTrace, config: AgentRunConfig): ChatMessage[] {
  const system: ChatMessage[] = config.systemPrompt
    ? [{ role: "system", content: config.systemPrompt }]
    : [];
  if (trace.messages) {
    return [...system, ...trace.messages.filter((m) => m.role !== "system")];
  }
  const context =
    trace.documents.length > 0
      ? `\n\nContext:\n${trace.documents.map((d, i) => `[${i + 1}] ${d}`).join("\n")}`
      : "";
  return [...system, { role: "user", content: `${trace.userMessage}${context}` }];
}

async function answer(
  deps: ReplayDeps,
  companyId: string,
  trace: ReplayTrace,
  config: AgentRunConfig,
  signal: AbortSignal | undefined,
): Promise<string> {
  const result = await deps.llm.chat({
    companyId,
    purpose: "shadow-tests.replay",
    ...(signal ? { signal } : {}),
    messages: replayMessages(trace, config),
    ...(config.model ? { model: config.model } : {}),
    ...(config.temperature !== null ? { temperature: config.temperature } : {}),
    ...(config.maxTokens !== null ? { maxTokens: config.maxTokens } : {}),
  });
  return result.content;
}

/** Whether the config record was written after the trace started (then the original is replayed). */
async function configChangedSince(
  deps: ReplayDeps,
  companyId: string,
  agentId: string,
  trace: ReplayTrace,
): Promise<boolean> {
  const row = await deps.database.db
    .selectFrom("agent_configs")
    .select("updated_at")
    .where("company_id", "=", companyId)
    .where("agent_id", "=", agentId)
    .executeTakeFirst();
  if (!row) return false;
  return Date.parse(row.updated_at) > Date.parse(trace.createdAt);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The rule engine's quality score of `output` against the trace's question and documents. */
export function qualityOf(trace: ReplayTrace, output: string): number {
  const analysis = analyzeRuleBased({
    question: trace.userMessage,
    answer: output,
    contexts: trace.documents.map((text) => ({ text })),
  });
  return round3(analysis.qualityScore ?? 0);
}

function byDelta(delta: number): Verdict {
  if (delta >= MIN_DELTA) return "improved";
  if (delta <= -MIN_DELTA) return "regressed";
  return "unchanged";
}

/** Δ's verdict with the judge's winner (a = original, b = fixed), as the header says. */
export function combineVerdict(delta: number, winner: "a" | "b" | "tie" | null): Verdict {
  const scored = byDelta(delta);
  if (winner === null) return scored;
  if (scored === "unchanged") {
    return winner === "b" ? "improved" : winner === "a" ? "regressed" : "unchanged";
  }
  const conflicts =
    (scored === "improved" && winner === "a") || (scored === "regressed" && winner === "b");
  return conflicts ? "unchanged" : scored;
}

async function judge(
  deps: ReplayDeps,
  companyId: string,
  trace: ReplayTrace,
  original: string,
  fixed: string,
  signal: AbortSignal | undefined,
): Promise<{ winner: "a" | "b" | "tie" | null; note: string; judgeCalls: number }> {
  const verdict = await pairwise(deps, {
    companyId,
    signal,
    model: deps.config.llm.model ?? "default",
    prompt: JUDGE_PROMPT,
    input: trace.userMessage,
    context: trace.documents,
    outputA: original,
    outputB: fixed,
  });
  if (!verdict.ok)
    return {
      winner: null,
      note: `pairwise judge failed (${verdict.reason}); Δ alone decides`,
      // The order that did answer reached the model (and is cached): it is charged.
      judgeCalls: verdict.modelCalls,
    };
  const named = { a: "the original", b: "the fixed answer", tie: "neither (a tie)" }[
    verdict.winner
  ];
  const how = verdict.consistent ? "in both orders" : "orders disagreed";
  return {
    winner: verdict.winner,
    note: `pairwise judge prefers ${named} (${how})`,
    judgeCalls: verdict.modelCalls,
  };
}

/**
 * Replays `trace` without the fix (`current`) and with it (`fixed`) and judges both answers.
 * Throws the provider's error when a needed call fails.
 */
export async function replayTrace(
  deps: ReplayDeps,
  run: {
    companyId: string;
    agentId: string;
    current: AgentRunConfig;
    fixed: AgentRunConfig;
    mode: ComparisonMode;
    /** Stops the provider calls in flight (a caller's deadline); they reject with its reason. */
    signal?: AbortSignal;
  },
  trace: ReplayTrace,
): Promise<Replayed> {
  const { companyId, signal } = run;
  const replayOriginal =
    trace.storedResponse.trim() === "" ||
    (await configChangedSince(deps, companyId, run.agentId, trace));
  const [originalOutput, fixedOutput] = await Promise.all([
    replayOriginal ? answer(deps, companyId, trace, run.current, signal) : trace.storedResponse,
    answer(deps, companyId, trace, run.fixed, signal),
  ]);
  const originalScore = qualityOf(trace, originalOutput);
  const fixedScore = qualityOf(trace, fixedOutput);
  const delta = round3(fixedScore - originalScore);
  const judged =
    run.mode === "side_by_side"
      ? await judge(deps, companyId, trace, originalOutput, fixedOutput, signal)
      : { winner: null, note: "", judgeCalls: 0 };
  const verdict = combineVerdict(delta, judged.winner);
  const source = replayOriginal
    ? "original replayed with the current config"
    : "original = stored response";
  const parts = [
    `quality ${originalScore} → ${fixedScore} (Δ ${delta >= 0 ? "+" : ""}${delta})`,
    source,
    ...(judged.note ? [judged.note] : []),
  ];
  return {
    originalOutput,
    fixedOutput,
    originalScore,
    fixedScore,
    verdict,
    explanation: `${verdict}: ${parts.join("; ")}`,
    judgeCalls: judged.judgeCalls,
  };
}
