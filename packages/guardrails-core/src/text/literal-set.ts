import { sortNumbers } from "./sort-numbers";
import { encodeText, scratchBytes } from "./text-bytes";

/**
 * Up to this many literals, one native `includes` each over the lower-cased text beats a pass
 * of the automaton, which reads the text a character at a time.
 */
const FEW = 4;

/** Shorter ASCII texts are walked once: two walks would overlap for most of their length. */
const PAIRED_FROM = 64;
/** From this length four walks (see #walkAsciiQuad): each quarter is then longer than a literal. */
const QUAD_FROM = 128;

/**
 * Where the literals of a set occur in one text, recorded by the pass that finds them, so a
 * detector tries its pattern at those offsets instead of searching the whole text again.
 * Offsets are known for ASCII texts (the walk's byte offsets are then character offsets);
 * `known` is false for other texts and for sets searched one literal at a time, and a
 * detector then searches the text itself.
 */
export class LiteralHits {
  /**
   * Each occurrence as one number, its end times {@link ID_SPAN} plus its literal's id in the
   * recording set, in the order the walk met them; made at the first (one list, not a list of
   * literals and one of ends: most texts hold one occurrence or none).
   */
  occurrences: number[] | undefined;
  /**
   * The id of each distinct literal found, in the order first found, whatever the text (made
   * at the first): a detector set reads what its found literals wake by id from a table, not
   * by hashing each literal.
   */
  ids: number[] | undefined;
  known = false;
  #set: LiteralSet | undefined;

  /** `set` is about to record a text's occurrences here (a fresh LiteralHits per text). */
  recordedBy(set: LiteralSet): void {
    this.known = false;
    this.ids = undefined;
    this.#set = set;
  }

  /**
   * The distinct start offsets of the occurrences of `of`, ascending; undefined when the offsets
   * are not known or one of `of` is not a literal of the set that recorded them (its
   * occurrences were not looked for).
   */
  starts(of: readonly string[]): readonly number[] | undefined {
    const set = this.#set;
    if (!this.known || set === undefined || !set.covers(of)) return undefined;
    const occurrences = this.occurrences;
    if (occurrences === undefined) return NO_STARTS;
    let out: number[] | undefined;
    for (let i = 0; i < occurrences.length; i++) {
      const packed = occurrences[i] as number;
      const literal = set.literalAt(packed & (ID_SPAN - 1));
      if (!of.includes(literal)) continue;
      // a list begun as a literal of its first offset: most hold one, and one grown by push
      // from empty reserves room for 17
      const start = (packed >> ID_BITS) - literal.length;
      if (out === undefined) out = [start];
      else out.push(start);
    }
    // most texts hold none of a detector's literals: one shared empty answer, no array each
    if (out === undefined) return NO_STARTS;
    if (out.length < 2) return out;
    // the walk meets occurrences by their end: a longer literal may start before a shorter one
    sortNumbers(out);
    let n = 1;
    for (let i = 1; i < out.length; i++) if (out[i] !== out[n - 1]) out[n++] = out[i] as number;
    out.length = n;
    return out;
  }
}

/**
 * Literal ids of a set recording offsets stay below this (checked as a set is built), so an
 * occurrence packs into one number: end × ID_SPAN + id, below 2^31 for every text walked by
 * bytes (at most MAX_ENCODED units), a small integer V8 keeps unboxed.
 */
const ID_BITS = 12;
const ID_SPAN = 1 << ID_BITS;

const NO_STARTS: readonly number[] = Object.freeze([]);

/** The bit of a byte-table entry set when literals end at its state, and the state's bits. */
const HIT = 0x8000;
const STATE = 0x7fff;

/**
 * Which of a fixed set of lower-case ASCII literals occur in a text, ignoring case: one pass
 * over the text through an Aho-Corasick automaton, whatever the number of literals (an
 * alternation regex of the literals tries each one at each position it cannot rule out), or
 * for a few literals, one search each.
 */
