import { BudgetExceeded, type Clock, Deadline, systemClock } from "./deadline";
import { actionReason, overallAction } from "./decision";
import { mergePolicy } from "./policy";
import { planScan, type ScanPlan } from "./request";
import { newScanId } from "./scan-id";
import type { PreparedScanner, ScannerFinding } from "./scanners/scanner";
import { applyReplacements } from "./text/spans";
import type {
  Finding,
  FindingField,
  GuardrailPolicy,
  PolicyScanRequest,
  ScanEnvironment,
  ScannerResult,
  ScanRequest,
  ScanResponse,
} from "./types";

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** A scanner's public result plus its findings with their redaction flags. */
interface Ran {
  result: ScannerResult;
  findings: ScannerFinding[];
  /** The clock reading taken when the scanner finished: the next one's start. */
  ended: number;
}

// an explicit literal: object rest (`{ redact, ...finding }`) copies through a slow runtime path
const toPublic = (f: ScannerFinding): Finding => ({
  field: f.field,
  type: f.type,
  value: f.value,
  start: f.start,
  end: f.end,
  confidence: f.confidence,
});

/**
 * Runs one scanner. `started` is a clock reading taken just before (the scan's first, or the
 * previous scanner's closing one): the readings are shared, since each costs about as much as
 * a detector on a short text and a scan of two scanners would otherwise make six.
 */
function runOne(
  name: string,
  run: PreparedScanner,
  plan: ScanPlan,
  clock: Clock,
  started: number,
): Ran {
  const deadline = new Deadline(clock, started + plan.options.timeout);
  try {
    const outcome = run({ targets: plan.targets, deadline });
    // one reading both times the scanner and checks it: one that finished late still timed out
    const ended = clock();
    if (deadline.passed(ended)) throw new BudgetExceeded("scanner deadline passed");
    const result: ScannerResult = {
      scanner: name,
      status: "completed",
      action: outcome.action,
      findings: outcome.findings.map(toPublic),
      latencyMs: round(ended - started),
    };
    return { result, findings: outcome.findings, ended };
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
    const action = plan.options.failOpen ? "pass" : "block";
    const ended = clock();
    const latencyMs = round(ended - started);
    return {
      result: { scanner: name, status: "timeout", action, findings: [], latencyMs },
      findings: [],
      ended,
    };
  }
}

/** The scanners' results, in order; `started` is the scan's first clock reading. */
function runScanners(plan: ScanPlan, clock: Clock, started: number): Ran[] {
  // sized up front: a push onto an empty array reserves room for 17
  const out: Ran[] = new Array(plan.scanners.length);
  let stopped = false;
  let mark = started;
  for (let i = 0; i < plan.scanners.length; i++) {
    const { name, run } = plan.scanners[i] as ScanPlan["scanners"][number];
    if (stopped) {
      const result: ScannerResult = {
        scanner: name,
        status: "skipped",
        action: "pass",
        findings: [],
        latencyMs: 0,
      };
      out[i] = { result, findings: [], ended: mark };
      continue;
    }
    const ran = runOne(name, run, plan, clock, mark);
    mark = ran.ended;
    out[i] = ran;
    stopped = plan.options.shortCircuit && ran.result.action === "block";
  }
  return out;
}

function redacted(
  text: string | undefined,
  field: FindingField,
  findings: ScannerFinding[],
): string | undefined {
  if (text === undefined) return undefined;
  const spans = findings.filter((f) => f.redact && f.field === field);
  if (spans.length === 0) return undefined;
  return applyReplacements(
    text,
    spans.map((f) => ({ start: f.start, end: f.end, replacement: f.value })),
  );
}

