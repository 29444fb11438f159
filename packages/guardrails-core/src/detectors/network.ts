import type { WorkBudget } from "../safe-regex/safe-regex";
import { isWordChar } from "../text/chars";
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

function findIpv4(text: string, out: Match[], scan: TriggerScan): void {
  for (const m of runMatches(IPV4, scan.numberRuns(), dottedQuadRun, scan.deadline)) {
    // "Chrome/124.0.0.0": a quad right after "<word>/" is a product-token version
    if (text[m.index - 1] === "/" && isWordChar(text.charCodeAt(m.index - 2))) continue;
    if (ipv4Valid(m[0])) {
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
