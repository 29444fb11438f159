import type { WorkBudget } from "../safe-regex/safe-regex";
import { isDigit, isLetter, isWordChar } from "../text/chars";
import { dottedQuadRun, runMatches } from "../text/number-runs";
import type { Detector, Match, TriggerScan } from "./detector";

export const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)/g;

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/** Dotted quad with four octets 0-255. */
export function ipv4Valid(text: string): boolean {
  let parts = 1;
  let digits = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) {
      if (digits === 0 || ++parts > 4) return false;
      digits = 0;
      value = 0;
    } else if (c >= 48 && c <= 57 && digits < 3) {
      digits++;
      value = value * 10 + c - 48;
      if (value > 255) return false;
    } else {
      return false;
    }
  }
  return parts === 4 && digits > 0;
}

/** Full or compressed IPv6 (at most one "::"), optionally with an embedded IPv4 tail. */
export function ipv6Valid(text: string): boolean {
  let s = text;
  if (s.includes(".")) {
    const lastColon = s.lastIndexOf(":");
    if (!ipv4Valid(s.slice(lastColon + 1))) return false;
    s = `${s.slice(0, lastColon + 1)}0:0`;
  }
  if (s.includes(":::")) return false;
  const compressed = s.indexOf("::");
  if (compressed !== s.lastIndexOf("::")) return false;
  if (compressed < 0) return hexGroups(s, 0, s.length) === 8;
  const left = hexGroups(s, 0, compressed);
  const right = hexGroups(s, compressed + 2, s.length);
  return left >= 0 && right >= 0 && left + right <= 7;
}

/** Groups of 1-4 hex digits that s[from, to) is, colon-separated (0 when empty), or -1. */
function hexGroups(s: string, from: number, to: number): number {
  if (from === to) return 0;
  let groups = 1;
  let length = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 58) {
      if (length === 0) return -1;
      groups++;
      length = 0;
    } else if (!isHex(c) || ++length > 4) {
      return -1;
    }
  }
  return length === 0 ? -1 : groups;
}

const TRAILING_DOTS = /\.+$/;
const DIGIT = /\d/;

/** Words that name the number after them as a version: "firmware 6.3.12.112", "v 10.2.0.1". */
const VERSION_WORDS = new Set([
  "version",
  "versions",
  "ver",
  "vers",
  "v",
  "firmware",
  "fw",
  "build",
  "assembly",
  "release",
  "revision",
  "rev",
  "patch",
  "hotfix",
  "sdk",
  "bios",
  "kernel",
  "driver",
]);

/**
 * Words that number a part of a document or a procedure right before a dotted number ("Section
 * 4.1.1.9", "step 2.3.1.4", "clause 10.2.0.1"): outline numbers, not addresses. Only the word
 * right before the number counts ("the section on 10.0.0.1" still names an address).
 */
const OUTLINE_WORDS = new Set([
  "section",
  "sections",
  "sec",
  "subsection",
  "chapter",
  "ch",
  "clause",
  "article",
  "paragraph",
  "para",
  "step",
  "steps",
  "figure",
  "fig",
  "appendix",
  "annex",
  "heading",
  "requirement",
]);

/** Words that name the number after them as a network address, even next to a version word. */
const ADDRESS_WORDS = new Set([
  "ip",
  "ips",
  "ipv4",
  "host",
  "hosts",
  "hostname",
  "server",
  "servers",
  "srv",
  "addr",
  "address",
  "from",
  "ping",
  "node",
  "machine",
  "vm",
  "box",
  "agent",
  "runner",
  "worker",
  "gateway",
  "gw",
  "router",
  "proxy",
  "dns",
  "peer",
  "client",
  "remote",
  "endpoint",
  "subnet",
  "src",
  "dst",
  "source",
  "destination",
  "connect",
  "connected",
  "connecting",
  "listen",
  "listening",
  "bind",
  "ssh",
  "forwarded",
]);

/** Clause breaks: a version word does not name a number past ";", "!", "?", "," or a line end. */
function isClauseBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 59 || c === 33 || c === 63 || c === 44;
}

/**
 * True when a dotted quad at [start, end) is named as a version: one of the four nearest words
 * before it in its clause (40 chars at most) is a version word (`assembly version`, `firmware
 * was updated to`, `app_version=`, `sdkVersion: `), with no address word nearer and no other
 * number between. A quad with a port or a prefix length, or inside a URL, is an address.
 */
