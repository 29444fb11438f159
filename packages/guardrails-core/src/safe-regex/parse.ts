import {
  type CharTest,
  caseInsensitive,
  classTest,
  isDigit,
  isLineTerminator,
  isSpace,
  isWordChar,
  not,
} from "./char-classes";

/** Syntax tree of the supported regex subset. */
export type RegexNode =
  | { kind: "char"; test: CharTest }
  | { kind: "seq"; items: RegexNode[] }
  | { kind: "alt"; options: RegexNode[] }
  | { kind: "repeat"; node: RegexNode; min: number; max: number; lazy: boolean }
  | { kind: "assert"; assertion: Assertion };

export type Assertion = "start" | "end" | "wordBoundary" | "notWordBoundary";

export interface RegexFlags {
  ignoreCase: boolean;
  multiline: boolean;
  dotAll: boolean;
}

/**
 * A pattern outside the supported subset or malformed; the message names the problem.
 *
 * @example
 * ```ts
 * try { SafeRegex.compile("(a)\\1"); } catch (e) { (e as RegexSyntaxError).message; } // "backreferences are not supported"
 * ```
 */
export class RegexSyntaxError extends Error {
  override readonly name = "RegexSyntaxError";
}

export const MAX_PATTERN_LENGTH = 4096;
export const MAX_REPEAT = 1000;
const MAX_NESTING = 64;

const ESCAPE_CLASSES: Record<string, CharTest> = {
  d: isDigit,
  D: not(isDigit),
  w: isWordChar,
  W: not(isWordChar),
  s: isSpace,
  S: not(isSpace),
};
const CONTROL_ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, "0": 0 };

/** Recursive-descent parser of a JavaScript-style pattern without backtracking features. */
export class Parser {
  private pos = 0;
  private depth = 0;

  constructor(
    private readonly src: string,
    private readonly flags: RegexFlags,
  ) {
    if (src.length > MAX_PATTERN_LENGTH) {
      throw new RegexSyntaxError(`pattern longer than ${MAX_PATTERN_LENGTH} characters`);
    }
  }

  parse(): RegexNode {
    const node = this.alternation();
    if (this.pos < this.src.length) throw new RegexSyntaxError(`unmatched ")" at ${this.pos}`);
    return node;
  }

  private peek(offset = 0): string | undefined {
    return this.src[this.pos + offset];
  }

  private alternation(): RegexNode {
    const options = [this.sequence()];
    while (this.peek() === "|") {
      this.pos++;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as RegexNode) : { kind: "alt", options };
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (this.pos < this.src.length && this.peek() !== "|" && this.peek() !== ")") {
      items.push(this.quantified());
    }
    return items.length === 1 ? (items[0] as RegexNode) : { kind: "seq", items };
  }

  private quantified(): RegexNode {
    const atom = this.atom();
    const bounds = this.quantifier();
    if (!bounds) return atom;
    if (atom.kind === "assert") throw new RegexSyntaxError(`nothing to repeat at ${this.pos}`);
    const lazy = this.peek() === "?";
    if (lazy) this.pos++;
    if (this.quantifierAhead()) throw new RegexSyntaxError(`nothing to repeat at ${this.pos}`);
    return { kind: "repeat", node: atom, min: bounds[0], max: bounds[1], lazy };
  }

  private quantifierAhead(): boolean {
    const c = this.peek();
    return c === "*" || c === "+" || c === "?" || (c === "{" && this.braceBounds() !== null);
  }

  private quantifier(): [number, number] | null {
    const c = this.peek();
    if (c === "*" || c === "+" || c === "?") {
      this.pos++;
      return c === "*" ? [0, Infinity] : c === "+" ? [1, Infinity] : [0, 1];
    }
    if (c !== "{") return null;
    const bounds = this.braceBounds();
    if (!bounds) return null;
    this.pos += bounds[2];
    return [bounds[0], bounds[1]];
  }

