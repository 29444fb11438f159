import type { Deadline } from "../deadline";
import type { WorkBudget } from "../safe-regex/safe-regex";
import { LiteralSet } from "../text/literal-set";
import { findNumberRuns, type NumberRun } from "../text/number-runs";
import { resolveOverlaps } from "../text/spans";

/** A detected span of one type in one text. */
export interface Match {
  type: string;
  start: number;
  end: number;
  confidence: number;
  /** Breaks ties between equal spans: the more specific type wins. */
  priority?: number;
}

/** What the shared trigger pass learned about a text. */
export interface TriggerScan {
  /** Triggers (lower case) that occur in the text, case ignored. */
  found: ReadonlySet<string>;
  /** The scanner's deadline: loops over matches check it. */
  deadline: WorkBudget;
  /** The text's number runs (see `findNumberRuns`), found once and shared by the detectors. */
  numberRuns(): readonly NumberRun[];
}

/**
 * One detection rule. A detector runs only when one of its `triggers` (lower-case literals)
 * occurs in the text, or, with `needsDigit`, when the text has a digit; all triggers of a set
 * are found in a single pass (see LiteralSet), so clean text costs one scan, not one per rule.
 * Every pattern used by `find` is linear: literal-anchored or with bounded repetition.
 */
export interface Detector {
  readonly type: string;
  readonly triggers?: readonly string[];
  readonly needsDigit?: boolean;
  find(text: string, out: Match[], scan: TriggerScan): void;
}

/** The shared state of one run; number runs are found on first use. */
class TextScan implements TriggerScan {
  private runs: NumberRun[] | undefined;

  constructor(
    private readonly text: string,
    readonly found: ReadonlySet<string>,
    readonly deadline: WorkBudget,
  ) {}

  numberRuns(): readonly NumberRun[] {
    this.runs ??= findNumberRuns(this.text);
    return this.runs;
  }
}

function anyFound(triggers: readonly string[], found: ReadonlySet<string>): boolean {
  for (const t of triggers) if (found.has(t)) return true;
  return false;
}

const DIGIT = /\d/;

/** Detectors compiled for repeated use: all their triggers are found in one pass. */
export class DetectorSet {
  private readonly triggers: LiteralSet;

  constructor(readonly detectors: readonly Detector[]) {
    this.triggers = new LiteralSet(detectors.flatMap((d) => d.triggers ?? []));
  }

  /** Runs the detectors over `text`, checking the deadline between them; non-overlapping matches. */
  run(text: string, deadline: Deadline): Match[] {
    const found = this.triggers.present(text);
    const digit = DIGIT.test(text);
    const scan = new TextScan(text, found, deadline);
    const out: Match[] = [];
    for (const d of this.detectors) {
      if (d.triggers && !anyFound(d.triggers, found)) continue;
      if (d.needsDigit && !digit) continue;
      d.find(text, out, scan);
      deadline.check();
    }
    deadline.check();
    return resolveOverlaps(out);
  }
}
