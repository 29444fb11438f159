import { eachMatch } from "../text/context";
import type { Detector } from "./detector";

const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)/g;

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/** Dotted quad with four octets 0-255. */
export function ipv4Valid(text: string): boolean {
  const parts = text.split(".");
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
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
  let groups: string[];
  if (compressed >= 0) {
    const left = s.slice(0, compressed);
    const right = s.slice(compressed + 2);
    groups = [...(left ? left.split(":") : []), ...(right ? right.split(":") : [])];
    if (groups.length > 7) return false;
  } else {
    groups = s.split(":");
    if (groups.length !== 8) return false;
  }
  return groups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g));
}

export const ipAddressDetector: Detector = {
  type: "ip_address",
  needsDigit: true,
  find(text, out, { deadline }) {
    if (text.includes(".")) {
      eachMatch(IPV4, text, deadline, (m) => {
        // "Chrome/124.0.0.0": a quad right after "<word>/" is a product-token version
        if (text[m.index - 1] === "/" && /\w/.test(text[m.index - 2] ?? " ")) return;
        if (ipv4Valid(m[0])) {
          out.push({
            type: "ip_address",
            start: m.index,
            end: m.index + m[0].length,
            confidence: 0.95,
          });
        }
      });
    }
    // IPv6: each run of hex digits, colons and dots around a colon, at most 45 chars
    let n = 0;
    for (let colon = text.indexOf(":"); colon >= 0; ) {
      if ((++n & 63) === 0) deadline.check();
      let start = colon;
      while (start > 0 && colon - start < 4 && isHex(text.charCodeAt(start - 1))) start--;
      let end = colon;
      while (end < text.length && end - start < 45) {
        const c = text.charCodeAt(end);
        if (!isHex(c) && c !== 58 && c !== 46) break;
        end++;
      }
      const candidate = text.slice(start, end).replace(/\.+$/, "");
      const standalone = !/[\w:.]/.test(text[start - 1] ?? " ") && !/[\w:]/.test(text[end] ?? " ");
      if (standalone && /\d/.test(candidate) && ipv6Valid(candidate)) {
        out.push({ type: "ip_address", start, end: start + candidate.length, confidence: 0.95 });
      }
      colon = text.indexOf(":", Math.max(end, colon + 1));
    }
  },
};
