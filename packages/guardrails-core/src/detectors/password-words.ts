/**
 * Where the password detector's words start, found by one search of the text when no trigger
 * pass recorded them (detectPii, whose set makes no pass; a text that is not ASCII). Three
 * whole-text searches (the password-word gate, the rotate/revoke cue, then each keyword
 * pattern) were most of what the password detector cost on a text without those words.
 */

/**
 * Each way a password word or a leak cue can start, case ignored as the detector's patterns
 * ignore it. No occurrence of one of these words can start inside another's ("pass", "pwd",
 * "pw", "rotate" and "revoke" have no inner "p" or "r"), so one global search, resuming past
 * each match, meets every start; "pwd?" takes "pwd" where both start.
 */
const WORD_STARTS = /p(?:ass|wd?)|r(?:otate|evoke)/gi;

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

/** The starts of the password words and whether a leak cue occurs in `text`. */
export function passwordWordStarts(text: string): PasswordWordStarts {
  WORD_STARTS.lastIndex = 0;
  let m = WORD_STARTS.exec(text);
  if (m === null) return NONE;
  const keys: number[] = [];
  const words: number[] = [];
  let leak = false;
  for (; m !== null; m = WORD_STARTS.exec(text)) {
    const length = m[0].length;
    if (length === 6)
      leak = true; // rotate, revoke
    else {
      words.push(m.index);
      if (length !== 2) keys.push(m.index); // pass, pwd; not pw
    }
  }
  return { keys, words, leak };
}
