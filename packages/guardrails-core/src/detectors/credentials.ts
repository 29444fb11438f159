import type { WorkBudget } from "../safe-regex/safe-regex";
import { decodeBase64, isPrintableAscii } from "../text/base64";
import { eachMatch, tailGroupStart } from "../text/context";
import { eachMatchOf, KeywordPattern } from "../text/keyword-pattern";
import { isPlaceholder, isPlaceholderBody } from "../text/placeholders";
import { findAssignments } from "./assignments";
import { anyFound, type Detector, type Match } from "./detector";
import { highEntropyValue, namesNonSecretId } from "./generic-secret";
import {
  countNotValue,
  findLeakedPasswords,
  findProsePasswords,
  PROSE_PASSWORD_WORDS,
  secretLike,
} from "./password-prose";
import { PASSWORD_RUN_WORDS, passwordWordStarts } from "./password-words";
import { providerTokenType } from "./provider-tokens";

const JWT =
  /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{4,4096}\.[A-Za-z0-9_-]{2,16384}\.[A-Za-z0-9_-]{0,4096}(?![A-Za-z0-9_-])/g;

/** Three base64url segments whose first decodes to a JSON object header (alg or typ). */
export function jwtValid(token: string): boolean {
  const header = decodeBase64(token.slice(0, token.indexOf(".")));
  if (header === null) return false;
  try {
    const parsed = JSON.parse(header) as unknown;
    return typeof parsed === "object" && parsed !== null && ("alg" in parsed || "typ" in parsed);
  } catch {
    return false;
  }
}

export const jwtDetector: Detector = {
  type: "jwt",
  triggers: ["eyj"],
  find(text, out, { deadline }) {
    eachMatch(JWT, text, deadline, (m) => {
      if (jwtValid(m[0])) {
        out.push({
          type: "jwt",
          start: m.index,
          end: m.index + m[0].length,
          confidence: 0.99,
          priority: 1,
        });
      }
    });
  },
};

const BEARER = new KeywordPattern(
  /\bbearer\s{1,3}([A-Za-z0-9._~+/-]{8,4096}=*)(?![A-Za-z0-9._~+/=-])/.source,
  "i",
  ["bearer"],
);

/** A bearer credential rather than prose ("bearer tokens"): has a digit, symbol or inner capital. */
function tokenLike(token: string): boolean {
  return /\d|[._~+/=-]/.test(token) || (/[a-z]/.test(token) && /[A-Z]/.test(token.slice(1)));
}

/**
 * OAuth access tokens known by their prefix, with or without `Bearer`: Google (`ya29.`),
 * Facebook (`EAA`), Dropbox (`sl.`), Square (`sq0atp-`), Linear (`lin_oauth_`), GitHub OAuth
 * and user-to-server tokens (`gho_`, `ghu_`) and Slack user tokens (`xoxp-`). They are
 * bearer_token in both scanners: what they are is a user's delegated access token, whichever
 * provider issued it; a provider's own keys and personal access tokens (`ghp_`, `xoxb-`) keep
 * their provider type.
 */
interface OauthRule {
  /** Trigger literals (lower case): the rule's regex runs only when one occurs. */
  keywords: string[];
  regex: RegExp;
}
const oauth = (keywords: string[], source: string): OauthRule => ({
  keywords,
  regex: new RegExp(`(?<![A-Za-z0-9_.-])(?:${source})(?![A-Za-z0-9_-])`, "g"),
});
const OAUTH_RULES: readonly OauthRule[] = [
  oauth(["ya29."], "ya29\\.[A-Za-z0-9_-]{30,2048}"),
  oauth(["eaa"], "EAA[A-Za-z0-9]{100,1024}"),
  oauth(["sl."], "sl\\.(?:[A-Za-z]\\.)?[A-Za-z0-9_-]{130,1500}"),
  oauth(["sq0atp-"], "sq0atp-[A-Za-z0-9_-]{22}"),
  oauth(["lin_oauth_"], "lin_oauth_[a-f0-9]{64}"),
  oauth(["gho_", "ghu_"], "gh[ou]_[A-Za-z0-9]{36}"),
  oauth(["xoxp-"], "xoxp-\\d{1,20}-[A-Za-z0-9-]{10,250}"),
];
export const OAUTH_PREFIXES = OAUTH_RULES.flatMap((r) => r.keywords);