  private braceBounds(): [number, number, number] | null {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos, this.pos + 16));
    if (!m) return null;
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
    if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT)) {
      throw new RegexSyntaxError(`repetition count above ${MAX_REPEAT}`);
    }
    if (max < min) throw new RegexSyntaxError("repetition {n,m} with m < n");
    return [min, max, m[0].length];
  }

  private atom(): RegexNode {
    const c = this.src[this.pos++] as string;
    switch (c) {
      case "(":
        return this.group();
      case "[":
        return this.charClass();
      case ".":
        return { kind: "char", test: this.flags.dotAll ? () => true : not(isLineTerminator) };
      case "^":
        return { kind: "assert", assertion: "start" };
      case "$":
        return { kind: "assert", assertion: "end" };
      case "\\":
        return this.escape();
      case "*":
      case "+":
      case "?":
        throw new RegexSyntaxError(`nothing to repeat at ${this.pos - 1}`);
      case "{":
        if (this.braceBoundsAt(this.pos - 1)) {
          throw new RegexSyntaxError(`nothing to repeat at ${this.pos - 1}`);
        }
        return this.literal(c.charCodeAt(0));
      default:
        return this.literal(c.charCodeAt(0));
    }
  }

  private braceBoundsAt(at: number): boolean {
    return /^\{\d+(,\d*)?\}/.test(this.src.slice(at, at + 16));
  }

  private literal(code: number): RegexNode {
    const test: CharTest = (x) => x === code;
    return { kind: "char", test: this.flags.ignoreCase ? caseInsensitive(test) : test };
  }

  private group(): RegexNode {
    if (++this.depth > MAX_NESTING) throw new RegexSyntaxError("groups nested too deeply");
    if (this.peek() === "?") {
      const next = this.peek(1);
      if (next === ":") {
        this.pos += 2;
      } else if (next === "<" && this.peek(2) !== "=" && this.peek(2) !== "!") {
        const close = this.src.indexOf(">", this.pos);
        if (close < 0) throw new RegexSyntaxError("unterminated group name");
        this.pos = close + 1;
      } else if (next === "=" || next === "!" || next === "<") {
        throw new RegexSyntaxError("lookahead and lookbehind are not supported");
      } else {
        throw new RegexSyntaxError(`invalid group at ${this.pos - 1}`);
      }
    }
    const node = this.alternation();
    if (this.src[this.pos] !== ")") throw new RegexSyntaxError("unterminated group");
    this.pos++;
    this.depth--;
    return node;
  }

  private escape(): RegexNode {
    const c = this.src[this.pos++];
    if (c === undefined) throw new RegexSyntaxError("pattern ends with a backslash");
    if (c === "b") return { kind: "assert", assertion: "wordBoundary" };
    if (c === "B") return { kind: "assert", assertion: "notWordBoundary" };
    const cls = ESCAPE_CLASSES[c];
    if (cls) return { kind: "char", test: cls };
    return this.literal(this.escapedCode(c));
  }

  /** Code unit of an escape that denotes one character (after the backslash). */
  private escapedCode(c: string): number {
    if (/[1-9]/.test(c)) throw new RegexSyntaxError("backreferences are not supported");
    if (c === "k" && this.peek() === "<") {
      throw new RegexSyntaxError("backreferences are not supported");
    }
    if (c === "p" || c === "P") {
      throw new RegexSyntaxError("unicode property escapes are not supported");
    }
    const control = CONTROL_ESCAPES[c];
    if (control !== undefined) return control;
    if (c === "x" || c === "u") {
      const len = c === "x" ? 2 : 4;
      const hex = this.src.slice(this.pos, this.pos + len);
      if (!new RegExp(`^[0-9a-fA-F]{${len}}$`).test(hex)) {
        throw new RegexSyntaxError(`invalid \\${c} escape at ${this.pos - 2}`);
      }
      this.pos += len;
      return Number.parseInt(hex, 16);
    }
    return c.charCodeAt(0);
  }

  private charClass(): RegexNode {
    const negated = this.peek() === "^";
    if (negated) this.pos++;
    const singles = new Set<number>();
    const ranges: Array<[number, number]> = [];
    const predicates: CharTest[] = [];
    while (this.peek() !== "]") {
      if (this.pos >= this.src.length) throw new RegexSyntaxError("unterminated character class");
      const lo = this.classAtom();
      if (this.peek() === "-" && this.peek(1) !== "]" && this.peek(1) !== undefined) {
        this.pos++;
        const hi = this.classAtom();
        if (typeof lo !== "number" || typeof hi !== "number") {
          throw new RegexSyntaxError("invalid range in character class");
        }
        if (hi < lo) throw new RegexSyntaxError("range out of order in character class");
        ranges.push([lo, hi]);
      } else if (typeof lo === "number") {
        singles.add(lo);
      } else {
        predicates.push(lo);
      }
    }
    this.pos++;
    const base = classTest(singles, ranges, predicates, false);
    const folded = this.flags.ignoreCase ? caseInsensitive(base) : base;
    return { kind: "char", test: negated ? not(folded) : folded };
  }

  private classAtom(): number | CharTest {
    const c = this.src[this.pos++] as string;
    if (c !== "\\") return c.charCodeAt(0);
    const e = this.src[this.pos++];
    if (e === undefined) throw new RegexSyntaxError("pattern ends with a backslash");
    if (e === "b") return 8;
    return ESCAPE_CLASSES[e] ?? this.escapedCode(e);
  }
}
