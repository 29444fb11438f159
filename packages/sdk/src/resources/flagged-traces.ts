import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  DeleteResponse,
  FlagComment,
  FlagCommentCreateParams,
  FlaggedTrace,
  FlaggedTraceCreateParams,
  FlaggedTraceDetail,
  FlaggedTraceList,
  FlaggedTraceListParams,
  FlaggedTraceUpdateParams,
} from "../types";

const BASE = "/api/flagged-traces";

/**
 * Traces flagged for human review: one active (open or in_review) flag per trace, a review
 * history, comments. Creating a second active flag throws ConflictError whose details carry
 * `existingFlagId`.
 * @example
 * const flag = await vigil.flaggedTraces.create({ traceId, agentId, reason: "hallucination" });
 * await vigil.flaggedTraces.update(flag.id, { status: "in_review", assignedTo: "bob" });
 * const { data, stats } = await vigil.flaggedTraces.list({ status: "open" });
 */
export class FlaggedTracesResource extends APIResource {
  /** GET /api/flagged-traces: a page of flags with `total` and counts by status. */
  list(query: FlaggedTraceListParams = {}, options?: RequestOptions): Promise<FlaggedTraceList> {
    return this.transport.request({ method: "GET", path: BASE, query, envelope: "bare" }, options);
  }

  /** POST /api/flagged-traces (30 per 15 minutes per user). */
  create(body: FlaggedTraceCreateParams, options?: RequestOptions): Promise<FlaggedTrace> {
    return this.transport.post(BASE, body, options);
  }

  /** GET /api/flagged-traces/{flagId}: with review history and comments. */
  get(flagId: string, options?: RequestOptions): Promise<FlaggedTraceDetail> {
    return this.transport.get(path`/api/flagged-traces/${flagId}`, options);
  }

  /** GET /api/flagged-traces/by-trace/{traceId}: the active flag; NotFoundError when none. */
  byTrace(traceId: string, options?: RequestOptions): Promise<FlaggedTrace> {
    return this.transport.get(path`/api/flagged-traces/by-trace/${traceId}`, options);
  }

  /** PATCH /api/flagged-traces/{flagId}: status, assignedTo (or null), resolutionNotes. */
  update(
    flagId: string,
    body: FlaggedTraceUpdateParams,
    options?: RequestOptions,
  ): Promise<FlaggedTrace> {
    return this.transport.patch(path`/api/flagged-traces/${flagId}`, body, options);
  }

  /** DELETE /api/flagged-traces/{flagId}: only by the flag's creator. */
  delete(flagId: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/flagged-traces/${flagId}`, options);
  }

  /** POST /api/flagged-traces/{flagId}/comments (60 per 15 minutes per user). */
  comment(
    flagId: string,
    body: FlagCommentCreateParams,
    options?: RequestOptions,
  ): Promise<FlagComment> {
    return this.transport.post(path`/api/flagged-traces/${flagId}/comments`, body, options);
  }
}
