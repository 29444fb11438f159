import { badRequest } from "./errors";
import { getScanner } from "./registry";
import { configMap, resolveOptions } from "./request";
import type { GuardrailPolicy, PolicyScanRequest, ScanRequest } from "./types";

/**
 * Validates a guardrail policy (scanner names, each scanner's config, options) the way a scan
 * would, so a bad policy is refused when it is stored rather than when it is used.
 *
 * @example
 * ```ts
 * validatePolicy({ scanners: [{ scanner: "pii", config: { action: "mask" } }] }); // ok
 * validatePolicy({ scanners: [{ scanner: "pii", config: { action: "erase" } }] });
 * // throws GuardrailsError: scanners[0].config.action: must be one of redact, mask, block
 * ```
 */
export function validatePolicy(policy: GuardrailPolicy): GuardrailPolicy {
  if (typeof policy !== "object" || policy === null)
    badRequest(undefined, "policy must be an object");
  if (!Array.isArray(policy.scanners) || policy.scanners.length === 0) {
    badRequest("scanners", "must be a non-empty array of {scanner, config}");
  }
  const seen = new Set<string>();
  policy.scanners.forEach((entry, i) => {
    if (typeof entry !== "object" || entry === null)
      badRequest(`scanners[${i}]`, "must be an object");
    const scanner = getScanner(entry.scanner, `scanners[${i}].scanner`);
    if (seen.has(scanner.name))
      badRequest(`scanners[${i}].scanner`, `duplicate scanner "${scanner.name}"`);
    seen.add(scanner.name);
    scanner.prepare(entry.config, `scanners[${i}].config`);
  });
  resolveOptions(policy.options);
  return policy;
}

/**
 * The scan request a policy produces: the policy's scanners in order, each with the policy's
 * config shallow-merged with the request's override for that scanner (request keys win), and
 * the policy's options overridden by the request's. Overrides for scanners outside the policy
 * are ignored; unknown scanner names are a BAD_REQUEST.
 *
 * @example
 * ```ts
 * mergePolicy(
 *   { scanners: [{ scanner: "pii", config: { action: "redact" } }] },
 *   { input: "mail me at a@b.co", config: { pii: { action: "mask" } } },
 * ); // { input: "...", scanners: ["pii"], config: { pii: { action: "mask" } }, options: {} }
 * ```
 */
export function mergePolicy(policy: GuardrailPolicy, request: PolicyScanRequest): ScanRequest {
  validatePolicy(policy);
  const overrides = configMap(request.config);
  const config: Record<string, Record<string, unknown>> = {};
  for (const { scanner, config: base } of policy.scanners) {
    config[scanner] = { ...(base ?? {}), ...(overrides[scanner] ?? {}) };
  }
  return {
    input: request.input,
    output: request.output,
    toolCall: request.toolCall,
    scanners: policy.scanners.map((s) => s.scanner),
    config,
    options: { ...(policy.options ?? {}), ...(request.options ?? {}) },
  };
}
