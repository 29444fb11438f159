import type { WorkBudget } from "../safe-regex/safe-regex";
import { afterMatch, KeywordPattern } from "../text/keyword-pattern";
import { isPlaceholder } from "../text/placeholders";
import type { Match } from "./detector";

/**
 * Passwords given in a sentence, with no `password=` in sight: "my new password is X", "we
 * changed the admin passphrase to X", "someone pasted the password X in #ops, rotate it",
 * "X is the new wifi password". The value must read as a secret, not as the word that
 * usually follows ("incorrect", "the same", "12 characters", a reset link).
 */

/**
 * A password word in prose: password(s), passphrase, passcode, passwd, pwd, pw, and a bare
 * "pass" ("the VPN pass is now X"), which only counts with an "is/was" link (see {@link BARE_PASS}).
 */
export const PROSE_PASSWORD_WORDS = ["pass", "pwd", "pw"];
const WORD = new KeywordPattern(
  /(?<![A-Za-z0-9_])(?:pass(?:words?|phrases?|codes?|wd)?|pwd|pw)(?![A-Za-z0-9_])/.source,
  "i",
  PROSE_PASSWORD_WORDS,
);

/** "pass" that names something else: a boarding pass, a hall pass, a day pass. */
const OTHER_PASS =
  /\b(?:boarding|hall|bus|day|season|ski|guest|visitor|visitors|backstage|press|free|all-access|first|second|third|single|multi|one)\s{1,3}$/i;
/** The only links a bare "pass" takes: "is", "is now", "was", "was changed to". */
const BARE_PASS = /^\s{1,3}(?:is|was)\s/i;

/**
 * After the word: an optional "for/of/on <what>" qualifier, then a link to the value ("is",
 * "was now", "has been changed to", "reset to", "set as", ":", "="), or a bare value when the
 * sentence has an action verb before the word. Bounded: no unbounded repetition.
 */
const AFTER = new RegExp(
  "^(?:'s)?" +
    "(?:" +
    // "for the backup key", "over chat", "for the admin portal"
    String.raw`\s{1,3}(?:for|of|on|over|via|in|through)\s{1,3}(?:(?:the|my|our|your|his|her|their|this|that)\s{1,3})?[\w@.-]{1,40}(?:\s{1,3}(?!(?:is|was|are|were|to|as|into|has|have|had|will|got|now|just|set|changed|reset)\b)[a-z]{2,12})?` +
    // a relative clause: "we agreed on", "I picked", "they gave us"
    String.raw`|\s{1,3}(?:we|i|you|they|he|she|someone|it)\s{1,3}(?!(?:is|was|are|were|to|as)\b)[a-z]{2,12}(?:\s{1,3}(?:on|to|for|with|upon|me|us|him|her|them))?` +
    ")?" +
    String.raw`\s{0,3},?` +
    String.raw`(?:\s{0,3}(?:has|have|had|will|just|got|now|still|currently|temporarily|been|be|then|also|finally|back)){0,4}` +
    "(?:" +
    String.raw`\s{0,3}(?:is|was|are|were|becomes|became)\s{1,3}(?:(?:now|still|currently|just|literally|simply|temporarily|(?:set|changed|reset|updated|rotated|switched)\s{1,3}(?:to|as):?)\s{1,3})?` +
    String.raw`|\s{1,3}(?:(?:set|changed|reset|updated|rotated|switched|moved|defaulted)\s{1,3})?(?:to|as|into):?\s{1,3}` +
    String.raw`|\s{0,3}(?:->|=>|→|:)\s{0,3}|\s{1,3}[-–—]\s{1,3}` +
    String.raw`|(?<verb>\s{1,3})` +
    ")",
  "i",
);

