/**
 * The Aho-Corasick automaton of a LiteralSet as flat tables (built once, from the literals),
 * and how a walk that reaches a state where literals end records them. The walks themselves
 * are literal-walks.ts.
 */
import { ID_BITS, ID_SPAN, type LiteralHits } from "./literal-hits";

/** The bit of a byte-table entry set when literals end at its state, and the state's bits. */
export const HIT = 0x8000;
export const STATE = 0x7fff;

/** A set's literals as an automaton; its fields are read by the walks of literal-walks.ts. */
export class LiteralAutomaton {
  /** The distinct literals; a literal's id is its place here. */
  readonly literals: readonly string[];
  /** Character class of each ASCII code (upper case folded onto lower); 0 = in no literal. */
  readonly classOf = new Uint8Array(128);
  readonly classes: number;
  /** Length of the longest literal. */
  readonly longest: number;
  /**
   * The automaton as a table: next row = next[row + class], where a state's row is its number
   * times classes (so the walk adds instead of multiplying), stored as its
   * bitwise complement (negative) when literals end at it, so the walk tests for a hit with a
   * sign check instead of a look-up per character.
   */
  readonly next: Int32Array;
  /**
   * The automaton indexed by ASCII byte rather than class, for the four-way walk: next state =
   * byteNext[state * 128 + byte], with {@link HIT} set (so negative) when literals end at it.
   * One table read a step instead of two; undefined when the states do not fit 15 bits. The
   * state is the entry's low bits whether or not literals end there, so a walk can take a second
   * step before it looks at the first.
   */
  readonly byteNext: Int16Array | undefined;
  /**
   * Each state's depth: how many characters of a literal it has matched, so how far back an
   * occurrence still in progress there can have started.
   */
  readonly depth: Uint16Array;
  /** The literals that end at each state (its own and those of its suffixes), or null. */
  readonly ends: (readonly number[] | null)[];

  constructor(literals: readonly string[]) {
    this.literals = literals;
    if (this.literals.length > ID_SPAN) {
      throw new Error(`LiteralSet takes at most ${ID_SPAN} distinct literals`);
    }
    let classes = 1;
    for (const literal of this.literals) {
      for (let i = 0; i < literal.length; i++) {
        const c = literal.charCodeAt(i);
        if (c >= 128 || (c >= 65 && c <= 90)) {
          throw new Error(`LiteralSet takes lower-case ASCII literals, not "${literal}"`);
        }
        if (this.classOf[c] === 0) this.classOf[c] = classes++;
      }
    }
    for (let c = 65; c <= 90; c++) this.classOf[c] = this.classOf[c + 32] as number;
    this.classes = classes;
    this.longest = Math.max(0, ...this.literals.map((l) => l.length));

    // the trie, then failure links breadth first, turned into a full transition table
    const children: Map<number, number>[] = [new Map()];
    const trieEnds: number[][] = [[]];
    this.literals.forEach((literal, id) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const cls = this.classOf[literal.charCodeAt(i)] as number;
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
    this.depth = depth;
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
    this.ends = ends.map((list) => (list.length > 0 ? list : null));
    this.byteNext = this.#byteTable(next, count, classes);
    // entries hold the target's row offset (state × classes): the walk saves a multiply a step
    for (let i = 0; i < next.length; i++) {
      const target = next[i] as number;
      next[i] = this.ends[target] !== null ? ~(target * classes) : target * classes;
    }
    this.next = next;
  }

  /** Builds {@link LiteralAutomaton.byteNext} from the class table `next` (entries are target states here). */
  #byteTable(next: Int32Array, count: number, classes: number): Int16Array | undefined {
    if (count > STATE) return undefined;
    const table = new Int16Array(count * 128);
    for (let s = 0; s < count; s++) {
      for (let c = 0; c < 128; c++) {
        const target = next[s * classes + (this.classOf[c] as number)] as number;
        table[s * 128 + c] = this.ends[target] !== null ? target | HIT : target;
      }
    }
    return table;
  }

  /** Where the running pass lists the ids of the literals it finds (see LiteralHits.ids). */
  idsTo: LiteralHits | undefined;

  /** Adds literal `id` to `found`, and to the pass's list of ids when new; returns it. */
  add(id: number, found: Set<string>): string {
    const literal = this.literals[id] as string;
    const size = found.size;
    found.add(literal);
    const to = this.idsTo;
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
  record(
    ids: readonly number[],
    found: Set<string>,
    hits: LiteralHits | undefined,
    end: number,
    startsBefore: number,
  ): boolean {
    const literals = this.literals;
    for (const id of ids) {
      const literal = this.add(id, found);
      if (hits !== undefined && (startsBefore === 0 || end - literal.length < startsBefore)) {
        const packed = (end << ID_BITS) | id;
        if (hits.occurrences === undefined) hits.occurrences = [packed];
        else hits.occurrences.push(packed);
      }
    }
    return hits === undefined && found.size === literals.length;
  }

  /** {@link record} for automaton state `state`. */
  recordState(
    state: number,
    found: Set<string>,
    hits: LiteralHits | undefined,
    end: number,
    startsBefore: number,
  ): boolean {
    return this.record(this.ends[state] as readonly number[], found, hits, end, startsBefore);
  }

  /** {@link record} for the state of table row `row`. */
  recordRow(
    row: number,
    found: Set<string>,
    hits: LiteralHits | undefined,
    end: number,
    startsBefore: number,
  ): boolean {
    return this.record(
      this.ends[row / this.classes] as readonly number[],
      found,
      hits,
      end,
      startsBefore,
    );
  }
}
