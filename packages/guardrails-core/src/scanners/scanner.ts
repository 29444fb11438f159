import type { Deadline } from "../deadline";
import type { ScanTargets } from "../targets";
import type { Finding, GuardrailAction } from "../types";

/** What a running scanner sees: the request's texts and its own deadline. */
export interface ScannerContext {
  targets: ScanTargets;
  deadline: Deadline;
}

/** A finding plus whether its text is replaced in redactedInput/redactedOutput. */
export interface ScannerFinding extends Finding {
  redact: boolean;
}

export interface ScannerOutcome {
  action: GuardrailAction;
  findings: ScannerFinding[];
}

/**
 * The outcome of a scanner that found nothing, shared (frozen: the runner only reads it), so a
 * clean chat turn allocates no list and no outcome for it.
 */
export const PASSED: ScannerOutcome = Object.freeze({
  action: "pass",
  findings: Object.freeze([]) as unknown as ScannerFinding[],
});

/** A scanner with its configuration validated and bound. */
export type PreparedScanner = (ctx: ScannerContext) => ScannerOutcome;

/**
 * One scanner module: `prepare` validates the config (throwing GuardrailsError with the
 * offending field) and returns the bound runner, so bad config fails before any scanning.
 */
export interface Scanner {
  readonly name: string;
  readonly description: string;
  prepare(config: unknown, field: string): PreparedScanner;
}

export const ACTION_PRIORITY: Readonly<Record<GuardrailAction, number>> = {
  pass: 1,
  flag: 2,
  redact: 3,
  block: 4,
};

/**
 * ACTION_PRIORITY[action], read through a switch: a table read by a key that changes from call
 * to call ("pass", then "block") takes V8's megamorphic keyed-load path, about a hundred
 * instructions each, and a scan reads four.
 */
export function priorityOf(action: GuardrailAction): number {
  switch (action) {
    case "block":
      return ACTION_PRIORITY.block;
    case "redact":
      return ACTION_PRIORITY.redact;
    case "flag":
      return ACTION_PRIORITY.flag;
    default:
      return ACTION_PRIORITY.pass;
  }
}

/** The higher-priority of two actions. */
export function strongerAction(a: GuardrailAction, b: GuardrailAction): GuardrailAction {
  return priorityOf(b) > priorityOf(a) ? b : a;
}