function namedAsVersion(text: string, start: number, end: number): boolean {
  const next = text.charCodeAt(end);
  if ((next === 58 || next === 47) && isDigit(text.charCodeAt(end + 1))) return false; // :port /24
  const floor = Math.max(0, start - 40);
  let words = 0;
  let sentenceEnd = false;
  let i = start;
  while (i > floor && words < 4) {
    const c = text.charCodeAt(i - 1);
    if (isClauseBreak(c) || isDigit(c)) return false;
    if (c === 0xa7 && words === 0) return true; // "§ 4.1.1.9": a section sign numbers a clause
    // ". " ends a sentence, unless it ends an abbreviation right before the quad ("ver. ")
    if (c === 46 && i < start && text.charCodeAt(i) === 32) {
      if (words > 0) return false;
      sentenceEnd = true;
    }
    if (c === 47 && text.charCodeAt(i - 2) === 47) return false; // "://"
    if (!isLetter(c)) {
      i--;
      continue;
    }
    // a word, split at camelCase humps: "sdkVersion" is "sdk" "Version"
    let from = i - 1;
    while (
      from > floor &&
      isLetter(text.charCodeAt(from - 1)) &&
      !(isUpper(text.charCodeAt(from)) && !isUpper(text.charCodeAt(from - 1)))
    ) {
      from--;
    }
    if (partOfCompound(text, from, i)) {
      // a piece of a host name, an email or an identifier ("a-v.com"), not a word of the clause
      words++;
      i = from;
      continue;
    }
    const word = text.slice(from, i).toLowerCase();
    if (words === 0 && OUTLINE_WORDS.has(word)) return true;
    if (sentenceEnd) return word.length <= 4 && VERSION_WORDS.has(word);
    if (ADDRESS_WORDS.has(word)) return false;
    if (VERSION_WORDS.has(word)) return true;
    words++;
    i = from;
  }
  return false;
}

/** ".", "@" or "-" that joins two alphanumerics. */
function joins(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c !== 46 && c !== 64 && c !== 45) return false;
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at + 1);
  return (isLetter(before) || isDigit(before)) && (isLetter(after) || isDigit(after));
}

/**
 * Whether the letters at [from, to) are part of a longer token: glued to a digit ("…000v"), in
 * a run of letters and digits or "_" that holds a digit anywhere (a token's last camelCase hump,
 * "ghp_…0AaaV", is no word), or joined to more by ".", "@" or "-" ("a-v.com").
 */
function partOfCompound(text: string, from: number, to: number): boolean {
  return (
    isDigit(text.charCodeAt(from - 1)) ||
    inDigitRun(text, from) ||
    joins(text, from - 1) ||
    joins(text, to)
  );
}

/** Whether the run of letters, digits and "_" that ends at `from` holds a digit. */
function inDigitRun(text: string, from: number): boolean {
  for (let k = from - 1; k >= 0; k--) {
    const c = text.charCodeAt(k);
    if (isDigit(c)) return true;
    if (!isLetter(c) && c !== 95) return false;
  }
  return false;
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

function findIpv4(text: string, out: Match[], scan: TriggerScan): void {
  for (const m of runMatches(IPV4, scan.numberRuns(), dottedQuadRun, scan.deadline)) {
    // "Chrome/124.0.0.0": a quad right after "<word>/" is a product-token version
    if (text[m.index - 1] === "/" && isWordChar(text.charCodeAt(m.index - 2))) continue;
    if (ipv4Valid(m[0]) && !namedAsVersion(text, m.index, m.index + m[0].length)) {
      out.push({
        type: "ip_address",
        start: m.index,
        end: m.index + m[0].length,
        confidence: 0.95,
      });
    }
  }
}

/** IPv6: each run of hex digits, colons and dots around a colon, at most 45 chars. */
function findIpv6(text: string, out: Match[], deadline: WorkBudget): void {
  let n = 0;
  for (let colon = text.indexOf(":"); colon >= 0; ) {
    if ((++n & 63) === 0) deadline.check();
    // a colon followed by none of hex digit, colon or dot ("key: value", "https://") ends its
    // run at once with one colon, which is never enough: skip it without measuring the run
    const next = text.charCodeAt(colon + 1);
    if (!isHex(next) && next !== 58 && next !== 46) {
      colon = text.indexOf(":", colon + 1);
      continue;
    }
    let start = colon;
    while (start > 0 && colon - start < 4 && isHex(text.charCodeAt(start - 1))) start--;
    let end = colon;
    let colons = 0;
    while (end < text.length && end - start < 45) {
      const c = text.charCodeAt(end);
      if (c === 58) colons++;
      else if (!isHex(c) && c !== 46) break;
      end++;
    }
    // every valid address has "::" or seven colons, so a lone colon (JSON, logs) is skipped early
    const before = text.charCodeAt(start - 1);
    const after = text.charCodeAt(end);
    const standalone =
      !isWordChar(before) && before !== 58 && before !== 46 && !isWordChar(after) && after !== 58;
    // a valid address has "::", or seven colons (six before an IPv4 tail): "12:30:45" is a time
    const enough = colons >= 6 || (colons >= 2 && text.slice(start, end).includes("::"));
    if (enough && standalone) {
      const candidate = text.slice(start, end).replace(TRAILING_DOTS, "");
      if (DIGIT.test(candidate) && ipv6Valid(candidate)) {
        out.push({ type: "ip_address", start, end: start + candidate.length, confidence: 0.95 });
      }
    }
    colon = text.indexOf(":", Math.max(end, colon + 1));
  }
}

export const ipAddressDetector: Detector = {
  type: "ip_address",
  needsDigit: true,
  find(text, out, scan) {
    if (text.includes(".")) findIpv4(text, out, scan);
    findIpv6(text, out, scan.deadline);
  },
};
