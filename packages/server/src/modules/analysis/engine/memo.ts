/**
 * Memo tables keyed by one analysis's objects (a context model, a sentence, a token array),
 * dropped whole when the analysis ends (`forgetAnalysis`, called by analyzeRuleBased).
 *
 * A WeakMap alone is not enough: V8's scavenger (the young-generation collector) keeps a
 * WeakMap's entries alive, so a module-level table held each trace's memoised sets until the
 * next full collection. Every scavenge then promoted the last few traces' sets to the old
 * generation (≈ 1.6 MB, a 5–7 ms pause on 2 cores), and the full collections they forced ran
 * beside the engine: that was most of the rule tier's p90–p99 tail. A table that is unreachable
 * is not traced at all, so dropping it frees its entries in the next scavenge.
 *
 * The same tail had a second cause: allocation-site pretenuring. V8 counts, per object literal,
 * how many of its objects survive a scavenge, and allocates a literal whose objects mostly
 * survive straight in the old generation. A context's sentences, windows and figures live as
 * long as the analysis, so a scavenge landing mid-trace found them alive and their literals
 * were pretenured: each trace's sentences were then born old, died old, and until the next full
 * collection kept the young arrays and sets they point to alive through every scavenge (old
 * objects are roots for the young generation). That is why nearly all a scavenge copied was
 * promoted (≈ 1.6 MB, 4-7 ms). Those objects are now made by constructors (context.ts,
 * DigitQuantity in quantity.ts), which have no allocation site: ≈ 0.6 MB promoted, 2-2.5 ms,
 * the same as running node with --no-allocation-site-pretenuring. To find another such literal:
 * `node --trace-pretenuring-statistics` shows decisions, and `%InYoungGeneration(object)` (with
 * --allow-natives-syntax) tells whether an object just made was born old.
 *
 * A third (s20): a property added to a function after it is made. s19 hung the weekday check
 * on each claim's `derived` closure (`derived.weekday = …`, fact-checks.ts), and the warm p99
 * went from ≈ 15 to 25-37 ms, with the CPU p99 nearly twice the wall p99 (the collector's
 * threads busy beside the engine); taking the property off, and nothing else, brought it back
 * to ≈ 15 ms. Pass such things as arguments instead.
 */
export interface Memo<K extends object, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
}

const holders: { table: WeakMap<object, unknown> }[] = [];
const textTables: Map<string, unknown>[] = [];

/** A table that lives until the current analysis ends (or, outside one, until the next ends). */
export function analysisMemo<K extends object, V>(): Memo<K, V> {
  const holder = { table: new WeakMap<object, unknown>() };
  holders.push(holder);
  return {
    get: (key) => holder.table.get(key) as V | undefined,
    set: (key, value) => {
      holder.table.set(key, value);
    },
  };
}

/** `read` kept per key for the current analysis. */
export function memoised<K extends object, V>(read: (key: K) => V): (key: K) => V {
  const kept = analysisMemo<K, V>();
  return (key) => {
    let out = kept.get(key);
    if (out === undefined) {
      out = read(key);
      kept.set(key, out);
    }
    return out;
  };
}

/**
 * `read` kept per text for the current analysis (a claim is tokenised by its probe, its
 * contradiction check and its clause checks). Each caller gets its own copy of an array. A
 * table used outside any analysis is emptied when it reaches `limit` texts.
 */
export function memoisedText<V>(read: (text: string) => V[], limit = 4096): (text: string) => V[] {
  const kept = new Map<string, V[]>();
  textTables.push(kept);
  return (text) => {
    let out = kept.get(text);
    if (out === undefined) {
      if (kept.size >= limit) kept.clear();
      out = read(text);
      kept.set(text, out);
    }
    return out.slice();
  };
}

/** Drops every table's entries: the end of an analysis. */
export function forgetAnalysis(): void {
  for (const holder of holders) holder.table = new WeakMap();
  for (const table of textTables) table.clear();
}
