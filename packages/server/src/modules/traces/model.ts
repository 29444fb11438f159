/**
 * What every ingest path (native POST /api/traces, OTLP over HTTP and gRPC, `vigil traces
 * import`) turns its input into before the one pipeline stores it.
 */

export const SPAN_TYPES = [
  "llm",
  "retrieval",
  "chain",
  "tool",
  "agent",
  "embedding",
  "reranker",
  "guardrail",
  "evaluator",
  "other",
] as const;
export type SpanType = (typeof SPAN_TYPES)[number];

export interface SpanTokens {
  input: number | null;
  output: number | null;
  total: number | null;
}

export interface RetrievedDocument {
  id: string | null;
  content: string | null;
  score: number | null;
}

/** A span ready to store. */
export interface SpanRecord {
  id: string;
  parentSpanId: string | null;
  name: string;
  type: SpanType;
  /** ISO 8601 UTC with ms. */
  startTime: string;
  endTime: string;
  latencyMs: number;
  status: "ok" | "error" | "unset";
  statusMessage: string | null;
  model: string | null;
  /** Any JSON value: a string, a message list, an object. */
  input: unknown;
  output: unknown;
  tokens: SpanTokens;
  query: string | null;
  documents: RetrievedDocument[] | null;
  /** Everything not mapped onto a field: unknown attributes, events, resource and scope. */
  metadata: Record<string, unknown>;
}

/** Trace-level facts a span may carry (OTLP attributes such as session.id). */
export interface TraceHints {
  sessionId: string | null;
  userId: string | null;
  /** The trace's name, tags and metadata when the span states them (Langfuse `langfuse.trace.*`). */
  name?: string;
  tags?: string[];
  metadata?: Record<string, unknown>;
}

/** Facts a native trace states outright; they win over what its spans say. */
export interface StatedFacts {
  outcome?: "success" | "failure" | undefined;
  userMessage?: string | undefined;
  agentResponse?: string | undefined;
  latencyMs?: number | undefined;
  tokenCount?: number | undefined;
  name?: string | null | undefined;
}

/** One trace's part of one write: all of a native trace, or the spans of a trace one OTLP batch carried. */
export interface TraceInput {
  id: string;
  agentId: string;
  spans: SpanRecord[];
  sessionId: string | null;
  userId: string | null;
  stated: StatedFacts;
  metadata: Record<string, unknown>;
  /** The trace's time when it has no spans (ISO). */
  receivedAt: string;
  /**
   * Job types an ingest step asks to run on this trace once it is stored (compliance scanning):
   * the write enqueues one job per type, `{ traceIds, storedAt }`, in its own transaction.
   */
  followUps?: string[];
}

export type IngestSource = "native" | "otlp" | "import";

export interface IngestContext {
  companyId: string;
  source: IngestSource;
  /** The writer's key reaches one agent only: it may not add to another agent's trace. */
  agentBound: boolean;
}

/** Token counts are stored as 32-bit integers: the largest one kept. */
export const MAX_TOKEN_COUNT = 2_147_483_647;

/** Text without NUL characters, which PostgreSQL text columns and parameters refuse. */
export function withoutNul(text: string): string;
export function withoutNul(text: string | null): string | null;
export function withoutNul(text: string | null): string | null {
  return text?.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
}

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An upper time bound as the API reads it: a plain date includes that whole day (UTC), so it
 * becomes an exclusive bound at the next midnight; a date-time is inclusive.
 */
export function upperTimeBound(value: string): { op: "<" | "<="; value: string } {
  const ms = Date.parse(value);
  if (!PLAIN_DATE.test(value)) return { op: "<=", value: new Date(ms).toISOString() };
  return { op: "<", value: new Date(ms + 86_400_000).toISOString() };
}
