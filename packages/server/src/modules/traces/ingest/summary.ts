import { assistantText, userText } from "../mapping/span";
import type { SpanRecord, StatedFacts } from "../model";

/** What a trace row says about its spans. */
export interface TraceSummary {
  name: string | null;
  outcome: "success" | "failure";
  userMessage: string;
  agentResponse: string;
  /** ISO: the first span's start (the trace's createdAt) and the last span's end. */
  startedAt: string | null;
  endedAt: string | null;
  latencyMs: number;
  inputTokens: number;
  outputTokens: number;
  tokenCount: number;
  spanCount: number;
}

type SummarySpan = Pick<
  SpanRecord,
  | "id"
  | "parentSpanId"
  | "name"
  | "type"
  | "startTime"
  | "endTime"
  | "status"
  | "input"
  | "output"
  | "tokens"
>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The root: a span without a parent in the trace, the earliest such; else the earliest span. */
function rootOf(spans: readonly SummarySpan[]): SummarySpan | undefined {
  const ids = new Set(spans.map((s) => s.id));
  let root: SummarySpan | undefined;
  for (const span of spans) {
    const isRoot = span.parentSpanId === null || !ids.has(span.parentSpanId);
    if (isRoot && (root === undefined || span.startTime < root.startTime)) root = span;
  }
  return root ?? spans[0];
}

/** The name a trace takes from its spans alone: its root's. */
export function rootName(spans: readonly SummarySpan[]): string | null {
  return rootOf(spans)?.name ?? null;
}

/**
 * A trace's fields from all of its spans: the time span, the outcome (a span with error status
 * makes it a failure), the user's message and the agent's answer (the root's input and output,
 * else the first and last model call's), and token totals. Tokens are summed over model
 * calls when any carries them, so an agent span repeating its children's usage is not counted
 * twice; otherwise over every span.
 */
export function summarize(spans: readonly SummarySpan[], stated: StatedFacts = {}): TraceSummary {
  let startedAt: string | null = null;
  let endedAt: string | null = null;
  let failed = false;
  const sums = {
    llm: { input: 0, output: 0, total: 0, any: false },
    all: { input: 0, output: 0, total: 0, any: false },
  };
  const llmSpans: SummarySpan[] = [];
  for (const span of spans) {
    if (startedAt === null || span.startTime < startedAt) startedAt = span.startTime;
    if (endedAt === null || span.endTime > endedAt) endedAt = span.endTime;
    if (span.status === "error") failed = true;
    const { input, output, total } = span.tokens;
    const known = input !== null || output !== null || total !== null;
    const spanTotal = total ?? (input ?? 0) + (output ?? 0);
    for (const bucket of span.type === "llm" ? [sums.llm, sums.all] : [sums.all]) {
      if (!known) continue;
      bucket.any = true;
      bucket.input += input ?? 0;
      bucket.output += output ?? 0;
      bucket.total += spanTotal;
    }
    if (span.type === "llm") llmSpans.push(span);
  }
  llmSpans.sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0));
  const tokens = sums.llm.any ? sums.llm : sums.all;
  const root = rootOf(spans);
  const firstLlm = llmSpans[0];
  const lastLlm = llmSpans[llmSpans.length - 1];
  const spanLatency =
    startedAt !== null && endedAt !== null ? Date.parse(endedAt) - Date.parse(startedAt) : 0;
  return {
    name: stated.name ?? root?.name ?? null,
    outcome: stated.outcome ?? (failed ? "failure" : "success"),
    userMessage:
      stated.userMessage ??
      (root && userText(root.input)) ??
      (firstLlm && userText(firstLlm.input)) ??
      "",
    agentResponse:
      stated.agentResponse ??
      (root && assistantText(root.output)) ??
      (lastLlm && assistantText(lastLlm.output)) ??
      "",
    startedAt,
    endedAt,
    latencyMs: stated.latencyMs ?? round2(Math.max(0, spanLatency)),
    inputTokens: tokens.input,
    outputTokens: tokens.output,
    tokenCount: stated.tokenCount ?? tokens.total,
    spanCount: spans.length,
  };
}
