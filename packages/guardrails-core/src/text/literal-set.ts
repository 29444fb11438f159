/**
 * LiteralSet: which of a fixed set of lower-case ASCII literals occur in a text, case ignored,
 * in one pass of an automaton (literal-automaton.ts, walked by literal-walks.ts) or, for a few
 * literals, one search each; with LiteralHits (literal-hits.ts), also where.
 */
import { LiteralAutomaton } from "./literal-automaton";
import type { LiteralHits } from "./literal-hits";
import { walkAsciiPair, walkAsciiQuad, walkBytes, walkChars } from "./literal-walks";
import { encodeText, scratchBytes } from "./text-bytes";

/**
 * Up to this many literals, one native `includes` each over the lower-cased text beats a pass
 * of the automaton, which reads the text a character at a time.
 */
const FEW = 4;

/** Shorter ASCII texts are walked once: two walks would overlap for most of their length. */
const PAIRED_FROM = 64;
/** From this length four walks (see walkAsciiQuad): each quarter is then longer than a literal. */
const QUAD_FROM = 128;

/**
 * Which of a fixed set of lower-case ASCII literals occur in a text, ignoring case: one pass
 * over the text through an Aho-Corasick automaton, whatever the number of literals (an
 * alternation regex of the literals tries each one at each position it cannot rule out), or
 * for a few literals, one search each.
 */
export class LiteralSet {
  readonly #literals: readonly string[];
  readonly #members: ReadonlySet<string>;
  /** The automaton of the literals, and what its walks read. */
  readonly #automaton: LiteralAutomaton;

  constructor(literals: readonly string[]) {
    this.#members = new Set(literals);
    this.#literals = [...this.#members];
    this.#automaton = new LiteralAutomaton(this.#literals);
  }

  /**
   * Lists found to be all literals of the set, by identity: each detector asks with the same
   * few constant lists, which a search of this short list finds faster than a hash look-up.
   */
  readonly #covered: (readonly string[])[] = [];

  /** True when every one of `literals` is one of the set's. */
  covers(literals: readonly string[]): boolean {
    if (this.#covered.includes(literals)) return true;
    for (const literal of literals) if (!this.#members.has(literal)) return false;
    if (this.#covered.length < 64) this.#covered.push(literals);
    return true;
  }

  /** How many distinct literals the set has: their ids are 0 to size - 1. */
  get size(): number {
    return this.#literals.length;
  }

  /** The literal with id `id` (its place in the set's list of distinct literals). */
  literalAt(id: number): string {
    return this.#literals[id] as string;
  }

  /** True when every one of `literals` is in the set. */
  hasAll(literals: readonly string[]): boolean {
    return literals.every((l) => this.#literals.includes(l));
  }

  /** True when `present` searches for each literal on its own (a few literals), not in one pass. */
  searchesEach(): boolean {
    return this.#literals.length <= FEW;
  }

  /**
   * The literals that occur in `text`, case ignored. With `hits`, also where each occurrence
   * ends, when the text is ASCII and the set is walked in one pass (see {@link LiteralHits}).
   */
  present(text: string, hits?: LiteralHits): Set<string> {
    const found = new Set<string>();
    hits?.recordedBy(this);
    const automaton = this.#automaton;
    automaton.idsTo = hits;
    const literals = this.#literals;
    if (literals.length === 0) {
      if (hits) hits.known = true;
      return found;
    }
    if (literals.length <= FEW) {
      const lower = text.toLowerCase();
      for (let id = 0; id < literals.length; id++) {
        if (lower.includes(literals[id] as string)) automaton.add(id, found);
      }
      return found;
    }
    // texts up to MAX_ENCODED are read as UTF-8 bytes from the shared scratch buffer
    const written = encodeText(text);
    if (written >= 0) {
      const scratch = scratchBytes();
      // as many bytes as units: every unit is ASCII, and a byte's offset is its character's
      const ascii = written === text.length;
      const record = ascii ? hits : undefined;
      if (record) record.known = true;
      if (ascii && written >= QUAD_FROM && automaton.byteNext !== undefined)
        walkAsciiQuad(automaton, scratch, written, found, record);
      else if (ascii && written >= PAIRED_FROM)
        walkAsciiPair(automaton, scratch, written, found, record);
      else walkBytes(automaton, scratch, written, found, record);
    } else {
      walkChars(automaton, text, found);
    }
    return found;
  }
}
