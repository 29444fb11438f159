import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  ConsentGranted,
  ConsentList,
  ConsentPurpose,
  ConsentWithdrawn,
  Dsr,
  DsrCreated,
  DsrCreateParams,
  DsrList,
  DsrUpdateParams,
  DsrVerifyParams,
  ErasureRequested,
  ExportMyDataParams,
  ExportRequested,
  GrantConsentParams,
} from "../types";

/**
 * The caller's consents, data subject requests and data exports (GDPR).
 * @example
 * await vigil.privacy.grantConsent("analytics", { lawfulBasis: "consent" });
 * const { requestId, downloadUrl } = await vigil.privacy.exportMyData({ format: "csv" });
 * // poll getDsr(requestId) until status is "completed", then:
 * const csv = await vigil.privacy.download(downloadUrl);
 */
export class PrivacyResource extends APIResource {
  /** GET /api/v1/compliance/consents: current record per purpose, and the history. */
  listConsents(options?: RequestOptions): Promise<ConsentList> {
    return this.transport.request(
      { method: "GET", path: "/api/v1/compliance/consents", envelope: "bare" },
      options,
    );
  }

  /** POST /api/v1/compliance/consents/{purpose}/grant */
  grantConsent(
    purpose: ConsentPurpose,
    body: GrantConsentParams = {},
    options?: RequestOptions,
  ): Promise<ConsentGranted> {
    return this.transport.request(
      {
        method: "POST",
        path: path`/api/v1/compliance/consents/${purpose}/grant`,
        body,
        envelope: "bare",
      },
      options,
    );
  }

  /** POST /api/v1/compliance/consents/{purpose}/withdraw: `essential` throws BadRequestError. */
  withdrawConsent(purpose: ConsentPurpose, options?: RequestOptions): Promise<ConsentWithdrawn> {
    return this.transport.request(
      {
        method: "POST",
        path: path`/api/v1/compliance/consents/${purpose}/withdraw`,
        envelope: "bare",
      },
      options,
    );
  }

  /** GET /api/v1/compliance/dsr: the caller's own requests. */
  listDsrs(options?: RequestOptions): Promise<DsrList> {
    return this.transport.request(
      { method: "GET", path: "/api/v1/compliance/dsr", envelope: "bare" },
      options,
    );
  }

  /** POST /api/v1/compliance/dsr: pending (erasure: awaiting_verification), due in 30 days. */
  createDsr(body: DsrCreateParams, options?: RequestOptions): Promise<DsrCreated> {
    return this.transport.request(
      { method: "POST", path: "/api/v1/compliance/dsr", body, envelope: "bare" },
      options,
    );
  }

  /** GET /api/v1/compliance/dsr/{id} (requester or admin) */
  getDsr(id: string, options?: RequestOptions): Promise<Dsr> {
    return this.transport.request(
      { method: "GET", path: path`/api/v1/compliance/dsr/${id}`, envelope: "bare" },
      options,
    );
  }

  /** PATCH /api/v1/compliance/dsr/{id} (admin): pending → in_progress → completed. */
  updateDsr(id: string, body: DsrUpdateParams, options?: RequestOptions): Promise<Dsr> {
    return this.transport.request(
      { method: "PATCH", path: path`/api/v1/compliance/dsr/${id}`, body, envelope: "bare" },
      options,
    );
  }

  /** POST /api/v1/compliance/dsr/{id}/verify (admin): approve or reject an erasure request. */
  verifyDsr(id: string, body: DsrVerifyParams, options?: RequestOptions): Promise<Dsr> {
    return this.transport.request(
      { method: "POST", path: path`/api/v1/compliance/dsr/${id}/verify`, body, envelope: "bare" },
      options,
    );
  }

  /** POST /api/v1/compliance/erasure/request: waits in awaiting_verification. */
  requestErasure(body: { reason: string }, options?: RequestOptions): Promise<ErasureRequested> {
    return this.transport.request(
      { method: "POST", path: "/api/v1/compliance/erasure/request", body, envelope: "bare" },
      options,
    );
  }

  /** POST /api/v1/compliance/export/my-data: written in the background (10 per hour). */
  exportMyData(body: ExportMyDataParams = {}, options?: RequestOptions): Promise<ExportRequested> {
    return this.transport.request(
      { method: "POST", path: "/api/v1/compliance/export/my-data", body, envelope: "bare" },
      options,
    );
  }

  /**
   * GET /api/v1/compliance/export/download/{id}: a JSON export parsed, a CSV one as text.
   * Takes the export id or the `downloadUrl` exportMyData answered.
   */
  download(idOrUrl: string, options?: RequestOptions): Promise<unknown> {
    const id = idOrUrl.split("/").at(-1) ?? idOrUrl;
    return this.transport.request(
      { method: "GET", path: path`/api/v1/compliance/export/download/${id}`, envelope: "bare" },
      options,
    );
  }
}
