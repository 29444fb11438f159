import { BudgetExceeded, type Clock, Deadline, systemClock } from "./deadline";
import { actionReason, overallAction } from "./decision";
import { mergePolicy } from "./policy";
import { planScan, type ScanPlan } from "./request";
import { newScanId } from "./scan-id";
import type { PreparedScanner, ScannerContext, ScannerFinding } from "./scanners/scanner";
import { applyReplacements, type Replacement } from "./text/spans";
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

/**
 * One scan's run state, handed to each scanner as its context: the texts, the deadline (one
 * object, moved on for each scanner: scanners run one after another and keep no reference to
 * it), and what the last scanner left: its closing clock reading and its findings with their
 * redaction flags. One object a scan rather than a context, a deadline and a result record per
 * scanner: on a chat turn a scan's allocations are a tenth of its time.
 */
interface RunState extends ScannerContext {
  /** The clock reading taken when the last scanner finished: the next one's start. */
  ended: number;
  findings: ScannerFinding[];
}

const NO_FINDINGS: ScannerFinding[] = [];

// an explicit literal: object rest (`{ redact, ...finding }`) copies through a slow runtime path
const toPublic = (f: ScannerFinding): Finding => ({
  field: f.field,
  type: f.type,
  value: f.value,
  start: f.start,
  end: f.end,
  confidence: f.confidence,
});

function publicFindings(findings: readonly ScannerFinding[]): Finding[] {
  // a list each result, never shared: a caller may change what it is given
  const out: Finding[] = new Array(findings.length);
  for (let i = 0; i < findings.length; i++) out[i] = toPublic(findings[i] as ScannerFinding);
  return out;
}

/**
 * Runs one scanner; its closing reading and findings are left in `state`. `started` is a
 * clock reading taken just before (the scan's first, or the previous scanner's closing one):
 * the readings are shared, since each costs about as much as a detector on a short text and a
 * scan of two scanners would otherwise make six.
 */
function runOne(
  name: string,
  run: PreparedScanner,
  plan: ScanPlan,
  state: RunState,
  clock: Clock,
  started: number,
): ScannerResult {
  state.deadline.moveTo(started + plan.options.timeout);
  try {
    const outcome = run(state);
    // one reading both times the scanner and checks it: one that finished late still timed out
    const ended = clock();
    if (state.deadline.passed(ended)) throw new BudgetExceeded("scanner deadline passed");
    state.ended = ended;
    state.findings = outcome.findings;
    return {
      scanner: name,
      status: "completed",
      action: outcome.action,
      findings: publicFindings(outcome.findings),
      latencyMs: round(ended - started),
    };
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
    const action = plan.options.failOpen ? "pass" : "block";
    const ended = clock();
    state.ended = ended;
    state.findings = NO_FINDINGS;
    const latencyMs = round(ended - started);
    return { scanner: name, status: "timeout", action, findings: [], latencyMs };
  }
}

/**
 * `results[name] = result` for the scanner at position `i` of the plan, the first two positions
 * each through a store of their own (a plan names each scanner once). One store for every name
 * sees a key that changes from scanner to scanner and takes V8's megamorphic keyed store, about
 * two hundred instructions each; a caller that names the same scanners for every message keeps
 * each of these to one key, which is a few instructions. Kept this small so that scan() still
 * has room to inline its other helpers (the Deadline constructor among them).
 */
function storeResult(
  results: Record<string, ScannerResult>,
  i: number,
  name: string,
  result: ScannerResult,
): void {
  if (i === 0) results[name] = result;
  else if (i === 1) results[name] = result;
  else results[name] = result;
}

/**
 * `text` with the redacting findings of `kept` (each scanner's, in run order) on `field`
 * replaced, or undefined when none hits it. The spans are gathered in one pass over the
 * scanners' lists: no list of all findings, no filtered copy of it.
 */
function redacted(
  text: string | undefined,
  field: FindingField,
  kept: readonly ScannerFinding[][],
): string | undefined {
  if (text === undefined) return undefined;
  let spans: Replacement[] | undefined;
  for (let k = 0; k < kept.length; k++) {
    const findings = kept[k] as ScannerFinding[];
    for (let i = 0; i < findings.length; i++) {
      const f = findings[i] as ScannerFinding;
      if (!f.redact || f.field !== field) continue;
      const span = { start: f.start, end: f.end, replacement: f.value };
      if (spans === undefined) spans = [span];
      else spans.push(span);
    }
  }
  return spans === undefined ? undefined : applyReplacements(text, spans);
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
  const count = plan.scanners.length;
  const state: RunState = {
    targets: plan.targets,
    deadline: new Deadline(clock, started),
    ended: started,
    findings: NO_FINDINGS,
  };
  const results: Record<string, ScannerResult> = {};
  // sized up front: a push onto an empty array reserves room for 17
  const list: ScannerResult[] = new Array(count);
  // each scanner's findings with their redaction flags, kept once one scanner found something
  let kept: ScannerFinding[][] | undefined;
  let stopped = false;
  let executed = 0;
  let blocked = 0;
  let flagged = 0;
  let timedOut = 0;
  for (let i = 0; i < count; i++) {
    const { name, run } = plan.scanners[i] as ScanPlan["scanners"][number];
    let result: ScannerResult;
    if (stopped) {
      result = { scanner: name, status: "skipped", action: "pass", findings: [], latencyMs: 0 };
    } else {
      result = runOne(name, run, plan, state, clock, state.ended);
      executed++;
      if (result.status === "timeout") timedOut++;
      if (state.findings.length > 0) {
        // begun as a literal: a push onto an empty array reserves room for 17
        if (kept === undefined) kept = [state.findings];
        else kept.push(state.findings);
      }
      stopped = plan.options.shortCircuit && result.action === "block";
    }
    storeResult(results, i, name, result);
    list[i] = result;
    if (result.action === "block") blocked++;
    else if (result.action === "flag") flagged++;
  }
  // the last scanner's closing reading ends the scan: a further reading would time only the
  // copying of results below, while each costs about as much as a detector on a chat turn
  const ended = state.ended;
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
  if (plan.options.returnRedacted && kept !== undefined) {
    redactedInput = redacted(plan.targets.input, "input", kept);
    redactedOutput = redacted(plan.targets.output, "output", kept);
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
