import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { BaaAgreement, BaaCreateParams, BaaUpdateParams } from "../types";

const BAA = "/api/v1/compliance/baa";

/**
 * Business associate agreements (admin keys only; a member key gets PermissionDeniedError).
 * An agreement starts active, is reviewed six months before it expires, and is marked expired
 * by the server once its expiration date has passed.
 * @example
 * const baa = await vigil.baa.create({
 *   vendorName: "Acme Cloud",
 *   agreementDate: "2026-01-01",
 *   effectiveDate: "2026-01-10",
 *   expirationDate: "2027-01-10",
 * });
 * baa.nextReviewDue; // "2026-07-10"
 */
export class BaaResource extends APIResource {
  /** GET /api/v1/compliance/baa: every agreement of the company, newest first. */
  async list(options?: RequestOptions): Promise<BaaAgreement[]> {
    const body = await this.transport.request<{ agreements: BaaAgreement[] }>(
      { method: "GET", path: BAA, envelope: "bare" },
      options,
    );
    return body.agreements;
  }

  /** POST /api/v1/compliance/baa: a new, active agreement. */
  create(body: BaaCreateParams, options?: RequestOptions): Promise<BaaAgreement> {
    return this.transport.request({ method: "POST", path: BAA, body, envelope: "bare" }, options);
  }

  /** PUT /api/v1/compliance/baa/{id}: status, expirationDate, nextReviewDue, notes. */
  update(id: string, body: BaaUpdateParams, options?: RequestOptions): Promise<BaaAgreement> {
    return this.transport.request(
      { method: "PUT", path: path`/api/v1/compliance/baa/${id}`, body, envelope: "bare" },
      options,
    );
  }
}