function findOauthTokens(
  text: string,
  out: Match[],
  found: ReadonlySet<string>,
  deadline: WorkBudget,
): void {
  for (const r of OAUTH_RULES) {
    if (!anyFound(r.keywords, found)) continue;
    eachMatch(r.regex, text, deadline, (m) => {
      if (isPlaceholderBody(m[0].slice(m[0].search(/[._-]/) + 1))) return;
      const end = m.index + m[0].length;
      out.push({ type: "bearer_token", start: m.index, end, confidence: 0.95, priority: 2 });
    });
  }
}

/**
 * A token that a sentence or key names as an access token: `access token: …`, `"accessToken":
 * "…"`, `my oauth token is …`, `the token …`. The qualifier must be a credential one (a page,
 * CSRF or cursor token is not), and the window must not name a non-secret identifier.
 */
const TOKEN_WORD = new KeywordPattern("token", "i", ["token"]);
/** A credential qualifier right before `token`: access_token, accessToken, OAuth token. */
const TOKEN_QUALIFIER = /(?:access|bearer|auth|oauth|api|session|refresh)[ _-]?$/i;
/**
 * From `token` on: its end, up to five words saying which token ("the token in the
 * Authorization header was …", "API token for the sync job: …"), an operator (required after
 * such words; `(` too: "a new access token (…)"), then the value (sticky, tried per hit).
 */
