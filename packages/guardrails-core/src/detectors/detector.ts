import type { Deadline } from "../deadline";
import type { WorkBudget } from "../safe-regex/safe-regex";
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
  lower: string;
  /** Triggers (lower case) that occur in the text. */
  found: ReadonlySet<string>;
  /** The scanner's deadline: loops over matches check it. */
  deadline: WorkBudget;
  /** The text's number runs (see `findNumberRuns`), found once and shared by the detectors. */
  numberRuns(): readonly NumberRun[];
}

/**
 * One detection rule. A detector runs only when one of its `triggers` (lower-case literals)
 * occurs in the text, or, with `needsDigit`, when the text has a digit; all triggers of a set
 * are found in a single pass, so clean text costs one regex scan, not one per rule.
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
    readonly lower: string,
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

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/**
 * Up to this many triggers, one `includes` each (a fast substring search) beats one pass of
 * the combined regex, which restarts after every hit.
 */
const FEW_TRIGGERS = 4;

/** Detectors compiled for repeated use: one combined trigger regex for all of them. */
export class DetectorSet {
  private readonly trigger: RegExp | null;
  /** The triggers, when there are few enough to look for one by one. */
  private readonly few: readonly string[] | null;
  /** For each trigger, the triggers it contains (found together when it matches). */
  private readonly implied = new Map<string, string[]>();

  constructor(readonly detectors: readonly Detector[]) {
    const all = [...new Set(detectors.flatMap((d) => d.triggers ?? []))].sort(
      (a, b) => b.length - a.length,
    );
    for (const t of all)
      this.implied.set(
        t,
        all.filter((u) => t.includes(u)),
      );
    this.trigger = all.length > 0 ? new RegExp(all.map(escapeRegExp).join("|"), "g") : null;
    this.few = all.length <= FEW_TRIGGERS ? all : null;
  }

  private scanTriggers(lower: string): Set<string> {
    const found = new Set<string>();
    // the same set either way: the triggers that occur in the text
    if (this.few) {
      for (const t of this.few) if (lower.includes(t)) found.add(t);
      return found;
    }
    const re = this.trigger;
    if (!re) return found;
    re.lastIndex = 0;
    for (let m = re.exec(lower); m !== null; m = re.exec(lower)) {
      for (const t of this.implied.get(m[0]) ?? []) found.add(t);
      re.lastIndex = m.index + 1;
    }
    return found;
  }

  /** Runs the detectors over `text`, checking the deadline between them; non-overlapping matches. */
  run(text: string, deadline: Deadline): Match[] {
    const lower = text.toLowerCase();
    const found = this.scanTriggers(lower);
    const digit = DIGIT.test(text);
    const scan = new TextScan(text, lower, found, deadline);
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
