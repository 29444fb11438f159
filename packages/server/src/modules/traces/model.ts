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
}

export type IngestSource = "native" | "otlp" | "import";

export interface IngestContext {
  companyId: string;
  source: IngestSource;
  /** The writer's key reaches one agent only: it may not add to another agent's trace. */
  agentBound: boolean;
}
