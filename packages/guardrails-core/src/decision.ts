import { priorityOf } from "./scanners/scanner";
import type { Finding, GuardrailAction, ScannerResult } from "./types";

/** The verb of an action's reason (a switch, not a table: see priorityOf). */
function verbOf(action: Exclude<GuardrailAction, "pass">): string {
  switch (action) {
    case "block":
      return "Blocked";
    case "redact":
      return "Redacted";
    default:
      return "Flagged";
  }
}

/** The highest-priority action of the results (block 4 > redact 3 > flag 2 > pass 1). */
export function overallAction(results: readonly ScannerResult[]): GuardrailAction {
  let action: GuardrailAction = "pass";
  let priority = priorityOf(action);
  for (const r of results) {
    const p = priorityOf(r.action);
    if (p > priority) {
      action = r.action;
      priority = p;
    }
  }
  return action;
}

/** Up to this many findings, a type's earlier occurrence is searched for in the findings. */
const FEW_FINDINGS = 8;

/** True when a finding before `i` has the type of finding `i`. */
function typeSeenBefore(findings: readonly Finding[], i: number): boolean {
  const type = (findings[i] as Finding).type;
  for (let j = 0; j < i; j++) if ((findings[j] as Finding).type === type) return true;
  return false;
}

function describe(result: ScannerResult): string {
  if (result.status === "timeout") return `${result.scanner} timed out`;
  const findings = result.findings;
  // the distinct types in order of first finding, joined as they are met: a scan with a
  // finding or two makes no list of them and no join
  let types = "";
  if (findings.length <= FEW_FINDINGS) {
    for (let i = 0; i < findings.length; i++) {
      if (typeSeenBefore(findings, i)) continue;
      const type = (findings[i] as Finding).type;
      types = types === "" ? type : `${types}, ${type}`;
    }
  } else {
    // a few distinct types: a search of the list beats a Set
    const seen: string[] = [];
    for (const f of findings) if (!seen.includes(f.type)) seen.push(f.type);
    types = seen.join(", ");
  }
  return `${result.scanner} (${types})`;
}

/** Human-readable reason naming the scanners (and finding types) behind the action. */
export function actionReason(
  action: GuardrailAction,
  results: readonly ScannerResult[],
  failOpen: boolean,
): string {
  if (action === "pass") {
    // most scans pass with nothing timed out: no list is made for them
    let timedOut: string[] | undefined;
    for (const r of results) {
      if (r.status !== "timeout") continue;
      timedOut ??= [];
      timedOut.push(r.scanner);
    }
    return timedOut !== undefined
      ? `Passed: ${timedOut.join(", ")} timed out and failOpen is true`
      : "No issues found";
  }
  // the causes joined as they are met: no filtered list, no list of descriptions
  let causes = "";
  let blockTimedOut = false;
  for (let i = 0; i < results.length; i++) {
    const r = results[i] as ScannerResult;
    if (r.action !== action) continue;
    if (r.status === "timeout" && action === "block") blockTimedOut = true;
    const cause = describe(r);
    causes = causes === "" ? cause : `${causes}; ${cause}`;
  }
  const suffix = blockTimedOut && !failOpen ? " (failOpen is false)" : "";
  return `${verbOf(action)} by ${causes}${suffix}`;
}
