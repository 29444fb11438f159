/**
 * DetectorSet: detectors compiled for repeated use, run over a text behind one trigger pass
 * (their own, or the one a scan's TextFacts share), with the deadline checked between them.
 */
import type { Deadline } from "../deadline";
import { LiteralHits } from "../text/literal-hits";
import { LiteralSet } from "../text/literal-set";
import { firstDigitOf, type RunPassWords } from "../text/number-runs";
import { resolveOverlaps } from "../text/spans";
import { anyFound, type Detector, type Match } from "./detector";
import { slotOf, type TextFacts, TextScan } from "./text-facts";

/**
 * Texts up to this many UTF-16 units are not checked against the deadline between detectors:
 * every detector is linear with bounded repetition, so all of them together finish a text this
 * short in well under a millisecond, while a clock reading per detector (about 60 ns, 24 of
 * them a scan) was a fifth of a chat turn's cost. The scanner's closing clock reading (see
 * runOne in scan.ts) still reports a scan that ran late as timed out, and loops over matches
 * keep their own checks.
 */
export const CHECK_EACH_DETECTOR_FROM = 2048;
/** What a set that makes no trigger pass has found: nothing, and it is not asked. */
const NOTHING_FOUND: ReadonlySet<string> = new Set();

/** Detectors compiled for repeated use: all their triggers are found in one pass. */
export class DetectorSet {
  readonly #literals: readonly string[];
  readonly #triggers: LiteralSet;
  /** The set makes no trigger pass of its own (see {@link Detector.searchesTriggers}). */
  readonly #searchless: boolean;
  /** A detector of the set needs a digit: the set looks for the first. */
  readonly #needsDigit: boolean;
  /**
   * The shared literal set last checked to hold all of this set's triggers, and the answer: a
   * scan's texts all share one (ALL_TRIGGERS), so a field is asked, not a WeakMap per run.
   */
  #coveredBy: LiteralSet | undefined;
  #covered = false;
  /**
   * Each trigger literal and the detectors it wakes, one bit per detector by index, so a run
   * reads each found literal once instead of each detector's triggers; undefined for a set of
   * more detectors than bits, which gates with anyFound.
   */
  readonly #wakes: Map<string, number> | undefined;
  /**
   * {@link #wakes} by literal id in the shared set last checked ({@link #coveredBy}), for a set
   * that can share its pass: the found literals' ids index it, with no hashing.
   */
  #wakesById: Int32Array | undefined;

  /** Each detector's slot (see slotOf), by index. */
  readonly #slots: readonly number[];
  /** Words a detector of a searchless set has found in the number-run pass (the first's). */
  readonly #runPassWords: RunPassWords | undefined;
  /** Bits (by index, for sets of up to 31) of the detectors with no triggers, of those that
   * need a digit, and of all. */
  #untriggered = 0;
  #digitBits = 0;
  #runBits = 0;
  readonly #all: number;

  constructor(readonly detectors: readonly Detector[]) {
    // when every detector with triggers searches for them itself, a pass would only repeat that
    this.#searchless = detectors.every((d) => !d.triggers || d.searchesTriggers);
    this.#literals = this.#searchless ? [] : detectors.flatMap((d) => d.triggers ?? []);
    this.#triggers = new LiteralSet(this.#literals);
    this.#needsDigit = detectors.some((d) => d.needsDigit);
    this.#slots = detectors.map(slotOf);
    // with a trigger pass (of its own or shared) the offsets are recorded there
    this.#runPassWords = this.#searchless
      ? detectors.find((d) => d.runPassWords)?.runPassWords
      : undefined;
    detectors.forEach((d, i) => {
      if (!d.triggers) this.#untriggered |= 1 << i;
      if (d.needsDigit) this.#digitBits |= 1 << i;
      if (d.needsNumberRun) this.#runBits |= 1 << i;
    });
    this.#all = detectors.length >= 31 ? 0x7fffffff : (1 << detectors.length) - 1;
    if (detectors.length <= 31) {
      const wakes = new Map<string, number>();
      detectors.forEach((d, i) => {
        for (const t of d.triggers ?? []) wakes.set(t, (wakes.get(t) ?? 0) | (1 << i));
      });
      this.#wakes = wakes;
    }
  }

