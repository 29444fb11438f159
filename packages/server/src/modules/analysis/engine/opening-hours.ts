import { FLIPS } from "./flip-words";
import { ONE_TO_TWELVE } from "./lexicon";
import { afterNoon } from "./quantity-forms";

/**
 * Opening hours said as the moment of opening or closing: "the bar closes at 11pm" against
 * "the bar is open from 5pm to 11pm", "we open at 9" against "open 9am-5pm". "closes" and
 * "open" are opposite states to contradiction.ts, but a claim that closes at a time names the
 * end of the sentence's opening range, and one that opens at a time its start. Only the right
 * end excuses the flip: "closes at 5pm" against "opens at 5pm", or "closes at 7am" against
 * "open 7am to 9pm", still flips.
 */

/** The FLIPS group of "open" / "closed". */
export const OPEN_CLOSE = FLIPS.findIndex(([left]) => left.includes("opens"));

interface Clock {
  hour: number;
  minutes: number;
  /** "a" or "p"; absent when the time is written without a half of the day. */
  half?: string;
  /** The index after the time's last token. */
  end: number;
}

const JOINED = /^(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?([ap])m$/;
const HOUR = /^(?:1[0-2]|0?[1-9])$/;
const MINUTES = /^[0-5]\d$/;

/** The clock time that starts at `tokens[i]` ("11pm", "9 30 am", "5", "five p m", "six in the morning"), or null. */
function clockAt(tokens: readonly string[], i: number): Clock | null {
  const t = tokens[i];
  if (t === undefined) return null;
  const joined = JOINED.exec(t);
  if (joined)
    return {
      hour: Number(joined[1]),
      minutes: Number(joined[2] ?? 0),
      half: joined[3],
      end: i + 1,
    };
  const hour = HOUR.test(t) ? Number(t) : ONE_TO_TWELVE[t];
  if (hour === undefined) return null;
  let end = i + 1;
  let minutes = 0;
  if (MINUTES.test(tokens[end] ?? "")) minutes = Number(tokens[end++]);
  if (tokens[end] === "o" && tokens[end + 1] === "clock") end += 2;
  const [half, length] = halfAt(tokens, end, hour);
  return { hour, minutes, half, end: end + length };
}

/** The half of the day written at `tokens[i]` and its length in tokens: "pm", "p m", "in the evening". */
function halfAt(tokens: readonly string[], i: number, hour: number): [string | undefined, number] {
  const t = tokens[i];
  if (t === "am" || t === "pm") return [t[0], 1];
  if ((t === "a" || t === "p") && tokens[i + 1] === "m") return [t, 2];
  if (t === "in" && tokens[i + 1] === "the") {
    const part = tokens[i + 2];
    if (part === "morning") return ["a", 3];
    if (part === "afternoon" || part === "evening") return ["p", 3];
  }
  // "eleven at night" is 23:00, "two at night" 2:00, as quantity-forms.ts reads it.
  if (t === "at" && tokens[i + 1] === "night") return [afterNoon(hour, "at night") ? "p" : "a", 2];
  return [undefined, 0];
}

function sameClock(a: Clock, b: Clock): boolean {
  return a.hour === b.hour && a.minutes === b.minutes && (!a.half || !b.half || a.half === b.half);
}

const TO_WORDS = new Set(["to", "until", "till", "til", "through", "thru"]);
const AT_WORDS = new Set(["at", "by", "from"]);

/**
 * Whether `word` in the claim opens or closes at a time the sentence gives as the start
 * (`closing` false) or the end (`closing` true) of a range: "to 11pm", "5pm 11pm" (a dash
 * the tokens drop) for the end; "from 5pm", "5pm to", "5pm 11pm" for the start.
 */
export function namesRangeEnd(
  word: string,
  closing: boolean,
  claim: readonly string[],
  sentence: readonly string[],
): boolean {
  const at = claim.indexOf(word);
  if (at < 0 || !AT_WORDS.has(claim[at + 1] ?? "")) return false;
  const time = clockAt(claim, at + 2);
  if (!time) return false;
  for (let i = 0; i < sentence.length; i++) {
    const c = clockAt(sentence, i);
    if (!c) continue;
    if (sameClock(time, c)) {
      const before = sentence[i - 1] ?? "";
      if (closing ? TO_WORDS.has(before) || endsClockAt(sentence, i) : before === "from")
        return true;
      if (!closing && (TO_WORDS.has(sentence[c.end] ?? "") || clockAt(sentence, c.end)))
        return true;
    }
    i = c.end - 1;
  }
  return false;
}

/** Whether a clock time ends just before `i` ("5pm 11pm": the dash dropped by the tokens). */
function endsClockAt(tokens: readonly string[], i: number): boolean {
  for (let j = Math.max(0, i - 3); j < i; j++) if (clockAt(tokens, j)?.end === i) return true;
  return false;
}
