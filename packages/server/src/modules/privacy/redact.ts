import { detectPii, type TextMatch } from "@vigil/guardrails-core";

/**
 * Replaces every PII span guardrails-core finds (the same detectors as guardrail scans and
 * compliance scanning) with `[REDACTED_<TYPE>]`. Overlapping spans keep the first one.
 */
export function redactPii(text: string): string {
  if (text === "") return text;
  const matches = detectPii(text).sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TextMatch[] = [];
  let end = -1;
  for (const match of matches) {
    if (match.start < end) continue;
    kept.push(match);
    end = match.end;
  }
  let out = "";
  let at = 0;
  for (const match of kept) {
    out += `${text.slice(at, match.start)}[REDACTED_${match.type.toUpperCase()}]`;
    at = match.end;
  }
  return out + text.slice(at);
}
