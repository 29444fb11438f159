import { isStandaloneNumber } from "../text/context";
import { luhnValid } from "../text/luhn";
import { cardRun, runMatches } from "../text/number-runs";
import type { Detector } from "./detector";

/** 4-4-4-4(-1..3) grouped, Amex 4-6-5 grouped, or 13-19 plain digits. */
export const CARD =
  /(?<![\d-])(?:\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{5}|\d{13,19})(?!\d)/g;

/** The number the first `n` digits of `digits` spell (all of them when fewer). */
function leading(digits: string, n: number): number {
  let value = 0;
  for (let i = 0; i < n && i < digits.length; i++) value = value * 10 + digits.charCodeAt(i) - 48;
  return value;
}

/** Brand by prefix and length: Visa, Mastercard (51-55, 2221-2720), Amex, Discover. */
export function cardBrand(digits: string): string | null {
  const len = digits.length;
  const p2 = leading(digits, 2);
  const p3 = leading(digits, 3);
  const p4 = leading(digits, 4);
  const p6 = leading(digits, 6);
  if (digits[0] === "4" && (len === 13 || len === 16 || len === 19)) return "visa";
  if (len === 16 && ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720))) return "mastercard";
  if (len === 15 && (p2 === 34 || p2 === 37)) return "amex";
  const discover =
    p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649) || (p6 >= 622126 && p6 <= 622925);
  if (discover && len >= 16 && len <= 19) return "discover";
  return null;
}

export const creditCardDetector: Detector = {
  type: "credit_card",
  needsDigit: true,
  needsNumberRun: true,
  find(text, out, scan) {
    for (const m of runMatches(CARD, scan.numberRuns(), cardRun, scan.deadline)) {
      const grouped = m[1] !== undefined;
      // "4111 1111 1111 1111 12/25": when the optional fifth group makes it invalid, retry without it
      const candidates = grouped && m[0].length > 19 ? [m[0], m[0].slice(0, 19)] : [m[0]];
      // the third alternative is 13-19 digits and nothing else
      const plain = !grouped && m[2] === undefined;
      for (const candidate of candidates) {
        const end = m.index + candidate.length;
        const digits = plain ? candidate : candidate.replace(/\D/g, "");
        const brand = cardBrand(digits);
        if (!brand || (m[2] !== undefined && brand !== "amex") || !luhnValid(digits)) continue;
        if (!isStandaloneNumber(text, m.index, end, true)) continue;
        out.push({ type: "credit_card", start: m.index, end, confidence: 0.97, priority: 1 });
        break;
      }
    }
  },
};
