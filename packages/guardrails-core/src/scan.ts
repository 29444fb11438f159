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
  const out: Ran[] = [];
  let stopped = false;
  let mark = started;
  for (const { name, run } of plan.scanners) {
    if (stopped) {
      const result: ScannerResult = {
        scanner: name,
        status: "skipped",
        action: "pass",
        findings: [],
        latencyMs: 0,
      };
      out.push({ result, findings: [], ended: mark });
      continue;
    }
    const ran = runOne(name, run, plan, clock, mark);
    mark = ran.ended;
    out.push(ran);
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
  const list: ScannerResult[] = [];
  const all: ScannerFinding[] = [];
  let executed = 0;
  let blocked = 0;
  let flagged = 0;
  let timedOut = 0;
  for (const { result, findings } of ran) {
    results[result.scanner] = result;
    list.push(result);
    for (const f of findings) all.push(f);
    if (result.status !== "skipped") executed++;
    if (result.status === "timeout") timedOut++;
    if (result.action === "block") blocked++;
    else if (result.action === "flag") flagged++;
  }
  const action = overallAction(list);
  // keys in the spec's order: action, actionReason, redactedInput/redactedOutput, results, metadata
  const response = {
    action,
    actionReason: actionReason(action, list, plan.options.failOpen),
  } as ScanResponse;
  // with no findings there is nothing to redact: neither text is copied
  if (plan.options.returnRedacted && all.length > 0) {
    const redactedInput = redacted(plan.targets.input, "input", all);
    const redactedOutput = redacted(plan.targets.output, "output", all);
    if (redactedInput !== undefined) response.redactedInput = redactedInput;
    if (redactedOutput !== undefined) response.redactedOutput = redactedOutput;
  }
  response.results = results;
  response.metadata = {
    scanId: newScanId(),
    totalLatencyMs: round(ended - started),
    scannersExecuted: executed,
    scannersBlocked: blocked,
    scannersFlagged: flagged,
    scannersTimedOut: timedOut,
    cached: false,
  };
  return response;
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
