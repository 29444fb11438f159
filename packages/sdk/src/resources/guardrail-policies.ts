import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  DeleteResponse,
  GuardrailPolicy,
  GuardrailPolicyCreateParams,
  GuardrailPolicyUpdateParams,
} from "../types";

/**
 * Reusable guardrail policies: scanners with their config, and options.
 * @example
 * const policy = await vigil.guardrailPolicies.create({
 *   name: "support-bot",
 *   scanners: [{ scanner: "pii", config: { action: "redact" } }, { scanner: "secrets" }],
 *   isDefault: true,
 * });
 * await vigil.guardrails.scan({ input: prompt, policyId: policy.id });
 */
export class GuardrailPoliciesResource extends APIResource {
  /** POST /api/guardrail-policies: `isDefault: true` unsets the previous default. */
  create(body: GuardrailPolicyCreateParams, options?: RequestOptions): Promise<GuardrailPolicy> {
    return this.transport.post("/api/guardrail-policies", body, options);
  }

  /** GET /api/guardrail-policies: the company's active policies, newest first. */
  list(options?: RequestOptions): Promise<GuardrailPolicy[]> {
    return this.transport.get("/api/guardrail-policies", options);
  }

  /** GET /api/guardrail-policies/{id} */
  get(id: string, options?: RequestOptions): Promise<GuardrailPolicy> {
    return this.transport.get(path`/api/guardrail-policies/${id}`, options);
  }

  /** PUT /api/guardrail-policies/{id}: omitted fields are kept; options are merged. */
  update(
    id: string,
    body: GuardrailPolicyUpdateParams,
    options?: RequestOptions,
  ): Promise<GuardrailPolicy> {
    return this.transport.put(path`/api/guardrail-policies/${id}`, body, options);
  }

  /** DELETE /api/guardrail-policies/{id}: deactivates the policy (soft delete). */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/guardrail-policies/${id}`, options);
  }
}
