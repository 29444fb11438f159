/**
 * Scoring: a finding is a true positive when its type equals the label's type and its span
 * overlaps the labelled span (one finding per label, exact spans preferred). Unmatched labels
 * are false negatives, unmatched findings of a scored type false positives. Vigil's
 * `generic_secret` has no label type: it is counted apart, as correct when it overlaps any
 * labelled value. Hard-negative messages are scored per message: any finding is a false alarm.
 * A finding nested inside a labelled value of another type (a GitHub token inside the labelled
 * basic-auth userinfo, an "email" inside a connection string) is counted apart as `nested`,
 * not as a false positive: the spec's "outer thing only" rule is Vigil's convention, and a
 * peer that reports the inner thing has still flagged the secret.
 */
import type { Label, Message } from "./corpus-types";
import type { Found } from "./peer-types";

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  /** True positives whose span equals the label exactly. */
  exact: number;
}

export interface Prf {
  precision: number;
  recall: number;
  f1: number;
}

export function prf(c: Counts): Prf {
  const precision = c.tp + c.fp === 0 ? Number.NaN : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? Number.NaN : c.tp / (c.tp + c.fn);
  const f1 =
    Number.isNaN(precision) || Number.isNaN(recall) || precision + recall === 0
      ? Number.NaN
      : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

export function sumCounts(all: Iterable<Counts>): Counts {
  const total: Counts = { tp: 0, fp: 0, fn: 0, exact: 0 };
  for (const c of all) {
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
    total.exact += c.exact;
  }
  return total;
}

/** One scoring error, with enough context to reproduce it. */
export interface ErrorExample {
  messageId: string;
  error: "missed" | "false_positive" | "span_mismatch";
  type: string;
  expected: { start: number; end: number; value: string } | null;
  got: Array<{ type: string; start: number; end: number; value: string }>;
  context: string;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** The text around [start, end) with the span marked, newlines escaped. */
export function contextOf(text: string, start: number, end: number, radius = 40): string {
  const from = Math.max(0, start - radius);
  const to = Math.min(text.length, end + radius);
  const s = `${from > 0 ? "…" : ""}${text.slice(from, start)}⟦${text.slice(start, end)}⟧${text.slice(end, to)}${to < text.length ? "…" : ""}`;
  return s.replace(/\n/g, "\\n");
}

/** Accumulates counts for one system over the label types it is scored on. */
export class Scorer {
  readonly counts = new Map<string, Counts>();
  readonly generic = { tp: 0, fp: 0 };
  /** Recall counts per `${type}|${context}` (prose or record). */
  readonly byContext = new Map<string, { tp: number; fn: number }>();
  /** Labels of the scored types overlapped by any finding of the system, whatever its type. */
  caught = 0;
  labels = 0;
  /** Findings inside a labelled value of another type (not counted as false positives). */
  nested = 0;
  hardNegativeMessages = 0;
  hardNegativeHits = 0;
  readonly errors: ErrorExample[] = [];

  constructor(
    readonly types: ReadonlySet<string>,
    private readonly keepErrors = false,
  ) {
    for (const t of types) this.counts.set(t, { tp: 0, fp: 0, fn: 0, exact: 0 });
  }

  private count(type: string): Counts {
    const c = this.counts.get(type);
    if (!c) throw new Error(`type ${type} is not scored`);
    return c;
  }

  /** Scores one message's findings (all of the system's findings, any type). */
  add(message: Message, found: readonly Found[]): void {
    const text = message.text;
    const show = (f: Found) => ({
      type: f.type,
      start: f.start,
      end: f.end,
      value: text.slice(f.start, f.end),
    });
    const scored = found.filter((f) => this.types.has(f.type));
    if (message.kind === "hard_negative") {
      this.hardNegativeMessages++;
      if (scored.length > 0 || found.some((f) => f.type === "generic_secret"))
        this.hardNegativeHits++;
    }
    const labels = message.labels.filter((l) => this.types.has(l.type));
    const used = new Set<Found>();
    for (const label of labels) {
      this.labels++;
      if (found.some((f) => overlaps(f, label))) this.caught++;
      const candidates = scored.filter(
        (f) => !used.has(f) && f.type === label.type && overlaps(f, label),
      );
      const best =
        candidates.find((f) => f.start === label.start && f.end === label.end) ??
        candidates.sort((a, b) => overlapLength(b, label) - overlapLength(a, label))[0];
      const c = this.count(label.type);
      const key = `${label.type}|${label.context}`;
      const ctx = this.byContext.get(key) ?? { tp: 0, fn: 0 };
      this.byContext.set(key, ctx);
      if (best) ctx.tp++;
      else ctx.fn++;
      if (!best) {
        c.fn++;
        this.record(
          message,
          "missed",
          label.type,
          label,
          found.filter((f) => overlaps(f, label)).map(show),
        );
        continue;
      }
      used.add(best);
      c.tp++;
      if (best.start === label.start && best.end === label.end) c.exact++;
      else this.record(message, "span_mismatch", label.type, label, [show(best)]);
    }
    for (const f of found) {
      if (f.type === "generic_secret") {
        if (message.labels.some((l) => overlaps(f, l))) this.generic.tp++;
        else {
          this.generic.fp++;
          this.record(message, "false_positive", f.type, null, [show(f)]);
        }
        continue;
      }
      if (!this.types.has(f.type) || used.has(f)) continue;
      if (message.labels.some((l) => l.type !== f.type && insideOf(f, l))) {
        this.nested++;
        continue;
      }
      this.count(f.type).fp++;
      const hit = message.labels.find((l) => overlaps(f, l));
      this.record(message, "false_positive", f.type, hit ?? null, [show(f)]);
    }
  }

  private record(
    message: Message,
    error: ErrorExample["error"],
    type: string,
    label: Label | null,
    got: ErrorExample["got"],
  ): void {
    if (!this.keepErrors) return;
    const span = label ?? got[0] ?? { start: 0, end: 0 };
    this.errors.push({
      messageId: message.id,
      error,
      type,
      expected: label ? { start: label.start, end: label.end, value: label.value } : null,
      got,
      context: contextOf(message.text, span.start, span.end),
    });
  }

  /** Counts summed over `types` (micro average). */
  micro(types: Iterable<string>): Counts {
    return sumCounts([...types].filter((t) => this.types.has(t)).map((t) => this.count(t)));
  }

  /** Share of hard-negative messages with any finding. */
  hardNegativeRate(): number {
    return this.hardNegativeMessages === 0
      ? Number.NaN
      : this.hardNegativeHits / this.hardNegativeMessages;
  }
}

/** Strictly inside: within the label's span and shorter than it (an equal span is a type error). */
function insideOf(f: { start: number; end: number }, l: { start: number; end: number }): boolean {
  return l.start <= f.start && f.end <= l.end && f.end - f.start < l.end - l.start;
}

function overlapLength(
  a: { start: number; end: number },
  b: { start: number; end: number },
): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}