export class LiteralSet {
  readonly #literals: readonly string[];
  readonly #members: ReadonlySet<string>;
  /** Character class of each ASCII code (upper case folded onto lower); 0 = in no literal. */
  readonly #classOf = new Uint8Array(128);
  readonly #classes: number;
  /** Length of the longest literal. */
  readonly #longest: number;
  /**
   * The automaton as a table: next row = #next[row + class], where a state's row is its number
   * times #classes (so the walk adds instead of multiplying), stored as its
   * bitwise complement (negative) when literals end at it, so the walk tests for a hit with a
   * sign check instead of a look-up per character.
   */
  readonly #next: Int32Array;
  /**
   * The automaton indexed by ASCII byte rather than class, for the four-way walk: next state =
   * #byteNext[state * 128 + byte], with {@link HIT} set (so negative) when literals end at it.
   * One table read a step instead of two; undefined when the states do not fit 15 bits. The
   * state is the entry's low bits whether or not literals end there, so a walk can take a second
   * step before it looks at the first.
   */
  readonly #byteNext: Int16Array | undefined;
  /**
   * Each state's depth: how many characters of a literal it has matched, so how far back an
   * occurrence still in progress there can have started.
   */
  readonly #depth: Uint16Array;
  /** The literals that end at each state (its own and those of its suffixes), or null. */
  readonly #ends: (readonly number[] | null)[];

