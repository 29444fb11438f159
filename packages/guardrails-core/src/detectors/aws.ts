import { eachMatchOf, KeywordPattern } from "../text/keyword-pattern";
import { isPlaceholder } from "../text/placeholders";
import { findAssignments } from "./assignments";
import { anyFound, type Detector, type Match, type TriggerScan } from "./detector";
import { namesNonSecretId } from "./generic-secret";

/** The access key id prefixes, as the trigger pass finds them (lower case). */
const ID_PREFIXES = ["akia", "asia", "abia", "acca", "a3t"];
const ACCESS_KEY_ID = new KeywordPattern(
  /(?<![A-Za-z0-9])(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])/.source,
  "",
  ID_PREFIXES,
);
const SECRET_WORDS = ["secret"];
const SECRET_WORD = new KeywordPattern("secret", "i", SECRET_WORDS);
/** Names that hold an AWS secret key wherever they occur: aws_secret, SecretAccessKey, secret_key. */
const SECRET_NAME = /aws.?secret|secret.?(?:access.?)?key/i;
/**
 * A secret-key phrase, then its value: "AWS secret access key is …", "secret key: …",
 * "aws_secret=…". Anchored on the literal `secret`; what stands before it is checked per hit.
 */
const SECRET_PHRASE = new KeywordPattern(
  /secret(?:[ _-]?access)?(?:[ _-]?key)?["'`]?\s{0,3}(?:[:=]|=>|->|is|was)?\s{0,3}["'`]?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/
    .source,
  "i",
  SECRET_WORDS,
);
const AWS_BEFORE = /aws[ _-]?$/i;
/** Length of a secret access key. */
const SECRET_LENGTH = 40;

/** A character of a secret access key's alphabet: A-Z, a-z, 0-9, "/" and "+". */
function keyChar(c: number): boolean {
  return (
    (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 47 || c === 43
  );
}

/**
 * Where the first standalone run of exactly 40 key characters (neither it nor the character
 * each side of it another key character or "=") starts at or after `from` and before `to`, or
 * -1: the first match of `/(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g` from
 * `from`, found a run at a time and searched no further than `to` (the regex, finding no match
 * near an id, went on to the end of the text).
 */
export function nextSecretShape(text: string, from: number, to: number): number {
  let i = from;
  while (i < to) {
    if (!keyChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    // `from` may fall inside a run: the character before is then a key character
    const before = i > 0 ? text.charCodeAt(i - 1) : 0;
    let end = i + 1;
    while (end < text.length && keyChar(text.charCodeAt(end))) end++;
    // no character inside a run starts a match, nor a run right after "=", nor one longer than 40
    if (
      !keyChar(before) &&
      before !== 61 &&
      end - i === SECRET_LENGTH &&
      text.charCodeAt(end) !== 61
    ) {
      return i;
    }
    i = end;
  }
  return -1;
}
/** How far from an access key id its secret may stand (`ID / SECRET`, CSV, table, two lines). */
const PAIR_WINDOW = 120;

/**
 * A secret access key rather than a digest or a word run: 40 base64 characters with both
 * letter cases and a digit (a random key lacks one of them about once in a thousand), not hex.
 */
export function awsSecretShaped(value: string): boolean {
  return (
    value.length === 40 &&
    /^[A-Za-z0-9/+]{40}$/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    !isPlaceholder(value)
  );
}

/**
 * Reports a secret access key. A module function rather than a closure per call: no function
 * is made for each text.
 */
function pushSecret(
  out: Match[],
  type: string,
  start: number,
  end: number,
  confidence: number,
): void {
  out.push({ type, start, end, confidence, priority: 2 });
}

/** Access key ids: each reported, and its offset kept in `ids` for the pair rule. */
function findIds(
  text: string,
  out: Match[],
  scan: TriggerScan,
  idType: string,
  ids: number[],
): void {
  eachMatchOf(ACCESS_KEY_ID.cursor(text, scan.starts(ID_PREFIXES)), scan.deadline, (m) => {
    if (isPlaceholder(m[0])) return;
    ids.push(m.index);
    out.push({
      type: idType,
      start: m.index,
      end: m.index + m[0].length,
      confidence: 0.95,
      priority: 2,
    });
  });
}

/**
 * AWS access key IDs, and secret access keys: assigned to or named by a secret-key name, or
 * standing next to an access key id (`AKIA… / wJal…`, `id,secret` rows, a `secret:` after the id).
 */
export function findAwsKeys(
  text: string,
  out: Match[],
  scan: TriggerScan,
  idType: string,
  secretType: string,
): void {
  const { found, deadline } = scan;
  const ids: number[] = [];
  // with the trigger pass's findings, a text whose only trigger is "secret" skips the id search
  if (anyFound(ID_PREFIXES, found)) findIds(text, out, scan, idType, ids);
  // the pair rule: secret-shaped runs within a window around each id. The windows of ids close
  // together overlap (two key pairs in a row): each is searched whole over the text itself, so
  // a run is never cut at a window edge, and a run found twice is reported once.
  const paired = new Set<number>();
  for (const id of ids) {
    const to = Math.min(text.length, id + 20 + PAIR_WINDOW);
    for (
      let start = nextSecretShape(text, Math.max(0, id - PAIR_WINDOW), to);
      start >= 0;
      start = nextSecretShape(text, start + SECRET_LENGTH, to)
    ) {
      if (paired.has(start)) continue;
      const value = text.slice(start, start + SECRET_LENGTH);
      if (!awsSecretShaped(value) || namesNonSecretId(text.slice(Math.max(0, start - 40), start)))
        continue;
      paired.add(start);
      pushSecret(out, secretType, start, start + SECRET_LENGTH, 0.9);
    }
    deadline.check();
  }
  if (!found.has("secret")) return;
  const secretStarts = scan.starts(SECRET_WORDS);
  for (const a of findAssignments(text, SECRET_WORD.cursor(text, secretStarts), deadline)) {
    if (!awsSecretShaped(a.value)) continue;
    if (!SECRET_NAME.test(a.name) && !(/secret/i.test(a.name) && ids.length > 0)) continue;
    pushSecret(out, secretType, a.valueStart, a.valueEnd, 0.95);
  }
  eachMatchOf(SECRET_PHRASE.cursor(text, secretStarts), deadline, (m) => {
    const value = m[1] ?? "";
    if (!awsSecretShaped(value)) return;
    // "secret key" / "secret access key" on its own, or "secret" right after "aws"
    const aws = AWS_BEFORE.exec(text.slice(Math.max(0, m.index - 4), m.index))?.[0] ?? "";
    const nameStart = m.index - aws.length;
    if (nameStart > 0 && /[A-Za-z0-9]/.test(text[nameStart - 1] as string)) return;
    if (aws === "" && !/key/i.test(m[0].slice(6, m[0].length - value.length))) return;
    const start = m.index + m[0].length - value.length;
    pushSecret(out, secretType, start, start + 40, 0.95);
  });
}

export const awsKeyDetector: Detector = {
  type: "aws_key",
  triggers: [...ID_PREFIXES, "secret"],
  find(text, out, scan) {
    findAwsKeys(text, out, scan, "aws_key", "aws_key");
  },
};
