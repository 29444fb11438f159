import type { WorkBudget } from "../safe-regex/safe-regex";
import { eachMatchOf, KeywordPattern } from "../text/keyword-pattern";
import { isPlaceholder } from "../text/placeholders";
import { findUris } from "../text/uris";
import type { Detector, Match } from "./detector";

const QUERY_PASSWORD = /[?&;](?:password|pwd|pass)=([^&\s#;]+)/i;

/** Password of a URI's userinfo or query, or null when it carries no real credential. */
function uriPassword(rest: string): string | null {
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd < 0 ? rest : rest.slice(0, authorityEnd);
  const at = authority.lastIndexOf("@");
  if (at > 0) {
    const userinfo = authority.slice(0, at);
    const colon = userinfo.indexOf(":");
    if (colon >= 0) return userinfo.slice(colon + 1);
  }
  return QUERY_PASSWORD.exec(rest)?.[1] ?? null;
}

function uriMatches(text: string, out: Match[], deadline: WorkBudget): void {
  findUris(text, deadline, (m) => {
    const scheme = m.scheme.toLowerCase();
    if (scheme === "http" || scheme === "https") return; // userinfo there is basic_auth
    const rest = m.rest.replace(/[.,;:!?)\]}]+$/, "");
    const password = uriPassword(rest);
    if (!password || isPlaceholder(password) || isPlaceholder(decodeURIComponentSafe(password)))
      return;
    const end = m.index + m.length - (m.rest.length - rest.length);
    out.push({ type: "connection_string", start: m.index, end, confidence: 0.95, priority: 2 });
  });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const ADO_KEYS = ["password", "pwd", "accountkey", "sharedaccess"];
const ADO_CREDENTIAL = new KeywordPattern(
  /\b(?:password|pwd|accountkey|sharedaccesskey|sharedaccesssignature)\s?=/.source,
  "i",
  ADO_KEYS,
);
const SCHEME = ["://"];
/** A key of up to four words ("Persist Security Info", "User ID") and its value. */
const PAIR_TAIL = /([A-Za-z][A-Za-z0-9_.]{0,40}(?: [A-Za-z][A-Za-z0-9_.]{0,40}){0,3}) ?= ?[^;]*$/;
const PAIR_HEAD = /^ ?[A-Za-z][A-Za-z0-9 _.]{0,40}= ?/;
/** A key whose value starts with another `Key=value` (not base64 padding `==`). */
const OUTER_KEY = /^[A-Za-z][A-Za-z0-9_.]{0,40} ?= ?(?=[A-Za-z][A-Za-z0-9 _.]{0,40}=[^=;\s])/;
/** Most key=value pairs followed either way from the credential key. */
const MAX_PAIRS = 64;

const VALUE_RUN = /[^;\n\r"'`<>]{0,400}/y;

/** End of the value starting at `from`; a value not closed by ";" stops at whitespace. */
function valueEnd(text: string, from: number): number {
  VALUE_RUN.lastIndex = from;
  const p = from + (VALUE_RUN.exec(text)?.[0].length ?? 0);
  if (text[p] === ";") return p;
  const space = text.slice(from, p).search(/\s/);
  return space < 0 ? p : from + space;
}

const SEGMENT_BREAKS = new Set([";", "\n", '"', "'", "`", "("]);

/**
 * ADO.NET / Azure `Key=Value;Key=Value` string around a credential key at `hit`. Walks at
 * most 64 pairs either way and never left of `floor` (the end of the previous string), so
 * each character is examined a bounded number of times.
 */
function adoAt(text: string, hit: number, floor: number): [number, number, string] | null {
  let pairs = 1;
  let start = hit;
  for (let guard = 0; guard < MAX_PAIRS; guard++) {
    let p = start - 1;
    while (p >= floor && text[p] === " ") p--;
    if (p < floor || text[p] !== ";") break;
    let segStart = p;
    while (
      segStart > floor &&
      p - segStart < 300 &&
      !SEGMENT_BREAKS.has(text[segStart - 1] as string)
    ) {
      segStart--;
    }
    const m = PAIR_TAIL.exec(text.slice(segStart, p));
    if (!m) break;
    const words = (m[1] ?? "").split(" ");
    let keyAt = segStart + m.index;
    // prose before a key ("use Password=…") is not part of it: drop leading lower-case words
    for (let w = 0; w < words.length - 1 && !/^[A-Z]/.test(words[w] ?? ""); w++) {
      keyAt += (words[w] ?? "").length + 1;
    }
    start = keyAt;
    pairs++;
    if (keyAt > segStart + 1) break;
  }
  const eq = text.indexOf("=", hit);
  const credEnd = valueEnd(text, eq + 1);
  const credential = text.slice(eq + 1, credEnd).trim();
  let end = credEnd;
  for (let guard = 0; guard < MAX_PAIRS && text[end] === ";"; guard++) {
    const head = PAIR_HEAD.exec(text.slice(end + 1, end + 50));
    if (!head) break;
    const next = valueEnd(text, end + 1 + head[0].length);
    if (next === end + 1 + head[0].length) break;
    end = next;
    pairs++;
  }
  while (end > start && text[end - 1] === " ") end--;
  // a key whose value is the string itself (`dsn=Server=…`, `DATABASE_URL=Server=…`) names it:
  // the string starts at its first own key
  const outer = OUTER_KEY.exec(text.slice(start, Math.min(end, start + 100)));
  if (outer && start + outer[0].length < hit) start += outer[0].length;
  return pairs >= 2 ? [start, end, credential] : null;
}

export const connectionStringDetector: Detector = {
  type: "connection_string",
  triggers: ["://", "password", "pwd", "accountkey", "sharedaccess"],
  find(text, out, scan) {
    const deadline = scan.deadline;
    const schemes = scan.starts(SCHEME);
    if (schemes === undefined ? text.includes("://") : schemes.length > 0)
      uriMatches(text, out, deadline);
    let floor = 0;
    eachMatchOf(ADO_CREDENTIAL.cursor(text, scan.starts(ADO_KEYS)), deadline, (m) => {
      if (m.index < floor) return;
      const found = adoAt(text, m.index, floor);
      if (!found) return;
      floor = found[1];
      if (isPlaceholder(found[2]) || /^\{[^}]*\}$/.test(found[2])) return;
      out.push({
        type: "connection_string",
        start: found[0],
        end: found[1],
        confidence: 0.9,
        priority: 2,
      });
    });
  },
};
