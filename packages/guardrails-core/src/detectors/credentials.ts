import { decodeBase64, isPrintableAscii } from "../text/base64";
import { eachMatch, tailGroupStart } from "../text/context";
import { isPlaceholder } from "../text/placeholders";
import { findAssignments } from "./assignments";
import type { Detector } from "./detector";
import { countNotValue, findProsePasswords, secretLike } from "./password-prose";

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

const BEARER = /\bbearer\s{1,3}([A-Za-z0-9._~+/-]{8,4096}=*)(?![A-Za-z0-9._~+/=-])/gi;

/** A bearer credential rather than prose ("bearer tokens"): has a digit, symbol or inner capital. */
function tokenLike(token: string): boolean {
  return /\d|[._~+/=-]/.test(token) || (/[a-z]/.test(token) && /[A-Z]/.test(token.slice(1)));
}

export const bearerTokenDetector: Detector = {
  type: "bearer_token",
  triggers: ["bearer"],
  find(text, out, { deadline }) {
    eachMatch(BEARER, text, deadline, (m) => {
      const raw = m[1] ?? "";
      const token = raw.replace(/\.+$/, ""); // a sentence's full stop is not part of the token
      if (/^eyJ[^.]*\.[^.]*\./.test(token) && jwtValid(token)) return; // a JWT is reported as jwt
      if (isPlaceholder(token) || !tokenLike(token)) return;
      const start = tailGroupStart(m, raw);
      out.push({ type: "bearer_token", start, end: start + token.length, confidence: 0.9 });
    });
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

export const basicAuthDetector: Detector = {
  type: "basic_auth",
  triggers: ["basic", "-u", "--user", "://"],
  find(text, out, { deadline }) {
    eachMatch(BASIC, text, deadline, (m) => {
      const encoded = m[1] ?? "";
      const decoded = decodeBase64(encoded);
      if (decoded === null || !isPrintableAscii(decoded) || !credentialPair(decoded)) return;
      const start = tailGroupStart(m, encoded);
      out.push({ type: "basic_auth", start, end: start + encoded.length, confidence: 0.95 });
    });
    if (text.includes("curl")) {
      eachMatch(CURL_USER, text, deadline, (m) => {
        const pair = m[2] ?? "";
        const head = text.slice(Math.max(0, m.index - 500), m.index);
        if (!head.slice(head.lastIndexOf("\n") + 1).includes("curl") || !credentialPair(pair))
          return;
        const start = m.index + m[0].lastIndexOf(pair);
        out.push({ type: "basic_auth", start, end: start + pair.length, confidence: 0.9 });
      });
    }
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
      const body = /^(?:[A-Za-z0-9+/=\s]|\\[rn])*/.exec(text.slice(bodyStart, bodyStart + MAX_PEM));
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

const PASSWORD_WORD = /pass(?:word|wd|phrase)?|pwd/gi;
/** Any password word, "pw" included (chat: "the admin pw is …"): one search per text. */
const PASSWORD_GATE = /pass|pwd|(?<![A-Za-z])pw(?![A-Za-z])/i;
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

export const passwordDetector: Detector = {
  type: "password",
  triggers: ["pass", "pwd"],
  searchesTriggers: true,
  find(text, out, { deadline }) {
    // one search decides: a text with no password word pays for nothing more
    if (!PASSWORD_GATE.test(text)) return;
    const found = out.length;
    for (const a of findAssignments(text, PASSWORD_WORD, deadline)) {
      if (!passwordName(a.name)) continue;
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
    findProsePasswords(text, out, out.slice(found), deadline);
  },
};
