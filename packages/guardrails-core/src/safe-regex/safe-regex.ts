import { compile } from "./compile";
import { Parser, type RegexFlags, RegexSyntaxError } from "./parse";
import { PikeVm, type WorkBudget } from "./vm";

export { RegexSyntaxError } from "./parse";
export type { WorkBudget } from "./vm";

/** Most matches {@link SafeRegex.findAll} returns for one text. */
export const MAX_MATCHES = 1000;

function parseFlags(flags: string): RegexFlags {
  const parsed: RegexFlags = { ignoreCase: false, multiline: false, dotAll: false };
  for (const f of flags) {
    if (f === "i") parsed.ignoreCase = true;
    else if (f === "m") parsed.multiline = true;
    else if (f === "s") parsed.dotAll = true;
    else if (f !== "g" && f !== "u") throw new RegexSyntaxError(`unsupported flag "${f}"`);
  }
  return parsed;
}

/**
 * A user-supplied regular expression run by a linear-time Pike VM instead of the
 * backtracking engine: `(a+)+$` costs O(n) like any other pattern, and long searches call the
 * caller's budget so a deadline can stop them. Supports the JavaScript syntax without
 * backreferences and lookaround; flags i, m, s; a leading `(?i)`.
 *
 * @example
 * ```ts
 * const re = SafeRegex.compile("ORD-\\d{4,}", "i");
 * re.findAll("ord-12345 and ORD-99"); // [[0, 9]]
 * SafeRegex.compile("(a+)+$").test("a".repeat(100_000) + "!"); // false, in linear time
 * ```
 */
export class SafeRegex {
  private readonly vm: PikeVm;

  private constructor(
    readonly source: string,
    vm: PikeVm,
  ) {
    this.vm = vm;
  }

  /** @throws RegexSyntaxError naming the unsupported or malformed construct. */
  static compile(pattern: string, flags = ""): SafeRegex {
    let source = pattern;
    let allFlags = flags;
    if (source.startsWith("(?i)")) {
      source = source.slice(4);
      allFlags += "i";
    }
    const parsedFlags = parseFlags(allFlags);
    const program = compile(new Parser(source, parsedFlags).parse());
    return new SafeRegex(pattern, new PikeVm(program, parsedFlags.multiline));
  }

  /** True when the pattern matches anywhere in `text`. */
  test(text: string, budget?: WorkBudget): boolean {
    return this.vm.search(text, 0, budget) !== null;
  }

  /** Non-empty, non-overlapping matches, left to right, at most {@link MAX_MATCHES}. */
  findAll(text: string, budget?: WorkBudget): Array<[number, number]> {
    const found: Array<[number, number]> = [];
    let from = 0;
    while (from <= text.length && found.length < MAX_MATCHES) {
      const m = this.vm.search(text, from, budget);
      if (!m) break;
      if (m[1] > m[0]) {
        found.push(m);
        from = m[1];
      } else {
        from = m[0] + 1;
      }
    }
    return found;
  }
}