const NAMED_VALUE =
  /token\b["'`]?((?:\s{1,3}(?!(?:is|was)\b)[A-Za-z][A-Za-z-]{0,19}){0,5}?)\s{0,3}([:=(]|=>|is\b|was\b)?\s{0,3}["'`]?([A-Za-z0-9._~+/-]{16,4096}=*)(?![A-Za-z0-9._~+/=-])/iy;

/**
 * Random segments joined by dots (`jTTK2yjB.NmchG2IfRp…`, an id and a secret): each of 8+
 * characters with an inner capital, and digits inside letter runs at least twice (`u5z`,
 * `Z0j`), so not a dotted code path (`userService2.getAccessToken`), which the entropy check
 * would otherwise take it for.
 */
function randomDotted(token: string): boolean {
  if (!/^[A-Za-z0-9]{8,}(?:\.[A-Za-z0-9_-]{8,})+$/.test(token)) return false;
  if (!token.split(".").every((s) => /[a-z]/.test(s) && /[A-Z]/.test(s.slice(1)))) return false;
  return (token.match(/[A-Za-z]\d+(?=[A-Za-z])/g)?.length ?? 0) >= 2;
}

/**
 * An opaque credential: 32+ hex digits or a random base64url run with letters and digits. A
 * token a provider rule matches whole (`ghp_…`, `SK` + 32 hex, an Azure `…Q~…` secret) is not
 * opaque: its own rule names its type.
 */
function opaqueToken(token: string): boolean {
  if (/^[0-9a-f]{32,}$/i.test(token)) return /[a-f]/i.test(token) && /\d/.test(token);
  if (providerTokenType(token) !== undefined) return false;
  return (
    token.length >= 20 &&
    /\d/.test(token) &&
    /[A-Za-z]/.test(token) &&
    highEntropyValue(randomDotted(token) ? token.replaceAll(".", "-") : token)
  );
}

/** Words after `token` that name something about it other than its value: `token id: …`. */
const NOT_THE_TOKEN =
  /(?<![A-Za-z])(?:ids?|identifier|name|type|prefix|suffix|length|count|format|endpoint|url)(?![A-Za-z])/i;

function findNamedTokens(
  text: string,
  out: Match[],
  deadline: WorkBudget,
  starts: readonly number[] | undefined,
): void {
  // anchored on the literal: a pattern led by the optional qualifier is tried at every position
  eachMatchOf(TOKEN_WORD.cursor(text, starts), deadline, (hit) => {
    const at = hit.index;
    const qualifier = TOKEN_QUALIFIER.exec(text.slice(Math.max(0, at - 8), at))?.[0] ?? "";
    const nameStart = at - qualifier.length;
    if (nameStart > 0 && /[A-Za-z0-9_]/.test(text[nameStart - 1] as string)) return;
    NAMED_VALUE.lastIndex = at;
    const m = NAMED_VALUE.exec(text);
    if (!m) return;
    const words = m[1] ?? "";
    // words between the name and the value must end in an operator and name no identifier
    if (
      words !== "" &&
      (m[2] === undefined || namesNonSecretId(words) || NOT_THE_TOKEN.test(words))
    )
      return;
    const raw = m[3] ?? "";
    const token = raw.replace(/\.+$/, "");
    if (!opaqueToken(token) || (/^eyJ/.test(token) && jwtValid(token))) return;
    if (namesNonSecretId(text.slice(Math.max(0, nameStart - 40), nameStart))) return;
    const start = tailGroupStart(m, raw);
    // the generic rule's generic_secret wins over this in the secrets scanner
    out.push({
      type: "bearer_token",
      start,
      end: start + token.length,
      confidence: 0.85,
      priority: -1,
    });
    return start + token.length;
  });
}

export const bearerTokenDetector: Detector = {
  type: "bearer_token",
  triggers: ["bearer", "token", ...OAUTH_PREFIXES],
  find(text, out, scan) {
    const { found, deadline } = scan;
    if (found.has("bearer")) {
      eachMatchOf(BEARER.cursor(text, scan.starts(BEARER.literals)), deadline, (m) => {
        const raw = m[1] ?? "";
        const token = raw.replace(/\.+$/, ""); // a sentence's full stop is not part of the token
        if (/^eyJ[^.]*\.[^.]*\./.test(token) && jwtValid(token)) return; // a JWT is reported as jwt
        if (isPlaceholder(token) || !tokenLike(token)) return;
        const start = tailGroupStart(m, raw);
        out.push({ type: "bearer_token", start, end: start + token.length, confidence: 0.9 });
      });
    }
    if (anyFound(OAUTH_PREFIXES, found)) findOauthTokens(text, out, found, deadline);
    if (found.has("token")) findNamedTokens(text, out, deadline, scan.starts(TOKEN_WORD.literals));
  },
};

const BASIC = /\bbasic\s{1,3}([A-Za-z0-9+/]{6,1024}={0,2})(?![A-Za-z0-9+/=])/gi;
const CURL_USER =
  /(?:^|\s)(?:-u|--user)(?:\s{1,3}|=)(["']?)([^\s"':]{1,128}:[^\s"']{1,256})\1(?=\s|$)/g;
const URL_USERINFO =
  /\bhttps?:\/\/([^\s/?#@:"'<>]{1,128}):([^\s/?#@"'<>]{1,256})@(?=[A-Za-z0-9[])/gi;

function credentialPair(pair: string): boolean {
  const colon = pair.indexOf(":");
  const password = pair.slice(colon + 1);
  return colon > 0 && password.length > 0 && !isPlaceholder(password) && !isPlaceholder(pair);
}

/** `Authorization: Basic <base64>` headers whose decoded value is a user:password pair. */
function findBasicHeaders(text: string, out: Match[], deadline: WorkBudget): void {
  eachMatch(BASIC, text, deadline, (m) => {
    const encoded = m[1] ?? "";
    const decoded = decodeBase64(encoded);
    if (decoded === null || !isPrintableAscii(decoded) || !credentialPair(decoded)) return;
    const start = tailGroupStart(m, encoded);
    out.push({ type: "basic_auth", start, end: start + encoded.length, confidence: 0.95 });
  });
}

export const basicAuthDetector: Detector = {
  type: "basic_auth",
  triggers: ["basic", "-u", "--user", "://"],
  find(text, out, { found, deadline }) {
    // each rule needs its own trigger ("-u" stands in "follow-up" often, "basic" seldom): a
    // rule whose trigger is absent cannot match, so its pass over the text is skipped
    if (found.has("basic")) findBasicHeaders(text, out, deadline);
    if (found.has("-u") && text.includes("curl")) {
      eachMatch(CURL_USER, text, deadline, (m) => {
        const pair = m[2] ?? "";
        const head = text.slice(Math.max(0, m.index - 500), m.index);
        if (!head.slice(head.lastIndexOf("\n") + 1).includes("curl") || !credentialPair(pair))
          return;
        const start = m.index + m[0].lastIndexOf(pair);
        out.push({ type: "basic_auth", start, end: start + pair.length, confidence: 0.9 });
      });
    }
    if (!found.has("://")) return;
    eachMatch(URL_USERINFO, text, deadline, (m) => {
      const pair = `${m[1]}:${m[2]}`;
      if (!credentialPair(pair)) return;
      const start = m.index + m[0].indexOf("//") + 2;
      out.push({ type: "basic_auth", start, end: start + pair.length, confidence: 0.95 });
    });
  },
};

const PEM_BEGIN = /-----BEGIN ((?:[A-Z0-9]+ ){0,3})PRIVATE KEY( BLOCK)?-----/g;
const MAX_PEM = 16_384;
/**
 * What follows the header of a key cut short: up to four RFC 1421 header lines of an
 * encrypted key (`Proc-Type: 4,ENCRYPTED`, `DEK-Info: AES-128-CBC,…`), then base64 lines.
 */
const TRUNCATED_BODY =
  /^(?:(?:[ \t]|\r?\n|\\[rn]){1,4}[A-Z][A-Za-z-]{1,30}: [^\n\\]{1,200}(?=\r?\n|\\[rn])){0,4}(?:[A-Za-z0-9+/=\s]|\\[rn])*/;

/** Body of a PEM block: base64 lines, headers such as Proc-Type, real or JSON-escaped newlines. */
function pemBodyValid(body: string, needsEnd: boolean): boolean {
  const stripped = body.replace(/\\[rn]/g, "\n").replace(/^[A-Za-z-]+:.*$/gm, "");
  if (!/^[A-Za-z0-9+/=\s]*$/.test(stripped)) return false;
  const base64 = stripped.replace(/\s+/g, "");
  return base64.length >= (needsEnd ? 20 : 64) && !/^(.)\1*$/.test(base64);
}

export const privateKeyDetector: Detector = {
  type: "private_key",
  triggers: ["private key"],
  find(text, out, { deadline }) {
    eachMatch(PEM_BEGIN, text, deadline, (m) => {
      const bodyStart = m.index + m[0].length;
      const footer = `-----END ${m[1] ?? ""}PRIVATE KEY${m[2] ?? ""}-----`;
      // bounded search: many headers without footers must not make this quadratic
      const window = text.slice(bodyStart, bodyStart + MAX_PEM + footer.length);
      const footerAt = window.indexOf(footer) < 0 ? -1 : bodyStart + window.indexOf(footer);
      if (footerAt >= 0) {
        if (!pemBodyValid(text.slice(bodyStart, footerAt), true)) return;
        const end = footerAt + footer.length;
        out.push({ type: "private_key", start: m.index, end, confidence: 0.99, priority: 3 });
        PEM_BEGIN.lastIndex = end;
        return;
      }
      // a truncated key is still a leaked key: report header plus the base64 that follows
      const body = TRUNCATED_BODY.exec(text.slice(bodyStart, bodyStart + MAX_PEM));
      const run = (body?.[0] ?? "").replace(/(?:\s|\\[rn])+$/, "");
      if (!pemBodyValid(run, false)) return;
      out.push({
        type: "private_key",
        start: m.index,
        end: bodyStart + run.length,
        confidence: 0.9,
        priority: 3,
      });
    });
  },
};

const PASSWORD_KEYS = ["pass", "pwd"];
const PASSWORD_WORD = new KeywordPattern("pass(?:word|wd|phrase)?|pwd", "i", PASSWORD_KEYS);
/** A leak with no password word must carry one of these cues (see findLeakedPasswords). */
const LEAK_WORDS = ["rotate", "revoke"];
const PASSWORD_TAIL = /(?:pass|pwd|passwd|password|passphrase)$/i;
/** DB_PASSWORD, PGPASSWORD, dbPassword, user.pass, pwd; not bypass, compass, password_hash. */
function passwordName(name: string): boolean {
  if (!PASSWORD_TAIL.test(name)) return false; // the rules below all need one of these endings
  const n = name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase();
  return /(?:^|[_.-])(?:pass|pwd)$/.test(n) || /(?:password|passwd|passphrase)$/.test(n);
}
const NOT_A_VALUE =
  /^(?:null|none|nil|true|false|undefined|required|optional|string|str|int|empty|n\/a|na|password|passwd|pwd|pass|secret|incorrect|invalid|wrong|expired|reset|changed)$/i;

/** A value that reads as a password rather than a word: a digit, a symbol or an inner capital. */
function passwordLike(value: string): boolean {
  return /\d|[^A-Za-z0-9]/.test(value) || /[A-Z]/.test(value.slice(1));
}

/** A test-run counter other than "pass": "fail=3", "skipped: 9", "errors 0", "total=12". */
const TEST_COUNTER =
  /(?<![A-Za-z])(?:fail(?:ed|ures?|s|ing)?|skip(?:ped|s)?|err(?:or|ors|ored)?|total|xfail(?:ed)?|xpass(?:ed)?|pending|todo|broken|flaky|ignored|tests?)["']?\s{0,2}[:=]?\s{0,2}\d{1,6}(?!\d)|\d{1,6}\s{1,2}(?:fail(?:ed|ures?|s)?|skipped|errors?)\b/i;

/**
 * A `pass` key whose value is a bare count next to fail/skip/error/total counters on its line is
 * a test summary ("pass=149 fail=3 skip=9", "pass=12, fail=0, total=12"), not a password.
 */
function testSummaryCount(text: string, name: string, start: number, end: number): boolean {
  if (!/^pass(?:e[sd]|ing)?$/i.test(name) || !/^\d{1,6}$/.test(text.slice(start, end)))
    return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  let lineEnd = text.indexOf("\n", end);
  if (lineEnd < 0) lineEnd = text.length;
  const before = text.slice(Math.max(lineStart, start - 60), start);
  const after = text.slice(end, Math.min(lineEnd, end + 60));
  return TEST_COUNTER.test(after) || TEST_COUNTER.test(before);
}

export const passwordDetector: Detector = {
  type: "password",
  triggers: ["pass", "pwd", "pw", "rotate", "revoke"],
  searchesTriggers: true,
  runPassWords: PASSWORD_RUN_WORDS,
  find(text, out, scan) {
    const deadline = scan.deadline;
    // where the trigger pass kept offsets, they decide; else one search finds them all
    let words = scan.starts(PROSE_PASSWORD_WORDS);
    let keyStarts = scan.starts(PASSWORD_KEYS);
    const cue = scan.starts(LEAK_WORDS);
    let leak = cue !== undefined && cue.length > 0;
    if (words === undefined || keyStarts === undefined || cue === undefined) {
      const own = passwordWordStarts(text);
      words = own.words;
      keyStarts = own.keys;
      leak = own.leak;
    }
    // a text with no password word pays for nothing more
    if (words.length === 0) {
      if (leak) findLeakedPasswords(text, out, []);
      return;
    }
    const found = out.length;
    const keys = PASSWORD_WORD.cursor(text, keyStarts);
    for (const a of findAssignments(text, keys, deadline)) {
      if (!passwordName(a.name)) continue;
      // "the boarding pass is BA2490X": a bare "pass is/was" is left to the prose rules
      if (a.operator === "is" && /^pass$/i.test(a.name)) continue;
      if (testSummaryCount(text, a.name, a.valueStart, a.valueEnd)) continue;
      const value = a.value;
      if (value.length > 128 || isPlaceholder(value) || NOT_A_VALUE.test(value)) continue;
      if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|\(/.test(value)) continue; // code: args.password, f()
      const lenient = a.quoted || a.operator === "=";
      if (!lenient && !passwordLike(value)) continue;
      if (a.operator !== "=" && !a.quoted) {
        // prose and YAML-style values: not a word, a reset link or "12 characters"
        if (!secretLike(value, false) || countNotValue(text, a.valueEnd, value)) continue;
      }
      out.push({
        type: "password",
        start: a.valueStart,
        end: a.valueEnd,
        confidence: lenient ? 0.9 : 0.8,
      });
    }
    findProsePasswords(text, out, out.slice(found), deadline, words);
    if (leak) findLeakedPasswords(text, out, out.slice(found));
  },
};
