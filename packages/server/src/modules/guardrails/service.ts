import type { z } from "@hono/zod-openapi";
import { type ScanResponse, scan, scanWithPolicy } from "@vigil/guardrails-core";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { BadRequestError, PayloadTooLargeError } from "../../http/errors";
import { BODY_LIMITS } from "../../http/middleware";
import type { Principal } from "../../http/principal";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import { findActivePolicy, findDefaultPolicy, toCorePolicy } from "../guardrail-policies/service";
import { libraryCall } from "./errors";
import type { ScanBody } from "./schemas";

/** What the guardrails service uses of the process's Deps. */
export type GuardrailsDeps = Pick<Deps, "database" | "clock">;

type Body = z.infer<typeof ScanBody>;

const MAX_TEXT_BYTES = BODY_LIMITS.guardrails;

/** Each scanned field is held to the guardrail input limit on its own (413 above it). */
function assertSizes(body: Body): void {
  const sizes = [
    body.input === undefined ? 0 : Buffer.byteLength(body.input),
    body.output === undefined ? 0 : Buffer.byteLength(body.output),
    body.toolCall === undefined ? 0 : Buffer.byteLength(JSON.stringify(body.toolCall) ?? ""),
  ];
  if (sizes.some((size) => size > MAX_TEXT_BYTES)) throw new PayloadTooLargeError(MAX_TEXT_BYTES);
}

/**
 * Scans with, in order of precedence: the named policy (request config merged over it), the
 * listed scanners, or the company's default policy (400 BAD_REQUEST when there is none).
 * Records counts of the outcome for analytics; never the text or the findings' values.
 */
export async function scanRequest(
  { database, clock }: GuardrailsDeps,
  principal: Principal,
  body: Body,
): Promise<ScanResponse> {
  assertSizes(body);
  if (body.input === undefined && body.output === undefined && body.toolCall === undefined) {
    throw new BadRequestError("At least one of input, output or toolCall is required", {
      field: "body",
      reason: "at least one of input, output or toolCall is required",
    });
  }
  const texts = { input: body.input, output: body.output, toolCall: body.toolCall };
  let policyId: string | null = null;
  let result: ScanResponse;
  if (body.policyId !== undefined || body.scanners === undefined) {
    const policy =
      body.policyId !== undefined
        ? await findActivePolicy(database, principal, body.policyId)
        : await findDefaultPolicy(database, principal);
    if (!policy) {
      throw new BadRequestError(
        "No scanners or policyId given and the company has no default active policy",
        { field: "scanners", reason: "required when no default policy exists" },
      );
    }
    policyId = policy.id;
    result = libraryCall(() =>
      scanWithPolicy(toCorePolicy(policy), {
        ...texts,
        config: body.config,
        options: body.options,
      }),
    );
  } else {
    const scanners = body.scanners;
    result = libraryCall(() =>
      scan({ ...texts, scanners, config: body.config, options: body.options }),
    );
  }
  await recordScan(database, clock, principal, policyId, result);
  return result;
}

async function recordScan(
  database: Database,
  clock: Clock,
  principal: Principal,
  policyId: string | null,
  result: ScanResponse,
): Promise<void> {
  const scannerFindings: Record<string, number> = {};
  const findingTypes: Record<string, number> = {};
  for (const [name, scanner] of Object.entries(result.results)) {
    if (scanner.status === "skipped") continue;
    scannerFindings[name] = scanner.findings.length;
    for (const finding of scanner.findings) {
      findingTypes[finding.type] = (findingTypes[finding.type] ?? 0) + 1;
    }
  }
  await database.db
    .insertInto("guardrail_scans")
    .values({
      id: newId("gscan"),
      company_id: principal.companyId,
      key_id: principal.keyId,
      agent_id: principal.agentId,
      policy_id: policyId,
      action: result.action,
      scanner_findings: JSON.stringify(scannerFindings),
      finding_types: JSON.stringify(findingTypes),
      latency_ms: result.metadata.totalLatencyMs,
      created_at: clock.now().toISOString(),
    })
    .execute();
}
