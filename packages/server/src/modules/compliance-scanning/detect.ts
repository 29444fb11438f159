/** Which PII types a rule finds in a trace: pure, over the trace's texts by field. */
import { detectPii, type PiiEntity } from "@vigil/guardrails-core";
import type { CONFIDENCES, SCAN_FIELDS } from "./schemas";

export type ScanField = (typeof SCAN_FIELDS)[number];
export type TraceTexts = Record<ScanField, string[]>;

/** The least detector confidence each minConfidence accepts. */
export const CONFIDENCE_FLOOR: Record<(typeof CONFIDENCES)[number], number> = {
  low: 0,
  medium: 0.6,
  high: 0.85,
};

export interface RuleToApply {
  piiTypes: readonly string[];
  fieldsToScan: readonly ScanField[];
  minConfidence: (typeof CONFIDENCES)[number];
}

/** Every string inside a JSON value (stored JSON text is parsed first). */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) stringsOf(item, out);
  }
  return out;
}

/** PII type → number of matches the rule accepts in the trace's texts. */
export function findViolations(texts: TraceTexts, rule: RuleToApply): Map<string, number> {
  const floor = CONFIDENCE_FLOOR[rule.minConfidence];
  const found = new Map<string, number>();
  const entities = rule.piiTypes as readonly PiiEntity[];
  for (const field of rule.fieldsToScan) {
    for (const text of texts[field]) {
      if (text.length === 0) continue;
      for (const match of detectPii(text, { entities })) {
        if (match.confidence < floor) continue;
        found.set(match.type, (found.get(match.type) ?? 0) + 1);
      }
    }
  }
  return found;
}
