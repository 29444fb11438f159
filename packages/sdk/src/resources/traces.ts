import type { TraceBatcher } from "../core/batcher";
import type { PagePromise } from "../core/pagination";
import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions, Transport } from "../core/transport";
import { TraceHandle, type TraceStartParams } from "../recorder";
import type {
  DeleteResponse,
  Span,
  TraceCreated,
  TraceCreateParams,
  TraceDetail,
  TraceListItem,
  TraceListParams,
  TraceStats,
  TraceStatsParams,
} from "../types";

/**
 * Traces with their spans: ingest, list, read, delete, statistics, and a recorder for agent
 * code without OpenTelemetry.
 * @example
 * const t = vigil.traces.start({ agentId });
 * t.span({ name: "answer", type: "llm", model: "gpt-4o-mini", tokens: { input: 12, output: 30 } });
 * await t.end();
 * for await (const trace of vigil.traces.listAll({ agentId, outcome: "failure" })) console.log(trace.id);
 */
export class TracesResource extends APIResource {
  readonly #batcher: TraceBatcher;

  constructor(transport: Transport, batcher: TraceBatcher) {
    super(transport);
    this.#batcher = batcher;
  }

  /** POST /api/traces: a native trace; sending its `id` again adds each new span once. */
  create(body: TraceCreateParams, options?: RequestOptions): Promise<TraceCreated> {
    return this.transport.post("/api/traces", body, options);
  }

  /** GET /api/traces: a page of traces, newest first; filter by agent, outcome, dates, session, user. */
  list(query: TraceListParams = {}, options?: RequestOptions): PagePromise<TraceListItem> {
    return this.transport.getPage("/api/traces", query, options);
  }

  /** Every trace matching `query`, fetching page after page. */
  async *listAll(
    query: TraceListParams = {},
    options?: RequestOptions,
  ): AsyncGenerator<TraceListItem, void, undefined> {
    yield* this.list(query, options);
  }

  /** GET /api/traces/{id}: the trace with its token breakdown and spans. */
  get(id: string, options?: RequestOptions): Promise<TraceDetail> {
    return this.transport.get(path`/api/traces/${id}`, options);
  }

  /** GET /api/traces/{id}/spans: the spans by start time, with parentSpanId and children. */
  spans(id: string, options?: RequestOptions): Promise<Span[]> {
    return this.transport.get(path`/api/traces/${id}/spans`, options);
  }

  /** DELETE /api/traces/{id}: with its spans and evaluations. */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/traces/${id}`, options);
  }

  /** GET /api/traces/stats: counts, rates, latency percentiles and tokens (default period 7d). */
  stats(query: TraceStatsParams = {}, options?: RequestOptions): Promise<TraceStats> {
    return this.transport.get("/api/traces/stats", options, query);
  }

  /**
   * Starts recording a trace in memory; `end()` queues it for the background sender, which
   * POSTs it to /api/traces with retries. See {@link TraceHandle}.
   */
  start(params: TraceStartParams): TraceHandle {
    return new TraceHandle(params, this.#batcher);
  }
}