  /** Bits of the detectors woken by a literal in `found` (see #wakes), or -1 without them. */
  #awake(found: ReadonlySet<string>): number {
    const wakes = this.#wakes;
    if (wakes === undefined) return -1;
    let bits = 0;
    for (const literal of found) bits |= wakes.get(literal) ?? 0;
    return bits;
  }

  /** Bits of the detectors woken by the literals of `hits.ids` (see #wakesById). */
  #awakeById(hits: LiteralHits): number {
    const ids = hits.ids;
    const wakes = this.#wakesById;
    if (ids === undefined || wakes === undefined) return 0;
    let bits = 0;
    for (let i = 0; i < ids.length; i++) bits |= wakes[ids[i] as number] as number;
    return bits;
  }

  /** True when the shared trigger pass of `facts` can stand in for this set's own. */
  #canShare(facts: TextFacts): boolean {
    if (this.#triggers.searchesEach()) return false;
    if (this.#coveredBy !== facts.literals) {
      const literals = facts.literals;
      this.#covered = literals.hasAll(this.#literals);
      this.#coveredBy = literals;
      const wakes = this.#wakes;
      if (wakes !== undefined) {
        this.#wakesById = new Int32Array(literals.size);
        for (let id = 0; id < literals.size; id++) {
          this.#wakesById[id] = wakes.get(literals.literalAt(id)) ?? 0;
        }
      }
    }
    return this.#covered;
  }

  /**
   * Adds the matches of detector `i` to `out`: those another set found on the text when it
   * ran there (true: no work was done, so there is none to check), else found now (false).
   */
  #runAt(
    i: number,
    text: string,
    out: Match[],
    scan: TextScan,
    facts: TextFacts | undefined,
  ): boolean {
    const d = this.detectors[i] as Detector;
    if (facts === undefined) {
      d.find(text, out, scan);
      return true;
    }
    const slot = this.#slots[i] as number;
    const known = facts.known(slot);
    // found by another set on this text and checked then: no work to check now
    const matches = known ?? facts.find(d, slot, scan);
    // by index: a for-of over the shared frozen empty list went through the iterator's slow path
    for (let k = 0; k < matches.length; k++) out.push(matches[k] as Match);
    return known === undefined;
  }

  /**
   * Runs the detectors over `text`, checking the deadline between them; non-overlapping
   * matches. With `facts` (of the same text), the trigger pass, number runs and each
   * detector's matches are shared with the other sets run on it; a set of a few literals still
   * finds its own, which costs less than the shared pass.
   */
  run(text: string, deadline: Deadline, facts?: TextFacts): Match[] {
    const shared = facts !== undefined && this.#canShare(facts);
    const gated = shared || !this.#searchless;
    let hits: LiteralHits | undefined;
    let found = NOTHING_FOUND;
    if (shared) {
      found = facts.found();
      hits = facts.hits();
    } else if (gated) {
      hits = new LiteralHits();
      found = this.#triggers.present(text, hits);
    }
    const firstDigit = !this.#needsDigit ? -1 : facts ? facts.firstDigit() : firstDigitOf(text);
    const checkEach = text.length >= CHECK_EACH_DETECTOR_FROM;
    const scan = shared
      ? facts.sharedScan(deadline, Math.max(firstDigit, 0))
      : new TextScan(
          text,
          found,
          deadline,
          facts,
          Math.max(firstDigit, 0),
          hits,
          gated ? undefined : this.#runPassWords,
        );
    const out: Match[] = [];
    let ran = false;
    if (this.#wakes !== undefined) {
      // the detectors to run as bits: those woken (or all, ungated) and those with no
      // triggers, less those that need a digit in a text without one; taken lowest first,
      // so only they are visited, in the set's order
      let bits = !gated
        ? this.#all
        : (shared ? this.#awakeById(hits as LiteralHits) : this.#awake(found)) | this.#untriggered;
      if (firstDigit < 0) bits &= ~this.#digitBits;
      // the runs are found once a text and shared: the first of these detectors would find them
      else if ((bits & this.#runBits) !== 0 && scan.numberRuns().length === 0)
        bits &= ~this.#runBits;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        if (this.#runAt(31 - Math.clz32(low), text, out, scan, facts)) {
          if (checkEach) deadline.check();
          ran = true;
        }
      }
    } else {
      const detectors = this.detectors;
      for (let i = 0; i < detectors.length; i++) {
        const d = detectors[i] as Detector;
        if (d.triggers && gated && !anyFound(d.triggers, found)) continue;
        if (d.needsDigit && firstDigit < 0) continue;
        if (d.needsNumberRun && scan.numberRuns().length === 0) continue;
        if (this.#runAt(i, text, out, scan, facts)) {
          if (checkEach) deadline.check();
          ran = true;
        }
      }
    }
    // a long text was checked after each detector that ran; a short one once, here, unless it
    // runs in a scan (`facts`): the scan's runner reads the clock as the scanner ends and
    // reports one that ran late as timed out, so a reading here would only repeat that one
    if (checkEach ? !ran : facts === undefined) deadline.check();
    return resolveOverlaps(out);
  }
}
