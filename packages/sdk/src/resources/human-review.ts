import type { PagePromise } from "../core/pagination";
import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  CalibrationSession,
  CalibrationSessionCreateParams,
  CalibrationSessionDetail,
  CalibrationSessionListParams,
  HumanReviewAssignment,
  HumanReviewAssignParams,
  HumanReviewItem,
  HumanReviewItemCreateParams,
  HumanReviewItemDetail,
  HumanReviewQueue,
  HumanReviewQueueParams,
  HumanReviewSkip,
  HumanReviewSkipParams,
  HumanReviewStats,
  HumanReviewStatsParams,
  HumanReviewSubmission,
  HumanReviewSubmitParams,
} from "../types";

const BASE = "/api/human-review";

/**
 * The human review queue: items from failed or unsure evaluation results, flagged traces and
 * by hand; assign, skip (with reassign) and submit; calibration sessions in which every
 * reviewer labels the same examples; stats with inter-reviewer agreement (Cohen's κ,
 * Krippendorff's α) and judge-to-human agreement per criterion.
 * @example
 * const { items } = await vigil.humanReview.queue({ status: "pending", priority: "high" });
 * await vigil.humanReview.assign({ reviewId: items[0].id, reviewerId: "bob" });
 * await vigil.humanReview.submit({ reviewId: items[0].id, verdict: "fail", scores: { accuracy: 0.2 } });
 * const stats = await vigil.humanReview.stats();
 * console.log(stats.overview.interReviewerAgreement, stats.judgeAgreement);
 */
export class HumanReviewResource extends APIResource {
  /** GET /api/human-review/queue: most urgent first, with queueStats. */
  queue(query: HumanReviewQueueParams = {}, options?: RequestOptions): Promise<HumanReviewQueue> {
    return this.transport.get(`${BASE}/queue`, options, query);
  }

  /** POST /api/human-review/items: a trace (traceId) or an input and output, by hand. */
  createItem(
    body: HumanReviewItemCreateParams,
    options?: RequestOptions,
  ): Promise<HumanReviewItem> {
    return this.transport.post(`${BASE}/items`, body, options);
  }

  /** GET /api/human-review/items/{id}: with its history. */
  getItem(id: string, options?: RequestOptions): Promise<HumanReviewItemDetail> {
    return this.transport.get(path`/api/human-review/items/${id}`, options);
  }

  /** POST /api/human-review/assign: to a user of your company; a completed item throws ConflictError. */
  assign(body: HumanReviewAssignParams, options?: RequestOptions): Promise<HumanReviewAssignment> {
    return this.transport.post(`${BASE}/assign`, body, options);
  }

  /** POST /api/human-review/skip: with a reason; reassignTo hands the item on. */
  skip(body: HumanReviewSkipParams, options?: RequestOptions): Promise<HumanReviewSkip> {
    return this.transport.post(`${BASE}/skip`, body, options);
  }

  /** POST /api/human-review/submit: the assignee's (or an admin's) review; submitting twice throws ConflictError. */
  submit(body: HumanReviewSubmitParams, options?: RequestOptions): Promise<HumanReviewSubmission> {
    return this.transport.post(`${BASE}/submit`, body, options);
  }

  /** POST /api/human-review/calibration (admin): one item per example and reviewer. */
  createCalibration(
    body: CalibrationSessionCreateParams,
    options?: RequestOptions,
  ): Promise<CalibrationSession> {
    return this.transport.post(`${BASE}/calibration`, body, options);
  }

  /** GET /api/human-review/calibration: sessions with their progress. */
  listCalibrations(
    query: CalibrationSessionListParams = {},
    options?: RequestOptions,
  ): PagePromise<CalibrationSession> {
    return this.transport.getPage(`${BASE}/calibration`, query, options);
  }

  /** GET /api/human-review/calibration/{id}: agreement with expected scores and between reviewers. */
  getCalibration(id: string, options?: RequestOptions): Promise<CalibrationSessionDetail> {
    return this.transport.get(path`/api/human-review/calibration/${id}`, options);
  }

  /** GET /api/human-review/stats: throughput, verdicts, κ/α and judge-to-human agreement. */
  stats(query: HumanReviewStatsParams = {}, options?: RequestOptions): Promise<HumanReviewStats> {
    return this.transport.get(`${BASE}/stats`, options, query);
  }
}
