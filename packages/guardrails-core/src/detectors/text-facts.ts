/**
 * What a scan learns about one text and shares between the detector sets run over it
 * (TextFacts), each detector's kept matches by slot, and the run state a set hands its
 * detectors (TextScan).
 */
import type { WorkBudget } from "../safe-regex/safe-regex";
import { LiteralHits } from "../text/literal-hits";
import type { LiteralSet } from "../text/literal-set";
import {
  findNumberRuns,
  firstDigitOf,
  type NumberRun,
  type RunPassWords,
} from "../text/number-runs";
import type { Detector, Match, TriggerScan } from "./detector";

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

export function slotOf(detector: Detector): number {
  let slot = slots.get(detector);
  if (slot === undefined) {
    slot = slots.size;
    slots.set(detector, slot);
  }
  return slot;
}

/** The state of one run; number runs are found on first use, or taken from shared facts. */
export class TextScan implements TriggerScan {
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
