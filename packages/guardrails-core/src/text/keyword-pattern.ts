import type { WorkBudget } from "../safe-regex/safe-regex";

/**
 * A pattern that can only match where one of its literals starts (`secret|token|key`,
 * `pass(?:word)?|pwd`, `\bbearer\s…`): searched over the whole text, or, when the trigger pass
 * recorded where those literals occur, tried at those offsets alone. The trigger pass has read
 * the text once already; a second whole-text search per detector was most of what a short
 * text cost them.
 */
export class KeywordPattern {
  readonly #global: RegExp;
  readonly #sticky: RegExp;

  /**
   * `literals` (lower case, among the detector's triggers) must include every way a match can
   * start: each match of `source` begins with one of them, case ignored.
   */
  constructor(
    source: string,
    flags: string,
    readonly literals: readonly string[],
  ) {
    this.#global = new RegExp(source, `${flags}g`);
    this.#sticky = new RegExp(source, `${flags}y`);
  }

  /** The matches in order, over `starts` when given (see {@link MatchCursor}). */
  cursor(text: string, starts: readonly number[] | undefined): MatchCursor {
    return new MatchCursor(this.#global, this.#sticky, text, starts);
  }
}

/**
 * The leftmost match at or past an offset, as a global search finds it: over the whole text,
 * or by trying the sticky pattern at each recorded start in turn. The two agree whenever every
 * match starts at one of the recorded offsets, which {@link KeywordPattern} requires.
 */
export class MatchCursor {
  #next = 0;

  constructor(
    private readonly global: RegExp,
    private readonly sticky: RegExp,
    private readonly text: string,
    private readonly starts: readonly number[] | undefined,
  ) {}

  /** The leftmost match that starts at `from` or later, or null. */
  next(from: number): RegExpExecArray | null {
    const starts = this.starts;
    if (starts === undefined) {
      this.global.lastIndex = from;
      return this.global.exec(this.text);
    }
    const sticky = this.sticky;
    while (this.#next < starts.length) {
      const at = starts[this.#next++] as number;
      if (at < from) continue;
      sticky.lastIndex = at;
      const m = sticky.exec(this.text);
      if (m !== null) return m;
    }
    return null;
  }
}

/** Where a search resumes after `m`: its end, or one past an empty match. */
export function afterMatch(m: RegExpExecArray): number {
  return m.index + (m[0].length === 0 ? 1 : m[0].length);
}

/**
 * Calls `fn` for each match of `cursor` in order, checking the budget every 64 matches (as
 * `eachMatch` does over a global regex). `fn` may return an offset to resume from, past the
 * match's end (what setting a global regex's lastIndex in its loop does).
 */
export function eachMatchOf(
  cursor: MatchCursor,
  budget: WorkBudget,
  fn: (m: RegExpExecArray) => unknown,
): void {
  let n = 0;
  for (let m = cursor.next(0); m !== null; ) {
    const resume = fn(m);
    if ((++n & 63) === 0) budget.check();
    const from = afterMatch(m);
    m = cursor.next(typeof resume === "number" && resume > from ? resume : from);
  }
}
