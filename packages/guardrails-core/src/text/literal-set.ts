/**
 * Up to this many literals, one native `includes` each over the lower-cased text beats a pass
 * of the automaton, which reads the text a character at a time.
 */
const FEW = 4;

/**
 * Which of a fixed set of lower-case ASCII literals occur in a text, ignoring case: one pass
 * over the text through an Aho-Corasick automaton, whatever the number of literals (an
 * alternation regex of the literals tries each one at each position it cannot rule out), or
 * for a few literals, one search each.
 */
export class LiteralSet {
  readonly #literals: readonly string[];
  /** Character class of each ASCII code (upper case folded onto lower); 0 = in no literal. */
  readonly #classOf = new Uint8Array(128);
  readonly #classes: number;
  /** The automaton as a table: next state = #next[state * #classes + class]. */
  readonly #next: Int32Array;
  /** The literals that end at each state (its own and those of its suffixes), or null. */
  readonly #ends: (readonly number[] | null)[];

  constructor(literals: readonly string[]) {
    this.#literals = [...new Set(literals)];
    let classes = 1;
    for (const literal of this.#literals) {
      for (let i = 0; i < literal.length; i++) {
        const c = literal.charCodeAt(i);
        if (c >= 128 || (c >= 65 && c <= 90)) {
          throw new Error(`LiteralSet takes lower-case ASCII literals, not "${literal}"`);
        }
        if (this.#classOf[c] === 0) this.#classOf[c] = classes++;
      }
    }
    for (let c = 65; c <= 90; c++) this.#classOf[c] = this.#classOf[c + 32] as number;
    this.#classes = classes;

    // the trie, then failure links breadth first, turned into a full transition table
    const children: Map<number, number>[] = [new Map()];
    const ends: number[][] = [[]];
    this.#literals.forEach((literal, id) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const cls = this.#classOf[literal.charCodeAt(i)] as number;
        let child = children[state]?.get(cls);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          ends.push([]);
          children[state]?.set(cls, child);
        }
        state = child;
      }
      ends[state]?.push(id);
    });
    const next = new Int32Array(children.length * classes);
    const fail = new Int32Array(children.length);
    const queue: number[] = [];
    for (const [cls, child] of children[0] ?? []) {
      next[cls] = child;
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number;
      const fallback = fail[state] as number;
      ends[state]?.push(...(ends[fallback] ?? []));
      for (let cls = 0; cls < classes; cls++) {
        const child = children[state]?.get(cls);
        const viaFail = next[fallback * classes + cls] as number;
        if (child === undefined) {
          next[state * classes + cls] = viaFail;
        } else {
          next[state * classes + cls] = child;
          fail[child] = viaFail;
          queue.push(child);
        }
      }
    }
    this.#next = next;
    this.#ends = ends.map((list) => (list.length > 0 ? list : null));
  }

  /** True when every one of `literals` is in the set. */
  hasAll(literals: readonly string[]): boolean {
    return literals.every((l) => this.#literals.includes(l));
  }

  /** True when `present` searches for each literal on its own (a few literals), not in one pass. */
  searchesEach(): boolean {
    return this.#literals.length <= FEW;
  }

  /** The literals that occur in `text`, case ignored. */
  present(text: string): Set<string> {
    const found = new Set<string>();
    const literals = this.#literals;
    if (literals.length === 0) return found;
    if (literals.length <= FEW) {
      const lower = text.toLowerCase();
      for (const literal of literals) if (lower.includes(literal)) found.add(literal);
      return found;
    }
    const classOf = this.#classOf;
    const classes = this.#classes;
    const next = this.#next;
    const ends = this.#ends;
    let left = literals.length;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      let c = text.charCodeAt(i);
      // the two non-ASCII characters whose lower case starts with an ASCII letter: K (Kelvin), İ
      if (c >= 128) c = c === 0x212a ? 107 : c === 0x130 ? 105 : 0;
      state = next[state * classes + (classOf[c] as number)] as number;
      const hits = ends[state];
      // "İ" lower-cases to "i" and a combining dot: an "i" may end a literal, none goes on past it
      if (c === 105 && text.charCodeAt(i) === 0x130) state = 0;
      if (hits === null || hits === undefined) continue;
      for (const id of hits) {
        const literal = literals[id] as string;
        if (found.has(literal)) continue;
        found.add(literal);
        if (--left === 0) return found;
      }
    }
    return found;
  }
}
