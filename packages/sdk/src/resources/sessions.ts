import type { PagePromise } from "../core/pagination";
import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  SessionCreateParams,
  SessionListParams,
  SessionUpdateParams,
  TraceSession,
  TraceSessionDetail,
} from "../types";

/**
 * Sessions (conversations): the traces that share a `sessionId`, with their totals. A trace
 * carrying a new `sessionId` creates its session.
 * @example
 * await vigil.sessions.create({ id: "chat-42", userId: "alice" });
 * const session = await vigil.sessions.get("chat-42");
 * console.log(session.traceCount, session.traces.map((t) => t.id));
 */
export class SessionsResource extends APIResource {
  /** GET /api/sessions: a page of sessions; filter by userId or bookmarked. */
  list(query: SessionListParams = {}, options?: RequestOptions): PagePromise<TraceSession> {
    return this.transport.getPage("/api/sessions", query, options);
  }

  /** Every session matching `query`, fetching page after page. */
  async *listAll(
    query: SessionListParams = {},
    options?: RequestOptions,
  ): AsyncGenerator<TraceSession, void, undefined> {
    yield* this.list(query, options);
  }

  /** GET /api/sessions/{id}: the session with its traces in order. */
  get(id: string, options?: RequestOptions): Promise<TraceSessionDetail> {
    return this.transport.get(path`/api/sessions/${id}`, options);
  }

  /** POST /api/sessions: `id` is generated when omitted; a taken id throws ConflictError. */
  create(body: SessionCreateParams = {}, options?: RequestOptions): Promise<TraceSession> {
    return this.transport.post("/api/sessions", body, options);
  }

  /** PATCH /api/sessions/{id}: rename, bookmark or annotate; `metadata` is merged. */
  update(id: string, body: SessionUpdateParams, options?: RequestOptions): Promise<TraceSession> {
    return this.transport.patch(path`/api/sessions/${id}`, body, options);
  }
}
