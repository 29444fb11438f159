import type { Deadline } from "../deadline";
import type { WorkBudget } from "../safe-regex/safe-regex";
import { LiteralHits } from "../text/literal-hits";
import { LiteralSet } from "../text/literal-set";
import {
  findNumberRuns,
  firstDigitOf,
  type NumberRun,
  type RunPassWords,
} from "../text/number-runs";
import { resolveOverlaps } from "../text/spans";

/** A detected span of one type in one text. */
export interface Match {
  type: string;
  start: number;
  end: number;
  confidence: number;
  /** Breaks ties between equal spans: the more specific type wins. */
  priority?: number;
}

/** What the shared trigger pass learned about a text. */
export interface TriggerScan {
  /** Triggers (lower case) that occur in the text, case ignored. */
  found: ReadonlySet<string>;
  /** The scanner's deadline: loops over matches check it. */
  deadline: WorkBudget;
  /**
   * Where `literals` (triggers of the set) start in the text, ascending and distinct, as the
   * trigger pass found them; undefined when it kept no offsets (a non-ASCII text, a set with
   * no pass of its own): the detector then searches the text itself. A detector whose pattern
   * can only match where one of `literals` starts tries it at these offsets alone.
   */
  starts(literals: readonly string[]): readonly number[] | undefined;
  /** The text's number runs (see `findNumberRuns`), found once and shared by the detectors. */
  numberRuns(): readonly NumberRun[];
  /**
   * `detector`'s matches on the text: those another set found on it in the same scan, else
   * found now. For a detector that reports another's matches under other types.
   */
  matchesOf(detector: Detector): readonly Match[];
}

/**
 * One detection rule. A detector runs only when one of its `triggers` (lower-case literals)
 * occurs in the text, or, with `needsDigit`, when the text has a digit; all triggers of a set
 * are found in a single pass (see LiteralSet), so clean text costs one scan, not one per rule.
 * Every pattern used by `find` is linear: literal-anchored or with bounded repetition.
 */
export interface Detector {
  readonly type: string;
  readonly triggers?: readonly string[];
  /**
   * `find` begins by searching for its triggers itself (`indexOf("@")`, a keyword regex): a set
   * whose triggered detectors all do so makes no trigger pass and runs them ungated.
   */
  readonly searchesTriggers?: boolean;
  readonly needsDigit?: boolean;
  /**
   * With `needsDigit`: `find` reads the text's number runs alone (see findNumberRuns), so a text
   * with none (digits, but never four in one run) is left out without a call.
   */
  readonly needsNumberRun?: boolean;
  /**
   * Words `find` searches the whole text for when no trigger pass recorded them: a set that
   * makes no trigger pass finds them in its number-run pass instead, and `find` reads them
   * from there (`RunPassWords.endsIn`) when that pass read the text.
   */
  readonly runPassWords?: RunPassWords;
  find(text: string, out: Match[], scan: TriggerScan): void;
}

/**
 * What the detectors learn about one text, kept for every detector set run over it in one
 * scan (the pii and secrets scanners share five detectors): which trigger literals occur, found
 * in one pass of `literals` (a set with a trigger that is not among them finds its own), the
 * number runs, and each detector's matches. A detector is pure, so its matches on a text are
 * computed once.
 */
export class TextFacts {
  #found: ReadonlySet<string> | undefined;
  readonly #hits = new LiteralHits();
  #runs: NumberRun[] | undefined;
  #firstDigit: number | undefined;
  /** This text's number: which entries of its lane's table are its own (see Lane). */
  readonly #id = ++factsMade;
  readonly #lane: Lane;
  #scan: TextScan | undefined;

  /**
   * `lane` (0-2): which of a scan's texts this is (input, output, tool call), so that the
   * texts of one scan keep their detectors' matches apart.
   */
  constructor(
    readonly text: string,
    readonly literals: LiteralSet,
    lane = 0,
  ) {
    this.#lane = LANES[lane] ?? (LANES[0] as Lane);
  }

  found(): ReadonlySet<string> {
    this.#found ??= this.literals.present(this.text, this.#hits);
    return this.#found;
  }

  /** Where the trigger pass found each literal (call {@link found} first). */
  hits(): LiteralHits {
    return this.#hits;
  }

  /** The text's number runs; `firstDigit` is where its first digit is (see findNumberRuns). */
  numberRuns(firstDigit: number): readonly NumberRun[] {
    this.#runs ??= findNumberRuns(this.text, firstDigit);
    return this.#runs;
  }

  /** Where the text's first digit is, or -1: searched once for every set run on the text. */
  firstDigit(): number {
    this.#firstDigit ??= firstDigitOf(this.text);
    return this.#firstDigit;
  }

  /** The matches of the detector in `slot` on the text when it already ran on it, else undefined. */
  known(slot: number): readonly Match[] | undefined {
    const lane = this.#lane;
    return lane.ranOn[slot] === this.#id ? lane.kept[slot] : undefined;
  }

  /** `detector`'s matches on the text, found on first use. */
  matches(detector: Detector, scan: TriggerScan): readonly Match[] {
    const slot = slotOf(detector);
    return this.known(slot) ?? this.find(detector, slot, scan);
  }

