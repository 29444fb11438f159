/**
 * The compliance phase of the ingest bench (`--compliance`): the same server and load with a
 * compliance scan rule enabled and redaction on ingest on, against the same phase with both
 * off, alternating in each round, in the same run. Between phases the scan backlog is left to
 * drain, so an "off" phase does not pay for the scans an "on" phase queued.
 */
import type { ChildServer } from "./children";
import type { PhaseResult } from "./ingest-phases";

/** Ingest must keep at least this share of its throughput with scanning and redaction on. */
export const COMPLIANCE_TARGET = 0.7;
const RULE_PII = ["email", "phone", "ssn", "credit_card"];
const REDACT = ["email", "ssn", "credit_card"];

async function call(
  server: ChildServer,
  key: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Creates the (disabled) rule the "on" phases enable; answers its id. */
export async function prepareCompliance(server: ChildServer, key: string): Promise<string> {
  const rule = await call(server, key, "POST", "/api/v1/compliance/scanning/rules", {
    name: "bench: PII in traces",
    piiTypes: RULE_PII,
    isEnabled: false,
    autoFlag: true,
  });
  return String(rule.id);
}

export async function setCompliance(server: ChildServer, key: string, ruleId: string, on: boolean) {
  await call(server, key, "PUT", `/api/v1/compliance/scanning/rules/${ruleId}`, { isEnabled: on });
  await call(server, key, "PUT", "/api/v1/compliance/settings", {
    redactOnIngest: on ? REDACT : [],
  });
}

/** Waits (bounded) until the scan queue is empty; answers the scans completed so far. */
export async function drainScans(server: ChildServer, key: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const health = await call(server, key, "GET", "/api/v1/compliance/scanning/health");
    const queue = health.complianceQueue as { waiting: number; active: number; completed: number };
    if ((queue.waiting === 0 && queue.active === 0) || Date.now() > until) return queue;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface ComplianceRound {
  off: PhaseResult;
  on: PhaseResult;
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");

/** The report lines: each round, the median ratio and the verdict. */
export function complianceLines(
  rounds: ComplianceRound[],
  scans: number,
): {
  lines: string[];
  pass: boolean;
} {
  const ratios = rounds.map((r) => r.on.spansPerSecond / r.off.spansPerSecond);
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const pass = median >= COMPLIANCE_TARGET;
  return {
    pass,
    lines: [
      `compliance: scan rule (${RULE_PII.join(", ")}; autoFlag) enabled and redactOnIngest (${REDACT.join(", ")}) on, vs both off, same server, alternating`,
      ...rounds.map(
        (r, i) =>
          `  round ${i + 1}: off ${int(r.off.spansPerSecond)} spans/s, on ${int(r.on.spansPerSecond)} spans/s = ${((r.on.spansPerSecond / r.off.spansPerSecond) * 100).toFixed(1)}%`,
      ),
      `  scan jobs completed during the phases: ${int(scans)}`,
      `target: ingest with compliance on ≥ ${COMPLIANCE_TARGET * 100}% of its throughput without: median ${(median * 100).toFixed(1)}% → ${pass ? "PASS" : "FAIL"}`,
    ],
  };
}
