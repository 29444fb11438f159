/**
 * The windows holding each key (a stem or a bigram) of a context, flat: the windows of the
 * key in slot k are `at[start[k]]` … `at[start[k + 1] - 1]`, in window order. Built in two
 * passes (count, then fill), so that a context makes three arrays rather than one growing
 * array per key: with thousands of keys per context, those arrays were a tenth of what a
 * trace allocates.
 */
export interface Postings {
  slots: Map<string, number>;
  start: Int32Array;
  at: Int32Array;
}

/**
 * Postings of windows of one or two sentences, made from the sentences' keys: a window of
 * two holds the keys of both, once. Generic over the sentence, so that this file needs nothing
 * of context.ts, which builds its windows with it.
 */
export function postingsOf<S>(
  windows: readonly { sentences: S[] }[],
  keysOf: (s: S) => Set<string>,
): Postings {
  const slots = new Map<string, number>();
  const counts: number[] = [];
  eachKey(windows, keysOf, (key) => {
    let k = slots.get(key);
    if (k === undefined) {
      k = counts.length;
      slots.set(key, k);
      counts.push(0);
    }
    counts[k]!++;
  });
  const start = new Int32Array(counts.length + 1);
  for (let k = 0; k < counts.length; k++) start[k + 1] = start[k]! + counts[k]!;
  const at = new Int32Array(start[counts.length]!);
  const next = start.slice(0, counts.length);
  eachKey(windows, keysOf, (key, w) => {
    const k = slots.get(key)!;
    at[next[k]!++] = w;
  });
  return { slots, start, at };
}

function eachKey<S>(
  windows: readonly { sentences: S[] }[],
  keysOf: (s: S) => Set<string>,
  visit: (key: string, window: number) => void,
): void {
  for (let w = 0; w < windows.length; w++) {
    const [first, second] = windows[w]!.sentences;
    const own = keysOf(first!);
    for (const key of own) visit(key, w);
    if (second) for (const key of keysOf(second)) if (!own.has(key)) visit(key, w);
  }
}
