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
   * The alternatives, lower case, when `source` is nothing but plain words joined by `|` under
   * the `i` flag (`secret|token|key`): a match at a recorded start is then the first of them
   * found there, told by comparing characters instead of running the sticky regex.
   */
  readonly #words: readonly string[] | undefined;

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
    this.#words = flags === "i" && PLAIN_WORDS.test(source) ? source.split("|") : undefined;
  }

  /** The matches in order, over `starts` when given (see {@link MatchCursor}). */
  cursor(text: string, starts: readonly number[] | undefined): MatchCursor {
    return new MatchCursor(this.#global, this.#sticky, text, starts, this.#words);
  }
}

/** A source of lower-case letters, digits and `_` words joined by `|`: no regex syntax. */
const PLAIN_WORDS = /^[a-z0-9_]+(?:\|[a-z0-9_]+)*$/;

/** True when `word` (lower case) occurs at `at` in `text`, ASCII case ignored. */
function wordAt(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  for (let i = 0; i < word.length; i++) {
    const c = text.charCodeAt(at + i);
    const w = word.charCodeAt(i);
    // an upper-case ASCII letter matches its lower case; nothing else is folded
    if (c !== w && !(c >= 65 && c <= 90 && c + 32 === w)) return false;
  }
  return true;
}

/** What the sticky regex of plain `words` returns at `at`: the first word found there. */
function plainMatchAt(text: string, at: number, words: readonly string[]): RegExpExecArray | null {
  for (const word of words) {
    if (!wordAt(text, at, word)) continue;
    const m = [text.slice(at, at + word.length)] as unknown as RegExpExecArray;
    m.index = at;
    m.input = text;
    return m;
  }
  return null;
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
    /** The pattern's plain words (see KeywordPattern), tried at the starts without the regex. */
    private readonly words?: readonly string[],
  ) {}

  /** The leftmost match that starts at `from` or later, or null. */
  next(from: number): RegExpExecArray | null {
    const starts = this.starts;
    if (starts === undefined) {
      this.global.lastIndex = from;
      return this.global.exec(this.text);
    }
    const sticky = this.sticky;
    const words = this.words;
    while (this.#next < starts.length) {
      const at = starts[this.#next++] as number;
      if (at < from) continue;
      let m: RegExpExecArray | null;
      if (words !== undefined) m = plainMatchAt(this.text, at, words);
      else {
        sticky.lastIndex = at;
        m = sticky.exec(this.text);
      }
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
