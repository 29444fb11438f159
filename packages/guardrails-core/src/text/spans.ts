/** A half-open [start, end) range of UTF-16 offsets. */
export interface Span {
  start: number;
  end: number;
}

type PrioritySpan = Span & { priority?: number };

/** By start, then longer first, then higher priority first. */
function outerFirst(a: PrioritySpan, b: PrioritySpan): number {
  return (
    a.start - b.start ||
    b.end - b.start - (a.end - a.start) ||
    (b.priority ?? 0) - (a.priority ?? 0)
  );
}

/**
 * A sorted copy of `items`. Detectors report few spans, mostly in order: an insertion sort
 * (stable, like Array#sort) does that without the native sort's work array and comparator
 * calls through the runtime, which matters on a path run for every message.
 */
function sortedCopy<T>(items: readonly T[], compare: (a: T, b: T) => number): T[] {
  if (items.length > 32) return [...items].sort(compare);
  // sized up front: a list grown from empty reserves room for 17, and copies as it grows
  const out: T[] = new Array(items.length);
  for (let n = 0; n < items.length; n++) {
    const item = items[n] as T;
    let i = n;
    while (i > 0 && compare(out[i - 1] as T, item) > 0) {
      out[i] = out[i - 1] as T;
      i--;
    }
    out[i] = item;
  }
  return out;
}

/**
 * Keeps non-overlapping spans, outer thing first: among overlapping spans the longer wins,
 * ties go to the higher `priority`. Contained spans are dropped; a partial overlap keeps the
 * longer of the two. Input order does not matter; output is sorted by start.
 */
export function resolveOverlaps<T extends PrioritySpan>(items: T[]): T[] {
  if (items.length === 0) return items;
  if (items.length === 1) return (items[0] as T).end > (items[0] as T).start ? items : [];
  // the spans kept are written over the sorted copy's front (they are never more than read so
  // far), so no second list is grown; the copy is cut only when something was dropped
  const kept = sortedCopy(items, outerFirst);
  let n = 0;
  for (let i = 0; i < kept.length; i++) {
    const item = kept[i] as T;
    if (item.end <= item.start) continue;
    const last = n > 0 ? (kept[n - 1] as T) : undefined;
    if (!last || item.start >= last.end) {
      kept[n++] = item;
      continue;
    }
    if (item.end <= last.end) continue;
    const longer =
      item.end - item.start > last.end - last.start ||
      (item.end - item.start === last.end - last.start &&
        (item.priority ?? 0) > (last.priority ?? 0));
    if (longer) kept[n - 1] = item;
  }
  if (n < kept.length) kept.length = n;
  return kept;
}

const byStartOuterFirst = (a: Span, b: Span): number => a.start - b.start || b.end - a.end;

/** A span of text to replace. */
export interface Replacement extends Span {
  replacement: string;
}

/**
 * Replaces spans in `text`. Overlapping spans (possible across scanners) are merged into
 * their union, replaced by the first span's replacement, so no covered character survives.
 */
export function applyReplacements(text: string, replacements: Replacement[]): string {
  if (replacements.length === 0) return text;
  const sorted = sortedCopy(replacements, byStartOuterFirst);
  let out = "";
  let cursor = 0;
  let current: Replacement | undefined;
  for (const r of sorted) {
    if (current && r.start < current.end) {
      current = { ...current, end: Math.max(current.end, r.end) };
      continue;
    }
    if (current) {
      out += text.slice(cursor, current.start) + current.replacement;
      cursor = current.end;
    }
    current = r;
  }
  if (current) {
    out += text.slice(cursor, current.start) + current.replacement;
    cursor = current.end;
  }
  return out + text.slice(cursor);
}