/**
 * Scans input, output and/or a tool call with the listed scanners and decides one action.
 * Synchronous and CPU-bound; each scanner has its own deadline (`options.timeout`).
 *
 * @throws GuardrailsError (code BAD_REQUEST) for an invalid request or scanner config.
 * @example
 * ```ts
 * const res = scan({
 *   input: "Email me at jane@example.com",
 *   scanners: ["pii", "secrets"],
 * });
 * res.action;        // "redact"
 * res.redactedInput; // "Email me at [EMAIL]"
 * res.results.pii.findings[0]; // { field: "input", type: "email", value: "[EMAIL]", start: 12, end: 28, confidence: 0.99 }
 * ```
 */
export function scan(request: ScanRequest, env: ScanEnvironment = {}): ScanResponse {
  const clock = env.now ?? systemClock;
  const started = clock();
  const plan = planScan(request);
  const ran = runScanners(plan, clock, started);
  // the last scanner's closing reading ends the scan: a further reading would time only the
  // copying of results below, while each costs about as much as a detector on a chat turn
  const ended = (ran[ran.length - 1] as Ran).ended;
  const results: Record<string, ScannerResult> = {};
  const list: ScannerResult[] = new Array(ran.length);
  let findings = 0;
  let executed = 0;
  let blocked = 0;
  let flagged = 0;
  let timedOut = 0;
  for (let i = 0; i < ran.length; i++) {
    const { result } = ran[i] as Ran;
    results[result.scanner] = result;
    list[i] = result;
    findings += (ran[i] as Ran).findings.length;
    if (result.status !== "skipped") executed++;
    if (result.status === "timeout") timedOut++;
    if (result.action === "block") blocked++;
    else if (result.action === "flag") flagged++;
  }
  const action = overallAction(list);
  const reason = actionReason(action, list, plan.options.failOpen);
  const metadata = {
    scanId: newScanId(),
    totalLatencyMs: round(ended - started),
    scannersExecuted: executed,
    scannersBlocked: blocked,
    scannersFlagged: flagged,
    scannersTimedOut: timedOut,
    cached: false,
  };
  // with no findings there is nothing to redact: neither text is copied
  let redactedInput: string | undefined;
  let redactedOutput: string | undefined;
  if (plan.options.returnRedacted && findings > 0) {
    const all: ScannerFinding[] = [];
    for (const r of ran) for (const f of r.findings) all.push(f);
    redactedInput = redacted(plan.targets.input, "input", all);
    redactedOutput = redacted(plan.targets.output, "output", all);
  }
  return responseOf(action, reason, redactedInput, redactedOutput, results, metadata);
}

/**
 * The response, keys in the spec's order (action, actionReason, redactedInput/redactedOutput,
 * results, metadata), each shape written as one literal: an object grown key by key past its
 * literal's keys gets a second store for them, which a scan per message pays for.
 */
function responseOf(
  action: ScanResponse["action"],
  actionReason: string,
  redactedInput: string | undefined,
  redactedOutput: string | undefined,
  results: ScanResponse["results"],
  metadata: ScanResponse["metadata"],
): ScanResponse {
  if (redactedInput === undefined) {
    if (redactedOutput === undefined) return { action, actionReason, results, metadata };
    return { action, actionReason, redactedOutput, results, metadata };
  }
  if (redactedOutput === undefined)
    return { action, actionReason, redactedInput, results, metadata };
  return { action, actionReason, redactedInput, redactedOutput, results, metadata };
}

/**
 * Scans with a stored guardrail policy: the policy's scanners and options, with per-scanner
 * config overrides from the request merged over the policy's (see mergePolicy).
 *
 * @example
 * ```ts
 * const policy = { scanners: [{ scanner: "secrets", config: { action: "block" } }] };
 * scanWithPolicy(policy, { output: "key: AKIAZ7Q3N4R5S6T7U8V9" }).action; // "block"
 * ```
 */
export function scanWithPolicy(
  policy: GuardrailPolicy,
  request: PolicyScanRequest,
  env: ScanEnvironment = {},
): ScanResponse {
  return scan(mergePolicy(policy, request), env);
}
