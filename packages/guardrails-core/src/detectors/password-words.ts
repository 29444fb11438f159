/**
 * Where the password detector's words start, when no trigger pass recorded them (detectPii,
 * whose set makes no pass; a text that is not ASCII): read from the set's number-run pass
 * when it read the text, else found by one search. Three whole-text searches (the
 * password-word gate, the rotate/revoke cue, then each keyword pattern) were most of what the
 * password detector cost on a text without those words.
 */
import { RunPassWords } from "../text/number-runs";

/**
 * Each way a password word or a leak cue can start, case ignored as the detector's patterns
 * ignore it. No occurrence of one of these words can start inside another's ("pass", "pwd",
 * "pw", "rotate" and "revoke" have no inner "p" or "r"), so one global search, resuming past
 * each match, meets every start; "pwd?" takes "pwd" where both start. Each word ends with its
 * own letter (s, d, w, e), which tells them apart by where a match ends.
 */
const WORDS = "p(?:ass|wd?)|r(?:otate|evoke)";
const WORD_ENDS = new RegExp(WORDS, "gi");

/** The words, for the number-run pass of a set that makes no trigger pass. */
export const PASSWORD_RUN_WORDS = new RunPassWords(WORDS);

/** The offsets the trigger pass would have recorded for the password detector. */
export interface PasswordWordStarts {
  /** Starts of "pass" and "pwd" (the assignment keys), ascending. */
  readonly keys: readonly number[];
  /** Starts of "pass", "pwd" and "pw" (the prose words), ascending. */
  readonly words: readonly number[];
  /** "rotate" or "revoke" occurs. */
  readonly leak: boolean;
}

/** What most texts hold: none of the words, one shared answer. */
const NONE: PasswordWordStarts = Object.freeze({
  keys: Object.freeze([]),
  words: Object.freeze([]),
  leak: false,
});

/** Where each match of WORDS ends in `text`, in order. */
function wordEnds(text: string): readonly number[] {
  const ends: number[] = [];
  WORD_ENDS.lastIndex = 0;
  while (WORD_ENDS.test(text)) ends.push(WORD_ENDS.lastIndex);
  return ends;
}

/** The starts of the password words and whether a leak cue occurs in `text`. */
export function passwordWordStarts(text: string): PasswordWordStarts {
  const ends = PASSWORD_RUN_WORDS.endsIn(text) ?? wordEnds(text);
  if (ends.length === 0) return NONE;
  const keys: number[] = [];
  const words: number[] = [];
  let leak = false;
  for (let i = 0; i < ends.length; i++) {
    const end = ends[i] as number;
    const last = text.charCodeAt(end - 1) | 0x20; // lower case
    if (last === 101) {
      leak = true; // rotate, revoke
      continue;
    }
    // pass, pwd, pw
    const start = end - (last === 115 ? 4 : last === 100 ? 3 : 2);
    words.push(start);
    if (last !== 119) keys.push(start);
  }
  return { keys, words, leak };
}
