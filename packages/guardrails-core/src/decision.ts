import { priorityOf } from "./scanners/scanner";
import type { GuardrailAction, ScannerResult } from "./types";

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

function describe(result: ScannerResult): string {
  if (result.status === "timeout") return `${result.scanner} timed out`;
  // the distinct types in order of first finding: a few, so a search of the list beats a Set
  const types: string[] = [];
  for (const f of result.findings) if (!types.includes(f.type)) types.push(f.type);
  return `${result.scanner} (${types.join(", ")})`;
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
  const causes = results.filter((r) => r.action === action).map(describe);
  const suffix =
    action === "block" &&
    !failOpen &&
    results.some((r) => r.status === "timeout" && r.action === "block")
      ? " (failOpen is false)"
      : "";
  return `${verbOf(action)} by ${causes.join("; ")}${suffix}`;
}