  /**
   * Runs `detector` (in `slot`), which has not run on the text yet, and keeps its matches. It
   * writes into a scratch list, kept only when it found something: most detectors that run on
   * a chat turn find nothing, and a list each was a fifth of a clean turn's allocations.
   */
  find(detector: Detector, slot: number, scan: TriggerScan): readonly Match[] {
    // one scratch list per depth: a detector may ask for another's matches (matchesOf)
    const out = scratch[depth] ?? newScratch();
    depth++;
    try {
      detector.find(this.text, out, scan);
    } catch (error) {
      out.length = 0; // a detector stopped by its deadline may have written some
      throw error;
    } finally {
      depth--;
    }
    if (out.length === 0) {
      this.#keep(slot, NO_MATCHES);
      return NO_MATCHES;
    }
    // emptied only when written to: setting a length is a runtime call
    const kept = out.slice();
    out.length = 0;
    this.#keep(slot, kept);
    return kept;
  }

  #keep(slot: number, matches: readonly Match[]): void {
    const lane = this.#lane;
    lane.kept[slot] = matches;
    lane.ranOn[slot] = this.#id;
  }

  /**
   * The run state of the sets that share this text's trigger pass: one object for all of them,
   * each run giving its own deadline (the found literals, their offsets and the number runs are
   * the text's, whichever set asks).
   */
  sharedScan(deadline: WorkBudget, firstDigit: number): TextScan {
    const scan = this.#scan;
    if (scan === undefined) {
      this.#scan = new TextScan(this.text, this.found(), deadline, this, firstDigit, this.#hits);
      return this.#scan;
    }
    scan.deadline = deadline;
    return scan;
  }
}

/**
 * Each detector's matches on the latest text of a lane to run it, by slot: `kept[slot]` holds
 * them when `ranOn[slot]` is that text's number. One table for all the texts of a lane rather
 * than a list per text, which a scan per chat turn allocated. A text reads an entry as its own
 * only when it bears its number (numbers are never reused), so another text of the lane that
 * ran the detector since only costs a second run, never a wrong answer.
 */
interface Lane {
  readonly kept: (readonly Match[] | undefined)[];
  readonly ranOn: number[];
}
const LANES: readonly Lane[] = [0, 1, 2].map(() => ({ kept: [], ranOn: [] }));
/** TextFacts made so far: the next one's number. */
let factsMade = 0;

/** What a detector that found nothing on a text is kept as: one shared empty list. */
const NO_MATCHES: readonly Match[] = Object.freeze([]);
/** Scratch lists of TextFacts.find, by nesting depth, and the depth now. */
const scratch: Match[][] = [];
let depth = 0;

function newScratch(): Match[] {
  const out: Match[] = [];
  scratch[depth] = out;
  return out;
}

/**
 * A number per distinct detector, given as sets are built: a scan's facts keep each detector's
 * matches at its number, so a set asks by index rather than searching the detectors run so far.
 */
const slots = new Map<Detector, number>();

function slotOf(detector: Detector): number {
  let slot = slots.get(detector);
  if (slot === undefined) {
    slot = slots.size;
    slots.set(detector, slot);
  }
  return slot;
}

/** The state of one run; number runs are found on first use, or taken from shared facts. */
class TextScan implements TriggerScan {
  private runs: readonly NumberRun[] | undefined;

  constructor(
    private readonly text: string,
    readonly found: ReadonlySet<string>,
    /** The running set's deadline (see TextFacts.sharedScan). */
    public deadline: WorkBudget,
    private readonly facts: TextFacts | undefined,
    /** Where the number-run search starts: the text's first digit (0 when it has none). */
    private readonly firstDigit: number,
    private readonly hits: LiteralHits | undefined,
    /** Words to find in the number-run pass (see Detector.runPassWords). */
    private readonly words?: RunPassWords,
  ) {}

  starts(literals: readonly string[]): readonly number[] | undefined {
    return this.hits?.starts(literals);
  }

  numberRuns(): readonly NumberRun[] {
    this.runs ??= this.facts
      ? this.facts.numberRuns(this.firstDigit)
      : findNumberRuns(this.text, this.firstDigit, this.words);
    return this.runs;
  }

  matchesOf(detector: Detector): readonly Match[] {
    if (this.facts) return this.facts.matches(detector, this);
    const out: Match[] = [];
    detector.find(this.text, out, this);
    return out;
  }
}

/**
 * True when one of `triggers` was found (a plain loop: no closure per call). Most texts hold
 * none or a few triggers while a detector may list dozens (provider tokens list ~90), so the
 * smaller side is walked: a few `includes` over the list cost less than a hash look-up each.
 */
export function anyFound(triggers: readonly string[], found: ReadonlySet<string>): boolean {
  const size = found.size;
  if (size === 0) return false;
  if (size * 8 < triggers.length) {
    for (const f of found) if (triggers.includes(f)) return true;
    return false;
  }
  for (const t of triggers) if (found.has(t)) return true;
  return false;
}

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
