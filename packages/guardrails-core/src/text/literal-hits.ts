/**
 * LiteralHits: where the literals of a set occur in one text, as the set's pass recorded them,
 * and how an occurrence packs into one number (ID_BITS).
 */
import { sortNumbers } from "./sort-numbers";

/** What LiteralHits reads of the set that recorded a text (a LiteralSet). */
export interface RecordingSet {
  /** True when every one of `literals` is one of the set's. */
  covers(literals: readonly string[]): boolean;
  /** The literal with id `id`. */
  literalAt(id: number): string;
}

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
  #set: RecordingSet | undefined;

  /** `set` is about to record a text's occurrences here (a fresh LiteralHits per text). */
  recordedBy(set: RecordingSet): void {
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
export const ID_BITS = 12;
export const ID_SPAN = 1 << ID_BITS;

const NO_STARTS: readonly number[] = Object.freeze([]);