/** Action verbs that make "the password X" (no link word) a disclosure. */
const ACTION =
  /\b(?:set|sets|setting|changed?|changing|reset|resets|updated?|rotated?|shared?|sharing|leaked?|leaking|pasted?|pasting|posted|posting|sent|sending|typed|committed|exposed|gave|give|use|used|using|try|tried|dropped|dm'?d|told|chose|picked|new|temporary|temp|initial|default|old|current|previous|former|actual|real)\b/i;
/** "login is drx with password X": the word right after "with/using/via". */
const WITH_WORD =
  /\b(?:with|using|via)\s{1,3}(?:(?:the|a|an|my|our|your|his|her|their)\s{1,3})?(?:[a-z]{2,12}\s{1,3})?$/i;
/**
 * A later clause that gives the value: "rotated the AUTH password, it's now X", "the password
 * got reset, it's X now". Bounded: the clause before the comma is at most 60 characters.
 */
const LATER_CLAUSE =
  /^[^.!?\n]{0,60}?[,;:—–]\s{0,3}(?:and\s{1,3}|so\s{1,3})?(?:it['’]s|it\s{1,3}(?:is|was))\s{1,3}(?:(?:now|just|currently)\s{1,3})?/i;

/** The value: quoted (straight, curly or back quotes) or one run of non-space characters. */
const VALUE =
  /(?:"([^"\n]{1,128})"|'([^'\n]{1,128})'|`([^`\n]{1,128})`|“([^”\n]{1,128})”|‘([^’\n]{1,128})’|([^\s"'`]{1,128}))/y;

/** Words that follow "password is" without being a password. */
const NOT_A_VALUE =
  /^(?:a|an|the|this|that|it|its|my|your|our|their|his|her|not|no|never|too|very|so|still|now|also|just|same|different|correct|incorrect|invalid|valid|wrong|right|expired|expiring|reset|changed|updated|set|unset|stored|saved|hashed|encrypted|salted|required|optional|missing|empty|blank|weak|strong|long|short|secure|insecure|safe|case-sensitive|e\.g\.?|i\.e\.?|n\/a|null|none|nil|undefined|true|false|at|in|on|for|with|from|by|of|and|or|but|because|being|been|here|there|below|above|following|attached|known|unknown|needed|protected|compromised|leaked|shared|sent|locked|disabled|enabled|ok|okay|fine|good|bad|secret|password|passphrase|passcode|hidden|masked|redacted|generated|random|temporary|one-time|hard-coded|hardcoded|self-service)$/i;

/** Words right after a number that make it a length or a count ("12 characters long"). */
const UNIT =
  /^\s{1,3}(?:characters?|chars?|letters?|digits?|symbols?|days?|hours?|minutes?|weeks?|months?|times|attempts?|tries|long|or\s+more|\+)/i;

/**
 * "correct-horse-battery-staple", "mathematics-regulate-light-266": three or more lower-case
 * words joined by dashes, with an optional number at the end, as password managers make them.
 */
const DASHED_WORDS = /^[a-z]{2,16}(?:-[a-z]{2,16}){2,7}(?:-\d{1,4})?$/;

/**
 * True when a value said in prose reads as a password: a digit, a symbol or an inner capital, a
 * dashed passphrase, or a quoted word; never a word that usually follows "password is".
 */
export function secretLike(value: string, quoted: boolean): boolean {
  if (value.length < 4 || value.length > 128) return false;
  if (NOT_A_VALUE.test(value) || isPlaceholder(value)) return false;
  const space = value.search(/\s/);
  if (space > 0) {
    // a quoted phrase: "the same", "12 characters" are not passphrases
    const first = value.slice(0, space);
    if (NOT_A_VALUE.test(first) || (/^\d+$/.test(first) && UNIT.test(value.slice(space)))) {
      return false;
    }
  }
  if (/:\/\/|^www\.|^\/|@[A-Za-z0-9-]+\.[A-Za-z]{2,}$/.test(value)) return false; // URLs, paths, emails
  if (DASHED_WORDS.test(value)) return true;
  if (/^[a-z]+(?:-[a-z]+)?$/.test(value)) return quoted && value.length >= 6; // a plain word
  if (/^[A-Z]?[a-z]+[.,!?]?$/.test(value)) return quoted && value.length >= 6;
  return /\d|[^A-Za-z0-9]/.test(value) || /[A-Z]/.test(value.slice(1));
}

/** Strict: "the password X" with no link word needs letters with digits or a symbol. */
function strongSecret(value: string): boolean {
  if (DASHED_WORDS.test(value)) return true;
  if (value.length < 6) return false;
  const letters = /[A-Za-z]/.test(value);
  return (letters && /\d/.test(value)) || /[#$!%^&*+=~?@]/.test(value);
}

/** What trimValue takes off, searched here: a regex call on one character costs far more. */
const TRAILING = ".,;:?)]}";

/** Trailing sentence punctuation that is not part of an unquoted value. */
function trimValue(value: string): string {
  let end = value.length;
  while (end > 0 && TRAILING.includes(value[end - 1] as string)) end--;
  return value.slice(0, end);
}

/** The start of the sentence around `at`, at most 120 characters back. */
function sentenceBefore(text: string, at: number): string {
  const head = text.slice(Math.max(0, at - 120), at);
  let cut = head.length;
  while (cut > 0) {
    const c = head[cut - 1] as string;
    // "hunter2! as my password": a stop not followed by a capital may end the value
    // compared, not tested with /[.!?]/: the walk back reads up to 120 characters a call
    const stop = c === "." || c === "!" || c === "?";
    if (c === "\n" || (stop && /^\s+(?:[A-Z]|$)/.test(head.slice(cut, cut + 4)))) break;
    cut--;
  }
  return head.slice(cut);
}

/** "someone pasted X in the channel": a verb then the value, before the password word. */
const LEADING =
  /\b(?:pasted|posted|leaked|shared|committed|dropped|sent|typed|exposed)\s{1,3}(?:(?:the|our|my|his|her|their|a|an)\s{1,3})?(?:"([^"\n]{4,128})"|'([^'\n]{4,128})'|`([^`\n]{4,128})`|([^\s"'`]{4,128}))/gi;
/** "X is the new password": a value, a link, then the word. */
const BEFORE =
  /(?:^|\s)["'`“‘]?([^\s"'`“”‘’]{4,128}?)["'`”’]?\s{1,3}(?:is|was|will\s{1,3}be|becomes|as)\s{1,3}(?:now\s{1,3})?(?:(?:my|the|our|your|his|her|their|a)\s{1,3})?(?:[a-z]{2,12}\s{1,3}){0,2}$/i;

/** True when the number `value` ending at `end` is a length or a count ("12 characters"). */
export function countNotValue(text: string, end: number, value: string): boolean {
  return (
    /^\d{1,3}\+?$/.test(value) && (value.endsWith("+") || UNIT.test(text.slice(end, end + 16)))
  );
}

function pushValue(
  out: Match[],
  start: number,
  value: string,
  confidence: number,
  taken: readonly Match[],
): void {
  const end = start + value.length;
  for (const m of taken) if (m.start < end && start < m.end) return;
  for (const m of out) if (m.start < end && start < m.end) return;
  out.push({ type: "password", start, end, confidence });
}

/** `--password X` on a command line. */
const FLAG_VALUE =
  /\s{1,3}(?:"([^"\n]{1,128})"|'([^'\n]{1,128})'|([^\s"'-][^\s"']{0,127}))(?=\s|$)/y;
/** `<password>X</password>`, `<Password>X</Password>`. */
const ELEMENT_VALUE = />([^<\n]{1,128})<\//y;

/**
 * A command-line flag (`--db-password Hunter2!`, with a space: `=` is an assignment) or an XML
 * element's text; true when the word was one of these, found or not.
 */
function flagOrElement(
  text: string,
  wordStart: number,
  wordEnd: number,
  out: Match[],
  taken: readonly Match[],
): boolean {
  let nameStart = wordStart;
  while (nameStart > 0 && /[\w-]/.test(text[nameStart - 1] as string)) nameStart--;
  if (text.startsWith("--", nameStart) && text[wordEnd] !== "=") {
    FLAG_VALUE.lastIndex = wordEnd;
    const m = FLAG_VALUE.exec(text);
    const value = m?.[1] ?? m?.[2] ?? m?.[3] ?? "";
    if (m && !isPlaceholder(value) && !NOT_A_VALUE.test(value)) {
      const quote = m[3] === undefined ? 1 : 0;
      pushValue(out, wordEnd + m[0].length - value.length - quote, value, 0.85, taken);
    }
    return true;
  }
  if (text[nameStart - 1] === "<" && text[wordEnd] === ">") {
    ELEMENT_VALUE.lastIndex = wordEnd;
    const m = ELEMENT_VALUE.exec(text);
    const value = m?.[1] ?? "";
    if (m && !isPlaceholder(value) && !NOT_A_VALUE.test(value)) {
      pushValue(out, wordEnd + 1, value, 0.9, taken);
    }
    return true;
  }
  return false;
}

/** The value at `at` in `tail` (quoted or not), with its start in `tail`, or undefined. */
function valueAt(
  tail: string,
  at: number,
): { value: string; start: number; quoted: boolean } | undefined {
  VALUE.lastIndex = at;
  const v = VALUE.exec(tail);
  if (!v) return undefined;
  const quotedValue = v[1] ?? v[2] ?? v[3] ?? v[4] ?? v[5];
  const quoted = quotedValue !== undefined;
  const value = quoted ? quotedValue : trimValue(v[6] ?? "");
  return { value, start: v.index + (quoted ? 1 : 0), quoted };
}

/** "rotated the AUTH password, it's now X": a strong value given in a later clause. */
function laterClause(
  tail: string,
  wordEnd: number,
  out: Match[],
  taken: readonly Match[],
): boolean {
  const clause = LATER_CLAUSE.exec(tail);
  if (!clause) return false;
  const v = valueAt(tail, clause[0].length);
  if (!v || !strongSecret(v.value) || !secretLike(v.value, v.quoted)) return false;
  pushValue(out, wordEnd + v.start, v.value, 0.75, taken);
  return true;
}

/** "the VPN pass is now X": a bare "pass" with an "is/was" link and a strong value. */
function barePassAt(
  tail: string,
  wordEnd: number,
  sentence: string,
  out: Match[],
  taken: readonly Match[],
): void {
  if (OTHER_PASS.test(sentence) || !BARE_PASS.test(tail)) return;
  const link = AFTER.exec(tail);
  if (!link || link.groups?.verb !== undefined) return;
  const v = valueAt(tail, link[0].length);
  if (!v || !barePassValue(v.value) || !secretLike(v.value, v.quoted)) return;
  pushValue(out, wordEnd + v.start, v.value, 0.75, taken);
}

/**
 * Stricter than {@link strongSecret}, since "pass" also names tickets and plans: a dashed
 * passphrase, a symbol beside letters, or mixed case with a digit; never a price ("40EUR/mo").
 */
function barePassValue(value: string): boolean {
  if (!strongSecret(value) || /^\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|chf|cad|aud|[$€£])/i.test(value)) {
    return false;
  }
  if (DASHED_WORDS.test(value)) return true;
  const letters = /[A-Za-z]/.test(value);
  return (
    (letters && /[#$!%^&*+=~?@]/.test(value)) ||
    (/[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value))
  );
}

/** The value after one password word ending at `wordEnd`, or the value before it. */
function proseAt(
  text: string,
  wordStart: number,
  wordEnd: number,
  out: Match[],
  taken: readonly Match[],
): void {
  if (flagOrElement(text, wordStart, wordEnd, out, taken)) return;
  const lineEnd = text.indexOf("\n", wordEnd);
  const tail = text.slice(wordEnd, Math.min(wordEnd + 200, lineEnd < 0 ? text.length : lineEnd));
  const sentence = sentenceBefore(text, wordStart);
  const bare = wordEnd - wordStart === 4 && /^pass$/i.test(text.slice(wordStart, wordEnd));
  if (bare) {
    barePassAt(tail, wordEnd, sentence, out, taken);
    return;
  }
  const link = AFTER.exec(tail);
  if (link) {
    const direct = link.groups?.verb !== undefined;
    VALUE.lastIndex = link[0].length;
    const v = VALUE.exec(tail);
    if (v) {
      const quotedValue = v[1] ?? v[2] ?? v[3] ?? v[4] ?? v[5];
      const quoted = quotedValue !== undefined;
      const value = quoted ? quotedValue : trimValue(v[6] ?? "");
      const start = wordEnd + v.index + (quoted ? 1 : 0);
      const unit = !quoted && countNotValue(text, start + value.length, value);
      const ok = direct
        ? (ACTION.test(sentence) || WITH_WORD.test(sentence)) &&
          strongSecret(value) &&
          secretLike(value, quoted)
        : secretLike(value, quoted) && !unit;
      if (ok) {
        pushValue(out, start, value, direct ? 0.75 : 0.8, taken);
        return;
      }
    }
  }
  if (laterClause(tail, wordEnd, out, taken)) return;
  const before = BEFORE.exec(sentence);
  if (before?.[1]) {
    const value = before[1];
    if (strongSecret(value) && secretLike(value, false)) {
      const start = wordStart - sentence.length + before.index + before[0].indexOf(value);
      pushValue(out, start, value, 0.75, taken);
      return;
    }
  }
  LEADING.lastIndex = 0;
  for (let m = LEADING.exec(sentence); m !== null; m = LEADING.exec(sentence)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? m[4] ?? "";
    const value = m[4] !== undefined ? trimValue(raw) : raw;
    if (!strongSecret(value) || !secretLike(value, m[4] === undefined)) continue;
    const start = wordStart - sentence.length + m.index + m[0].lastIndexOf(raw);
    pushValue(out, start, value, 0.75, taken);
  }
}

/**
 * "someone pasted X in the channel, that's the prod one, rotate it": a leak verb, one value, a
 * place, then "rotate it" / "revoke the key" in the same sentence, with no password word at
 * all. Bounded.
 */
const LEAKED =
  /\b(?:pasted|posted|leaked|committed|dropped|exposed)\s{1,3}([^\s"'`]{6,128})\s{1,3}(?:in|into|on|to)\s[^.!?\n]{0,80}?\b(?:rotate|revoke)\s{1,3}(?:it|that|this|them|asap|now|immediately|(?:the|our|my|that)\s{1,3}(?:password|passphrase|passcode|key|secret|credentials?|creds))\b/gi;

/** A token's shape (`ghp_…`, `xoxb-…`, `sk-…`): left to the token detectors. */
const TOKEN_PREFIX = /^[a-z]{2,8}[_-][A-Za-z0-9]/;

/**
 * Adds the values leaked with no password word ("pasted X in #ops, rotate it") to `out`: only
 * values a person picks as a password (see {@link barePassValue}), at most 32 characters unless
 * a dashed passphrase, and never a token's shape.
 */
export function findLeakedPasswords(text: string, out: Match[], taken: readonly Match[]): void {
  LEAKED.lastIndex = 0;
  for (let m = LEAKED.exec(text); m !== null; m = LEAKED.exec(text)) {
    const raw = m[1] ?? "";
    const value = trimValue(raw);
    const dashed = DASHED_WORDS.test(value);
    if (!dashed && (value.length > 32 || TOKEN_PREFIX.test(value))) continue;
    if (!barePassValue(value) || !secretLike(value, false)) continue;
    pushValue(out, m.index + m[0].indexOf(raw), value, 0.7, taken);
  }
}

/**
 * Adds the passwords said in prose to `out`, leaving out any that overlaps `taken` (the
 * assignments already found). `starts`, when known, are where the trigger pass found
 * {@link PROSE_PASSWORD_WORDS}: the word pattern is tried there alone.
 */
export function findProsePasswords(
  text: string,
  out: Match[],
  taken: readonly Match[],
  budget: WorkBudget,
  starts?: readonly number[],
): void {
  let hits = 0;
  const words = WORD.cursor(text, starts);
  for (let m = words.next(0); m !== null; m = words.next(afterMatch(m))) {
    if ((++hits & 15) === 0) budget.check();
    proseAt(text, m.index, m.index + m[0].length, out, taken);
  }
}
