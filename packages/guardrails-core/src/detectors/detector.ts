/**
 * The detector contract: a match, what a detector learns from the shared trigger pass
 * (TriggerScan), the Detector rule itself, and anyFound, the trigger gate detectors share.
 * Running detectors over texts is detector-set.ts; what a scan keeps per text, text-facts.ts.
 */
import type { WorkBudget } from "../safe-regex/safe-regex";
import type { NumberRun, RunPassWords } from "../text/number-runs";

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
  /**
   * Where `literals` (triggers of the set) start in the text, ascending and distinct, as the
   * trigger pass found them; undefined when it kept no offsets (a non-ASCII text, a set with
   * no pass of its own): the detector then searches the text itself. A detector whose pattern
   * can only match where one of `literals` starts tries it at these offsets alone.
   */
  starts(literals: readonly string[]): readonly number[] | undefined;
  /** The text's number runs (see `findNumberRuns`), found once and shared by the detectors. */
  numberRuns(): readonly NumberRun[];
  /**
   * `detector`'s matches on the text: those another set found on it in the same scan, else
   * found now. For a detector that reports another's matches under other types.
   */
  matchesOf(detector: Detector): readonly Match[];
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
  /**
   * `find` begins by searching for its triggers itself (`indexOf("@")`, a keyword regex): a set
   * whose triggered detectors all do so makes no trigger pass and runs them ungated.
   */
  readonly searchesTriggers?: boolean;
  readonly needsDigit?: boolean;
  /**
   * With `needsDigit`: `find` reads the text's number runs alone (see findNumberRuns), so a text
   * with none (digits, but never four in one run) is left out without a call.
   */
  readonly needsNumberRun?: boolean;
  /**
   * Words `find` searches the whole text for when no trigger pass recorded them: a set that
   * makes no trigger pass finds them in its number-run pass instead, and `find` reads them
   * from there (`RunPassWords.endsIn`) when that pass read the text.
   */
  readonly runPassWords?: RunPassWords;
  find(text: string, out: Match[], scan: TriggerScan): void;
}

/**
 * True when one of `triggers` was found (a plain loop: no closure per call). Most texts hold
 * none or a few triggers while a detector may list dozens (provider tokens list ~90), so the
 * smaller side is walked: a few `includes` over the list cost less than a hash look-up each.
 */
export function anyFound(triggers: readonly string[], found: ReadonlySet<string>): boolean {
  const size = found.size;
  if (size === 0) return false;
  if (size * 8 < triggers.length) {
    for (const f of found) if (triggers.includes(f)) return true;
    return false;
  }
  for (const t of triggers) if (found.has(t)) return true;
  return false;
}
