import { charClassCount, shannonEntropy } from "../text/entropy";
import { KeywordPattern } from "../text/keyword-pattern";
import { isPlaceholder } from "../text/placeholders";
import { findAssignments, isNameChar, MAX_NAME } from "./assignments";
import type { Detector, TriggerScan } from "./detector";

const NAME_WORDS = ["secret", "token", "key", "credential", "auth", "passw", "pwd"];
const HIT = new KeywordPattern(NAME_WORDS.join("|"), "i", NAME_WORDS);
export const SECRET_WORDS = new Set([
  "secret",
  "secrets",
  "token",
  "tokens",
  "credential",
  "credentials",
  "password",
  "passwd",
  "pwd",
  "apikey",
  "auth",
  "key",
  "privatekey",
  "secretkey",
  "accesskey",
  "authkey",
  "authtoken",
]);
export const NOT_SECRET_WORDS = new Set([
  "public",
  "pub",
  "publishable",
  "id",
  "ids",
  "hash",
  "hashed",
  "sha",
  "sha1",
  "sha256",
  "md5",
  "digest",
  "checksum",
  "commit",
  "etag",
  "fingerprint",
  "url",
  "uri",
  "endpoint",
  "path",
  "file",
  "dir",
  "type",
  "name",
  "length",
  "size",
  "count",
  "expiry",
  "expires",
  "expiration",
  "ttl",
  "version",
  "header",
  "prefix",
  "format",
  "method",
  "field",
  "limit",
  "timeout",
  "enabled",
  "required",
  "label",
  "policy",
  "usage",
  "kind",
  "mode",
  "store",
  // keys and tokens that identify rather than authenticate: cache_key, idempotencyKey, sort_key
  "cache",
  "cachekey",
  "idempotency",
  "dedup",
  "dedupe",
  "lookup",
  "partition",
  "sort",
  "primary",
  "foreign",
  "object",
  "revision",
  "rev",
  "integrity",
  "sri",
  "nonce",
  "page",
  "pagination",
  "cursor",
  "continuation",
  "csrf",
  "xsrf",
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Words that name a hex digest or other identifier, not a credential: "the cache key is …",
 * "SHA-256 hash of the token: …", "commit id …". Searched in the clause before a name.
 */
const NON_SECRET_ID =
  /(?<![A-Za-z0-9])(?:hash(?:ed|es)?|digests?|checksums?|sha-?(?:1|256|384|512)?|md5|crc32|commits?|etags?|fingerprints?|cache|idempotency|revision|integrity|nonce|uuid|guid|lookup|partition|sort)(?![A-Za-z0-9])/i;

/** A qualifier right before a name that makes a token an identifier: page token, csrf_token. */
const NON_SECRET_QUALIFIER =
  /(?<![A-Za-z0-9])(?:page|pagination|continuation|cursor|next|sync|csrf|xsrf|verification|invite|lexer|parser)[ _-]?$/i;

/**
 * True when the clause `before` a secret-like name (its last 40 characters, from the last
 * sentence or field boundary) names a non-secret identifier, or the word right before the name
 * qualifies it as one (`next page token`); a credential rule then reports nothing, since a hex
 * digest under such a name is the text's own identifier.
 */
export function namesNonSecretId(before: string): boolean {
  let from = 0;
  for (let i = before.length - 1; i >= 0; i--) {
    const c = before[i];
    if (
      c === "\n" ||
      c === ";" ||
      c === "!" ||
      c === "?" ||
      c === "," ||
      (c === "." && before[i + 1] === " ")
    ) {
      from = i + 1;
      break;
    }
  }
  return NON_SECRET_QUALIFIER.test(before) || NON_SECRET_ID.test(before.slice(from));
}

/** True for setting names that hold secrets: API_KEY, clientSecret, db.password, authToken. */
export function secretLikeName(name: string): boolean {
  // the words of the name, split at `_`, `.` and `-` and before an upper-case letter that
  // follows a lower-case one or a digit (what inserting "_" there and splitting on /[_.-]+/
  // gives), each lower-cased as it is cut, with no list of them made
  let secret = false;
  let start = 0;
  for (let i = 0; i <= name.length; i++) {
    const c = i < name.length ? name.charCodeAt(i) : 95;
    const separator = c === 95 || c === 46 || c === 45;
    if (!separator && !(c >= 65 && c <= 90 && i > 0 && lowerOrDigit(name.charCodeAt(i - 1)))) {
      continue;
    }
    if (i > start) {
      const word = name.slice(start, i).toLowerCase();
      if (NOT_SECRET_WORDS.has(word)) return false;
      if (!secret) secret = SECRET_WORDS.has(word);
    }
    start = separator ? i + 1 : i;
  }
  return secret;
}

function lowerOrDigit(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

/** A value random enough to be a credential rather than a word, reference or identifier. */
export function highEntropyValue(value: string): boolean {
  if (value.length < 12 || value.length > 256 || /\s/.test(value)) return false;
  if (
    isPlaceholder(value) ||
    UUID.test(value) ||
    value.includes("://") ||
    /^\.{0,2}\//.test(value)
  ) {
    return false;
  }
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|\(|^data:/.test(value)) return false;
  return charClassCount(value) >= 2 && shannonEntropy(value) >= 3;
}

const AUTH = ["auth"];

/**
 * True when the only name words in the text are "auth"s inside longer words ("Prior
 * authorization requested"): no name there can be secret-like, so the rule has nothing to find.
 * A secret-like name holds one of SECRET_WORDS as a whole word (split as secretLikeName splits),
 * and each of those but "auth" itself contains another of NAME_WORDS, which the trigger pass
 * would have found; and an "auth" followed by a lower-case letter is never a whole word, since
 * secretLikeName splits only before an upper-case letter or at `_`, `.` and `-`, unless a name
 * is cut there (a run of name characters as long as MAX_NAME, see wholeRun). Without the
 * trigger pass's offsets (a non-ASCII text) the rule runs.
 */
function onlyAuthInsideWords(text: string, scan: TriggerScan): boolean {
  const found = scan.found;
  // most texts that wake the rule with another name word have no "auth": asked first
  if (!found.has("auth")) return false;
  for (const word of found) if (word !== "auth" && NAME_WORDS.includes(word)) return false;
  const starts = scan.starts(AUTH);
  if (starts === undefined) return false;
  for (const at of starts) {
    const next = text.charCodeAt(at + 4);
    if (!(next >= 97 && next <= 122) || !wholeRun(text, at, at + 4)) return false;
  }
  return true;
}

/**
 * True when the run of name characters around [start, end) is shorter than MAX_NAME, so an
 * assignment's name there is the whole run, never cut right after the hit (where a cut
 * "…_auth|orization" would end the name on the word "auth").
 */
function wholeRun(text: string, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && end - from < MAX_NAME && isNameChar(text.charCodeAt(from - 1))) from--;
  let to = end;
  while (to < text.length && to - from < MAX_NAME && isNameChar(text.charCodeAt(to))) to++;
  return to - from < MAX_NAME;
}

/** High-entropy values assigned to secret-like names (the generic rule of secret scanners). */
export const genericSecretDetector: Detector = {
  type: "generic_secret",
  triggers: NAME_WORDS,
  find(text, out, scan) {
    if (onlyAuthInsideWords(text, scan)) return;
    const names = HIT.cursor(text, scan.starts(NAME_WORDS));
    for (const a of findAssignments(text, names, scan.deadline)) {
      // the value's check first: most values in prose ("the key is lost") are too short for it,
      // which is cheaper to see than the name's words
      if (!highEntropyValue(a.value) || !secretLikeName(a.name)) continue;
      if (namesNonSecretId(text.slice(Math.max(0, a.nameStart - 40), a.nameStart))) continue;
      out.push({ type: "generic_secret", start: a.valueStart, end: a.valueEnd, confidence: 0.75 });
    }
  },
};
