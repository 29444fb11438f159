import type { TraceBatcher } from "./core/batcher";
import { newSpanId, newTraceId } from "./core/ids";
import type {
  RetrievedDocument,
  SpanInput,
  SpanStatus,
  SpanTokens,
  SpanType,
  TraceCreateParams,
} from "./types";

/** A time: a Date, an ISO 8601 string, or milliseconds since the epoch. */
export type TimeInput = Date | string | number;

/**
 * What `vigil.traces.start` takes: the agent, and the session and user the trace belongs to.
 * @example vigil.traces.start({ agentId, sessionId: "chat-42", userId: "alice", name: "answer" })
 */
export interface TraceStartParams {
  agentId: string;
  sessionId?: string;
  userId?: string;
  name?: string;
  metadata?: Record<string, unknown>;
}

/**
 * A span to record: what it did, with what model and tokens, and where it sits in the tree.
 * @example t.span({ name: "answer", type: "llm", model: "gpt-4o-mini", tokens: { input: 12, output: 30 } })
 */
export interface SpanParams {
  name: string;
  type: SpanType;
  /** Your own span id (letters, digits, `_`, `-`); default a new `sp_` id. */
  id?: string;
  /** The id of the span this one ran inside. */
  parentSpanId?: string | null;
  input?: unknown;
  output?: unknown;
  model?: string | null;
  tokens?: SpanTokens;
  query?: string | null;
  documents?: RetrievedDocument[] | null;
  /** `error` makes the trace a failure unless an outcome is set. */
  status?: SpanStatus;
  statusMessage?: string | null;
  metadata?: Record<string, unknown>;
  /** Default: now. */
  startTime?: TimeInput;
  /** Default: now. */
  endTime?: TimeInput;
}

/** A span starting now: everything but the end, which `end()` gives. */
export type SpanStartParams = Omit<SpanParams, "endTime">;

/** What is known when a span ends. */
export interface SpanEndParams {
  output?: unknown;
  tokens?: SpanTokens;
  status?: SpanStatus;
  statusMessage?: string | null;
  metadata?: Record<string, unknown>;
  /** Default: now. */
  endTime?: TimeInput;
}

/** Facts about the whole trace; each overrides what the server would derive from the spans. */
export interface TraceEndParams {
  outcome?: "success" | "failure";
  userMessage?: string;
  agentResponse?: string;
}

/** ISO 8601; an invalid time goes as its text, so the server refuses it and onError says why. */
function iso(time: TimeInput | undefined): string {
  if (time === undefined) return new Date().toISOString();
  if (typeof time === "string") return time;
  const date = time instanceof Date ? time : new Date(time);
  return Number.isNaN(date.getTime()) ? String(time) : date.toISOString();
}

function spanInput({ startTime, endTime, id, ...rest }: SpanParams): SpanInput & { id: string } {
  return { ...rest, id: id ?? newSpanId(), startTime: iso(startTime), endTime: iso(endTime) };
}

/**
 * A span in progress, from `t.startSpan()`. Pass its `id` as `parentSpanId` to nest spans.
 * @example
 * const retrieval = t.startSpan({ name: "search", type: "retrieval", query });
 * retrieval.end({ output: hits });
 */
export class SpanHandle {
  /** The span's id, for children's `parentSpanId`. */
  readonly id: string;
  readonly #params: SpanStartParams & { startTime: string };
  readonly #record: (span: SpanInput) => void;
  #ended = false;

  /** @internal Made by `TraceHandle.startSpan`. */
  constructor(params: SpanStartParams, record: (span: SpanInput) => void) {
    this.id = params.id ?? newSpanId();
    this.#params = { ...params, id: this.id, startTime: iso(params.startTime) };
    this.#record = record;
  }

  /** True once the span was ended, by `end()` or by the trace's end. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Ends the span now (or at `endTime`) and records it; later calls do nothing. */
  end(params: SpanEndParams = {}): string {
    if (this.#ended) return this.id;
    this.#ended = true;
    const metadata =
      params.metadata === undefined
        ? this.#params.metadata
        : { ...this.#params.metadata, ...params.metadata };
    this.#record(spanInput({ ...this.#params, ...definedOnly(params), metadata }));
    return this.id;
  }
}

/**
 * One trace recorded in your code, for agents that do not use OpenTelemetry. Spans are kept in
 * memory until `end()`, which queues the trace for the background sender; nothing here
 * throws or waits for the network.
 * @example
 * const t = vigil.traces.start({ agentId, sessionId: "chat-42" });
 * const agent = t.startSpan({ name: "agent", type: "agent", input: question });
 * t.span({ name: "answer", type: "llm", parentSpanId: agent.id, model: "gpt-4o-mini",
 *   tokens: { input: 120, output: 48 }, input: question, output: answer });
 * agent.end({ output: answer });
 * await t.end({ userMessage: question, agentResponse: answer });
 */
export class TraceHandle {
  /** The trace's id (`tr_` + 26 characters), made here so a resent trace is merged, not doubled. */
  readonly id: string;
  readonly #start: TraceStartParams;
  readonly #batcher: TraceBatcher;
  readonly #spans: SpanInput[] = [];
  readonly #open = new Set<SpanHandle>();
  readonly #facts: TraceEndParams = {};
  #ended = false;

  /** @internal Made by `vigil.traces.start`. */
  constructor(params: TraceStartParams, batcher: TraceBatcher) {
    this.id = newTraceId();
    this.#start = { ...params };
    this.#batcher = batcher;
  }

  /** True once `end()` was called; spans recorded after it are not sent. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Records a finished span (times default to now) and answers its id. */
  span(params: SpanParams): string {
    const span = spanInput(params);
    if (!this.#ended) this.#spans.push(span);
    return span.id;
  }

  /** Starts a span now; `end()` on the handle records it. Spans still open at the trace's end end with it. */
  startSpan(params: SpanStartParams): SpanHandle {
    const handle = new SpanHandle(params, (span) => {
      this.#open.delete(handle);
      if (!this.#ended) this.#spans.push(span);
    });
    if (!this.#ended) this.#open.add(handle);
    return handle;
  }

  /** States the outcome, e.g. `failure` when the answer was wrong though no span failed. */
  setOutcome(outcome: "success" | "failure"): void {
    this.#facts.outcome = outcome;
  }

  /** The user's message shown for the trace (default: derived from the spans). */
  setUserMessage(message: string): void {
    this.#facts.userMessage = message;
  }

  /** The agent's answer shown for the trace (default: derived from the spans). */
  setAgentResponse(response: string): void {
    this.#facts.agentResponse = response;
  }

  /**
   * Finishes the trace and queues it for sending. Resolves once queued: it never waits for the
   * network and never rejects; a trace that cannot be delivered goes to the recorder's `onError`.
   * Later calls do nothing.
   */
  async end(params: TraceEndParams = {}): Promise<void> {
    if (this.#ended) return;
    try {
      for (const open of [...this.#open]) open.end();
      this.#ended = true;
      this.#batcher.enqueue(this.#body({ ...this.#facts, ...definedOnly(params) }));
    } catch {
      // Recording must never break the agent it observes; enqueue itself reports its drops.
      this.#ended = true;
    }
  }

  #body(facts: TraceEndParams): TraceCreateParams {
    const { agentId, sessionId, userId, name, metadata } = this.#start;
    return {
      id: this.id,
      agentId,
      spans: this.#spans,
      ...definedOnly({ ...facts, name, sessionId, userId, metadata }),
    };
  }
}

/** The object without its undefined values, so a later `undefined` does not erase a set one. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
