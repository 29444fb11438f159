import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { ComplianceSettings, ComplianceSettingsUpdateParams } from "../types";

const SETTINGS = "/api/v1/compliance/settings";

/**
 * Per-company retention and redaction on ingest (admin keys only).
 * @example
 * await vigil.complianceSettings.update({ retentionDays: 90, redactOnIngest: ["email", "ssn"] });
 */
export class ComplianceSettingsResource extends APIResource {
  /** GET /api/v1/compliance/settings */
  get(options?: RequestOptions): Promise<ComplianceSettings> {
    return this.transport.request({ method: "GET", path: SETTINGS, envelope: "bare" }, options);
  }

  /** PUT /api/v1/compliance/settings: retentionDays (1-3650 or null), redactOnIngest entities. */
  update(
    body: ComplianceSettingsUpdateParams,
    options?: RequestOptions,
  ): Promise<ComplianceSettings> {
    return this.transport.request(
      { method: "PUT", path: SETTINGS, body, envelope: "bare" },
      options,
    );
  }
}