  constructor(literals: readonly string[]) {
    this.#members = new Set(literals);
    this.#literals = [...this.#members];
    if (this.#literals.length > ID_SPAN) {
      throw new Error(`LiteralSet takes at most ${ID_SPAN} distinct literals`);
    }
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
    this.#longest = Math.max(0, ...this.#literals.map((l) => l.length));

    // the trie, then failure links breadth first, turned into a full transition table
    const children: Map<number, number>[] = [new Map()];
    const trieEnds: number[][] = [[]];
    this.#literals.forEach((literal, id) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const cls = this.#classOf[literal.charCodeAt(i)] as number;
        let child = children[state]?.get(cls);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          trieEnds.push([]);
          children[state]?.set(cls, child);
        }
        state = child;
      }
      trieEnds[state]?.push(id);
    });
    // states renumbered breadth first: the shallow states a walk visits most share cache lines
    const order = [0];
    const rank = new Int32Array(children.length);
    const depth = new Uint16Array(children.length);
    for (let head = 0; head < order.length; head++) {
      for (const child of (children[order[head] as number] as Map<number, number>).values()) {
        rank[child] = order.length;
        depth[order.length] = Math.min(0xffff, (depth[head] as number) + 1);
        order.push(child);
      }
    }
    this.#depth = depth;
    const count = children.length;
    const next = new Int32Array(count * classes);
    const fail = new Int32Array(count);
    const ends: number[][] = order.map((state) => [...(trieEnds[state] as number[])]);
    for (const [cls, child] of children[0] ?? []) next[cls] = rank[child] as number;
    for (let s = 1; s < count; s++) {
      const original = order[s] as number;
      const fallback = fail[s] as number;
      ends[s]?.push(...(ends[fallback] ?? []));
      for (let cls = 0; cls < classes; cls++) {
        const child = children[original]?.get(cls);
        const viaFail = next[fallback * classes + cls] as number;
        if (child === undefined) {
          next[s * classes + cls] = viaFail;
        } else {
          next[s * classes + cls] = rank[child] as number;
          fail[rank[child] as number] = viaFail;
        }
      }
    }
    this.#ends = ends.map((list) => (list.length > 0 ? list : null));
    this.#byteNext = this.#byteTable(next, count, classes);
    // entries hold the target's row offset (state × classes): the walk saves a multiply a step
    for (let i = 0; i < next.length; i++) {
      const target = next[i] as number;
      next[i] = this.#ends[target] !== null ? ~(target * classes) : target * classes;
    }
    this.#next = next;
  }

  /** Builds {@link #byteNext} from the class table `next` (entries are target states here). */
  #byteTable(next: Int32Array, count: number, classes: number): Int16Array | undefined {
    if (count > STATE) return undefined;
    const table = new Int16Array(count * 128);
    for (let s = 0; s < count; s++) {
      for (let c = 0; c < 128; c++) {
        const target = next[s * classes + (this.#classOf[c] as number)] as number;
        table[s * 128 + c] = this.#ends[target] !== null ? target | HIT : target;
      }
    }
    return table;
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
    this.#idsTo = hits;
    const literals = this.#literals;
    if (literals.length === 0) {
      if (hits) hits.known = true;
      return found;
    }
    if (literals.length <= FEW) {
      const lower = text.toLowerCase();
      for (let id = 0; id < literals.length; id++) {
        if (lower.includes(literals[id] as string)) this.#add(id, found);
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
      if (ascii && written >= QUAD_FROM && this.#byteNext !== undefined)
        this.#walkAsciiQuad(scratch, written, found, record);
      else if (ascii && written >= PAIRED_FROM)
        this.#walkAsciiPair(scratch, written, found, record);
      else this.#walkBytes(scratch, written, found, record);
    } else {
      this.#walkChars(text, found);
    }
    return found;
  }

  /**
   * The automaton over UTF-8 bytes: a typed-array read costs half a `charCodeAt`. Every byte of
   * a non-ASCII character but the two whose lower case starts with an ASCII letter (K, İ) is
   * class 0, which leads back to the root from any state however many times it is taken, so
   * one character or four bytes of class 0 end in the same state.
   */
  #walkBytes(
    bytes: Uint8Array,
    length: number,
    found: Set<string>,
    hits: LiteralHits | undefined,
  ): void {
    const classOf = this.#classOf;
    const classes = this.#classes;
    const next = this.#next;
    const ends = this.#ends;
    let state = 0;
    for (let i = 0; i < length; i++) {
      let c = bytes[i] as number;
      if (c >= 128) {
        if (c === 0xe2 && bytes[i + 1] === 0x84 && bytes[i + 2] === 0xaa) {
          c = 107; // K (Kelvin sign, U+212A) lower-cases to "k"
          i += 2;
        } else if (c === 0xc4 && bytes[i + 1] === 0xb0) {
          i += 1;
          if (this.#dottedI(state, found)) return;
          state = 0;
          continue;
        } else {
          c = 0;
        }
      }
      state = next[state + (classOf[c] as number)] as number;
      if (state < 0) {
        state = ~state;
        if (this.#record(ends[state / classes] as readonly number[], found, hits, i + 1, 0)) return;
      }
    }
  }

  /**
   * The automaton over ASCII bytes, as two walks stepped together: one from the start to a little
   * past the middle, one from the middle to the end. Each step of a walk waits for the table
   * read of the step before; two independent walks let the CPU overlap their reads, at about
   * the cost of one. A literal that starts before the middle ends within the first walk's
   * overlap (the longest literal, less one byte), and one that starts at the middle or later
   * is seen by the second walk, which starts there at the root; with `hits`, the first walk
   * records only the occurrences that start before the middle, so none is recorded twice.
   */
  #walkAsciiPair(
    bytes: Uint8Array,
    length: number,
    found: Set<string>,
    hits: LiteralHits | undefined,
  ): void {
    const classOf = this.#classOf;
    const next = this.#next;
    const mid = length >> 1;
    const firstEnd = Math.min(length, mid + this.#longest - 1);
    let a = 0;
    let b = 0;
    let i = 0;
    let j = mid;
    // the steps in a loop of their own, left where a literal ends (see #walkAsciiQuad)
    for (; i < firstEnd && j < length; i++, j++) {
      for (; i < firstEnd && j < length; i++, j++) {
        a = next[a + (classOf[bytes[i] as number] as number)] as number;
        b = next[b + (classOf[bytes[j] as number] as number)] as number;
        if ((a | b) < 0) break;
      }
      if (i === firstEnd || j === length) break;
      if (a < 0) {
        a = ~a;
        if (this.#recordRow(a, found, hits, i + 1, mid)) return;
      }
      if (b < 0) {
        b = ~b;
        if (this.#recordRow(b, found, hits, j + 1, 0)) return;
      }
    }
    for (; i < firstEnd; i++) {
      a = next[a + (classOf[bytes[i] as number] as number)] as number;
      if (a < 0) {
        a = ~a;
        if (this.#recordRow(a, found, hits, i + 1, mid)) return;
      }
    }
    for (; j < length; j++) {
      b = next[b + (classOf[bytes[j] as number] as number)] as number;
      if (b < 0) {
        b = ~b;
        if (this.#recordRow(b, found, hits, j + 1, 0)) return;
      }
    }
  }

  /**
   * The automaton over ASCII bytes as four walks stepped together, for the same reason as
   * {@link #walkAsciiPair}: the text is cut into quarters, each walked from the root at its
   * start to a little past its end (the longest literal, less one byte), so a literal that
   * starts in a quarter ends within its walk; with `hits`, each walk but the last records only
   * the occurrences that start in its own quarter, so none is recorded twice. Four chains of
   * dependent table reads in flight instead of two, each step one read of {@link #byteNext}:
   * the walk was the largest single cost of a chat turn's scan.
   */
  #walkAsciiQuad(
    bytes: Uint8Array,
    length: number,
    found: Set<string>,
    hits: LiteralHits | undefined,
  ): void {
    const next = this.#byteNext as Int16Array;
    const quarter = length >> 2;
    const over = this.#longest - 1;
    const b1 = quarter;
    const b2 = 2 * quarter;
    const b3 = 3 * quarter;
    const e0 = Math.min(length, b1 + over);
    const e1 = Math.min(length, b2 + over);
    const e2 = Math.min(length, b3 + over);
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let i0 = 0;
    let i1 = b1;
    let i2 = b2;
    let i3 = b3;
    // every walk covers at least a quarter: they step together that far. The steps run in a
    // loop of their own, left where a literal ends: with no call in it, the four states and
    // offsets stay in registers. It takes two steps of each walk an iteration, the second from
    // the first's state before either is checked (a state is its entry's low bits, hit or not):
    // the loop's fixed work (V8 checks both arrays and the stack once an iteration) is then
    // shared by eight steps. A pair in which a literal ends is taken again one step at a time.
    for (; i0 < b1; i0++, i1++, i2++, i3++) {
      for (; i0 + 1 < b1; i0 += 2, i1 += 2, i2 += 2, i3 += 2) {
        const a0 = next[(s0 << 7) | (bytes[i0] as number)] as number;
        const a1 = next[(s1 << 7) | (bytes[i1] as number)] as number;
        const a2 = next[(s2 << 7) | (bytes[i2] as number)] as number;
        const a3 = next[(s3 << 7) | (bytes[i3] as number)] as number;
        const c0 = next[((a0 & STATE) << 7) | (bytes[i0 + 1] as number)] as number;
        const c1 = next[((a1 & STATE) << 7) | (bytes[i1 + 1] as number)] as number;
        const c2 = next[((a2 & STATE) << 7) | (bytes[i2 + 1] as number)] as number;
        const c3 = next[((a3 & STATE) << 7) | (bytes[i3 + 1] as number)] as number;
        if ((a0 | a1 | a2 | a3 | c0 | c1 | c2 | c3) < 0) break;
        s0 = c0;
        s1 = c1;
        s2 = c2;
        s3 = c3;
      }
      if (i0 === b1) break;
      s0 = next[(s0 << 7) | (bytes[i0] as number)] as number;
      s1 = next[(s1 << 7) | (bytes[i1] as number)] as number;
      s2 = next[(s2 << 7) | (bytes[i2] as number)] as number;
      s3 = next[(s3 << 7) | (bytes[i3] as number)] as number;
      if ((s0 | s1 | s2 | s3) >= 0) continue;
      if (s0 < 0) {
        s0 &= STATE;
        if (this.#recordState(s0, found, hits, i0 + 1, b1)) return;
      }
      if (s1 < 0) {
        s1 &= STATE;
        if (this.#recordState(s1, found, hits, i1 + 1, b2)) return;
      }
      if (s2 < 0) {
        s2 &= STATE;
        if (this.#recordState(s2, found, hits, i2 + 1, b3)) return;
      }
      if (s3 < 0) {
        s3 &= STATE;
        if (this.#recordState(s3, found, hits, i3 + 1, 0)) return;
      }
    }
    if (this.#walkOn(bytes, s0, i0, e0, found, hits, b1)) return;
    if (this.#walkOn(bytes, s1, i1, e1, found, hits, b2)) return;
    if (this.#walkOn(bytes, s2, i2, e2, found, hits, b3)) return;
    this.#walkOn(bytes, s3, i3, length, found, hits, 0);
  }

  /**
   * One walk of {@link #walkAsciiQuad} on from `state` at `from` to `to`, recording the
   * occurrences that start before `startsBefore` (0: all); true when the pass can stop.
   */
  #walkOn(
    bytes: Uint8Array,
    state: number,
    from: number,
    to: number,
    found: Set<string>,
    hits: LiteralHits | undefined,
    startsBefore: number,
  ): boolean {
    const next = this.#byteNext as Int16Array;
    const depth = this.#depth;
    for (let i = from; i < to; i++) {
      state = next[(state << 7) | (bytes[i] as number)] as number;
      if (state < 0) {
        state &= STATE;
        if (this.#recordState(state, found, hits, i + 1, startsBefore)) return true;
      }
      // past its quarter, a walk ends once no occurrence still in progress can have started
      // inside the quarter (the state's depth reaches back no further than the cut): the next
      // walk, which starts at the cut, sees every later one
      if (startsBefore !== 0 && (depth[state] as number) <= i + 1 - startsBefore) return false;
    }
    return false;
  }

  /** {@link #record} for automaton state `state`. */
  #recordState(
    state: number,
    found: Set<string>,
    hits: LiteralHits | undefined,
    end: number,
    startsBefore: number,
  ): boolean {
    return this.#record(this.#ends[state] as readonly number[], found, hits, end, startsBefore);
  }

  /** {@link #record} for the state of table row `row`. */
  #recordRow(
    row: number,
    found: Set<string>,
    hits: LiteralHits | undefined,
    end: number,
    startsBefore: number,
  ): boolean {
    return this.#record(
      this.#ends[row / this.#classes] as readonly number[],
      found,
      hits,
      end,
      startsBefore,
    );
  }

  /** The automaton over UTF-16 code units, for texts too long for the scratch buffer. */
  #walkChars(text: string, found: Set<string>): void {
    const classOf = this.#classOf;
    const classes = this.#classes;
    const next = this.#next;
    const ends = this.#ends;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      let c = text.charCodeAt(i);
      if (c >= 128) {
        if (c === 0x130) {
          if (this.#dottedI(state, found)) return;
          state = 0;
          continue;
        }
        c = c === 0x212a ? 107 : 0; // K (Kelvin sign) lower-cases to "k"
      }
      state = next[state + (classOf[c] as number)] as number;
      if (state < 0) {
        state = ~state;
        if (this.#record(ends[state / classes] as readonly number[], found, undefined, 0, 0))
          return;
      }
    }
  }

  /**
   * "İ" (U+0130) lower-cases to "i" and a combining dot: an "i" that may end a literal, after
   * which no literal goes on, so the walk restarts at the root. True once every literal is found.
   */
  #dottedI(state: number, found: Set<string>): boolean {
    const next = this.#next[state + (this.#classOf[105] as number)] as number;
    if (next >= 0) return false;
    return this.#record(
      this.#ends[~next / this.#classes] as readonly number[],
      found,
      undefined,
      0,
      0,
    );
  }

  /** Where the running pass lists the ids of the literals it finds (see LiteralHits.ids). */
  #idsTo: LiteralHits | undefined;

  /** Adds literal `id` to `found`, and to the pass's list of ids when new; returns it. */
  #add(id: number, found: Set<string>): string {
    const literal = this.#literals[id] as string;
    const size = found.size;
    found.add(literal);
    const to = this.#idsTo;
    if (to !== undefined && found.size !== size) {
      if (to.ids === undefined) to.ids = [id];
      else to.ids.push(id);
    }
    return literal;
  }

  /**
   * Adds the literals `ids`, which end at `end`, to `found`, and to `hits` those that start
   * before `startsBefore` (0: all); true once every literal is found and no offsets are kept,
   * so the walk can stop.
   */
  #record(
    ids: readonly number[],
    found: Set<string>,
    hits: LiteralHits | undefined,
    end: number,
    startsBefore: number,
  ): boolean {
    const literals = this.#literals;
    for (const id of ids) {
      const literal = this.#add(id, found);
      if (hits !== undefined && (startsBefore === 0 || end - literal.length < startsBefore)) {
        const packed = (end << ID_BITS) | id;
        if (hits.occurrences === undefined) hits.occurrences = [packed];
        else hits.occurrences.push(packed);
      }
    }
    return hits === undefined && found.size === literals.length;
  }
}
