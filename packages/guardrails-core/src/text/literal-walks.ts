/**
 * The walks of a LiteralAutomaton over a text: over UTF-8 bytes, over ASCII bytes as two or
 * four walks stepped together, and over UTF-16 units for texts too long for the scratch buffer.
 * Each adds what it finds through the automaton's record (literal-automaton.ts).
 */
import { type LiteralAutomaton, STATE } from "./literal-automaton";
import type { LiteralHits } from "./literal-hits";

/**
 * The automaton over UTF-8 bytes: a typed-array read costs half a `charCodeAt`. Every byte of
 * a non-ASCII character but the two whose lower case starts with an ASCII letter (K, İ) is
 * class 0, which leads back to the root from any state however many times it is taken, so
 * one character or four bytes of class 0 end in the same state.
 */
export function walkBytes(
  automaton: LiteralAutomaton,
  bytes: Uint8Array,
  length: number,
  found: Set<string>,
  hits: LiteralHits | undefined,
): void {
  const classOf = automaton.classOf;
  const classes = automaton.classes;
  const next = automaton.next;
  const ends = automaton.ends;
  let state = 0;
  for (let i = 0; i < length; i++) {
    let c = bytes[i] as number;
    if (c >= 128) {
      if (c === 0xe2 && bytes[i + 1] === 0x84 && bytes[i + 2] === 0xaa) {
        c = 107; // K (Kelvin sign, U+212A) lower-cases to "k"
        i += 2;
      } else if (c === 0xc4 && bytes[i + 1] === 0xb0) {
        i += 1;
        if (dottedI(automaton, state, found)) return;
        state = 0;
        continue;
      } else {
        c = 0;
      }
    }
    state = next[state + (classOf[c] as number)] as number;
    if (state < 0) {
      state = ~state;
      if (automaton.record(ends[state / classes] as readonly number[], found, hits, i + 1, 0))
        return;
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
export function walkAsciiPair(
  automaton: LiteralAutomaton,
  bytes: Uint8Array,
  length: number,
  found: Set<string>,
  hits: LiteralHits | undefined,
): void {
  const classOf = automaton.classOf;
  const next = automaton.next;
  const mid = length >> 1;
  const firstEnd = Math.min(length, mid + automaton.longest - 1);
  let a = 0;
  let b = 0;
  let i = 0;
  let j = mid;
  // the steps in a loop of their own, left where a literal ends (see walkAsciiQuad)
  for (; i < firstEnd && j < length; i++, j++) {
    for (; i < firstEnd && j < length; i++, j++) {
      a = next[a + (classOf[bytes[i] as number] as number)] as number;
      b = next[b + (classOf[bytes[j] as number] as number)] as number;
      if ((a | b) < 0) break;
    }
    if (i === firstEnd || j === length) break;
    if (a < 0) {
      a = ~a;
      if (automaton.recordRow(a, found, hits, i + 1, mid)) return;
    }
    if (b < 0) {
      b = ~b;
      if (automaton.recordRow(b, found, hits, j + 1, 0)) return;
    }
  }
  for (; i < firstEnd; i++) {
    a = next[a + (classOf[bytes[i] as number] as number)] as number;
    if (a < 0) {
      a = ~a;
      if (automaton.recordRow(a, found, hits, i + 1, mid)) return;
    }
  }
  for (; j < length; j++) {
    b = next[b + (classOf[bytes[j] as number] as number)] as number;
    if (b < 0) {
      b = ~b;
      if (automaton.recordRow(b, found, hits, j + 1, 0)) return;
    }
  }
}

/**
 * The automaton over ASCII bytes as four walks stepped together, for the same reason as
 * {@link walkAsciiPair}: the text is cut into quarters, each walked from the root at its
 * start to a little past its end (the longest literal, less one byte), so a literal that
 * starts in a quarter ends within its walk; with `hits`, each walk but the last records only
 * the occurrences that start in its own quarter, so none is recorded twice. Four chains of
 * dependent table reads in flight instead of two, each step one read of {@link LiteralAutomaton.byteNext}:
 * the walk was the largest single cost of a chat turn's scan.
 */
export function walkAsciiQuad(
  automaton: LiteralAutomaton,
  bytes: Uint8Array,
  length: number,
  found: Set<string>,
  hits: LiteralHits | undefined,
): void {
  const next = automaton.byteNext as Int16Array;
  const quarter = length >> 2;
  const over = automaton.longest - 1;
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
      if (automaton.recordState(s0, found, hits, i0 + 1, b1)) return;
    }
    if (s1 < 0) {
      s1 &= STATE;
      if (automaton.recordState(s1, found, hits, i1 + 1, b2)) return;
    }
    if (s2 < 0) {
      s2 &= STATE;
      if (automaton.recordState(s2, found, hits, i2 + 1, b3)) return;
    }
    if (s3 < 0) {
      s3 &= STATE;
      if (automaton.recordState(s3, found, hits, i3 + 1, 0)) return;
    }
  }
  if (walkOn(automaton, bytes, s0, i0, e0, found, hits, b1)) return;
  if (walkOn(automaton, bytes, s1, i1, e1, found, hits, b2)) return;
  if (walkOn(automaton, bytes, s2, i2, e2, found, hits, b3)) return;
  walkOn(automaton, bytes, s3, i3, length, found, hits, 0);
}

/**
 * One walk of {@link walkAsciiQuad} on from `state` at `from` to `to`, recording the
 * occurrences that start before `startsBefore` (0: all); true when the pass can stop.
 */
function walkOn(
  automaton: LiteralAutomaton,
  bytes: Uint8Array,
  state: number,
  from: number,
  to: number,
  found: Set<string>,
  hits: LiteralHits | undefined,
  startsBefore: number,
): boolean {
  const next = automaton.byteNext as Int16Array;
  const depth = automaton.depth;
  for (let i = from; i < to; i++) {
    state = next[(state << 7) | (bytes[i] as number)] as number;
    if (state < 0) {
      state &= STATE;
      if (automaton.recordState(state, found, hits, i + 1, startsBefore)) return true;
    }
    // past its quarter, a walk ends once no occurrence still in progress can have started
    // inside the quarter (the state's depth reaches back no further than the cut): the next
    // walk, which starts at the cut, sees every later one
    if (startsBefore !== 0 && (depth[state] as number) <= i + 1 - startsBefore) return false;
  }
  return false;
}

/** The automaton over UTF-16 code units, for texts too long for the scratch buffer. */
export function walkChars(automaton: LiteralAutomaton, text: string, found: Set<string>): void {
  const classOf = automaton.classOf;
  const classes = automaton.classes;
  const next = automaton.next;
  const ends = automaton.ends;
  let state = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 128) {
      if (c === 0x130) {
        if (dottedI(automaton, state, found)) return;
        state = 0;
        continue;
      }
      c = c === 0x212a ? 107 : 0; // K (Kelvin sign) lower-cases to "k"
    }
    state = next[state + (classOf[c] as number)] as number;
    if (state < 0) {
      state = ~state;
      if (automaton.record(ends[state / classes] as readonly number[], found, undefined, 0, 0))
        return;
    }
  }
}

/**
 * "İ" (U+0130) lower-cases to "i" and a combining dot: an "i" that may end a literal, after
 * which no literal goes on, so the walk restarts at the root. True once every literal is found.
 */
function dottedI(automaton: LiteralAutomaton, state: number, found: Set<string>): boolean {
  const next = automaton.next[state + (automaton.classOf[105] as number)] as number;
  if (next >= 0) return false;
  return automaton.record(
    automaton.ends[~next / automaton.classes] as readonly number[],
    found,
    undefined,
    0,
    0,
  );
}
