import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { GuardrailScannerList, GuardrailScanParams, GuardrailScanResult } from "../types";

/**
 * Real-time guardrail scans of inputs, outputs and tool calls.
 * @example
 * const res = await vigil.guardrails.scan({ input: prompt, scanners: ["pii", "secrets"] });
 * if (res.action === "block") throw new Error(res.actionReason);
 * const safe = res.redactedInput ?? prompt;
 */
export class GuardrailsResource extends APIResource {
  /**
   * POST /v1/guardrails/scan: with `scanners`, a `policyId`, or (neither given) the company's
   * default policy. Needs only the `read` permission.
   */
  scan(body: GuardrailScanParams, options?: RequestOptions): Promise<GuardrailScanResult> {
    return this.transport.post("/v1/guardrails/scan", body, options);
  }

  /** GET /v1/guardrails/scanners: every scanner's name and description. */
  scanners(options?: RequestOptions): Promise<GuardrailScannerList> {
    return this.transport.get("/v1/guardrails/scanners", options);
  }
}
