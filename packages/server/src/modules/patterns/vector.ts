/**
 * Hashed TF-IDF vectors: features hash into a fixed number of buckets, so vectors and the
 * per-company document frequencies stay bounded whatever the vocabulary. Members and centroids
 * keep unit TF vectors; IDF weights apply when two are compared, so comparisons always use the
 * company's current IDF.
 */

/** A sparse vector: bucket → weight. */
export type Sparse = Record<number, number>;

export const BUCKETS = 1 << 14;
/** Buckets a centroid keeps (its strongest): rows stay small as clusters grow. */
const CENTROID_BUCKETS = 400;

/** FNV-1a, 32-bit. */
function hashOf(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function bucketOf(feature: string): number {
  return hashOf(feature) % BUCKETS;
}

function normalised(vector: Sparse): Sparse {
  let norm = 0;
  for (const value of Object.values(vector)) norm += value * value;
  if (norm === 0) return {};
  const scale = 1 / Math.sqrt(norm);
  const out: Sparse = {};
  for (const [bucket, value] of Object.entries(vector)) out[Number(bucket)] = value * scale;
  return out;
}

/** The unit TF vector (1 + ln count) of a document's features. */
export function termVector(features: readonly string[]): Sparse {
  const counts: Sparse = {};
  for (const feature of features) {
    const bucket = bucketOf(feature);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  const tf: Sparse = {};
  for (const [bucket, count] of Object.entries(counts)) tf[Number(bucket)] = 1 + Math.log(count);
  return normalised(tf);
}

/** Document frequencies of one company, with the number of documents. */
export interface IdfState {
  docs: number;
  df: Sparse;
}

export function idfOf(state: IdfState, bucket: number): number {
  return Math.log((1 + state.docs) / (1 + (state.df[bucket] ?? 0))) + 1;
}

/** Counts a new document's buckets into the document frequencies. */
export function addDocument(state: IdfState, vector: Sparse): void {
  state.docs += 1;
  for (const bucket of Object.keys(vector)) {
    const b = Number(bucket);
    state.df[b] = (state.df[b] ?? 0) + 1;
  }
}

/** Cosine similarity of two TF vectors under the company's IDF weights. */
export function similarity(a: Sparse, b: Sparse, state: IdfState): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [bucket, value] of Object.entries(a)) {
    const w = value * idfOf(state, Number(bucket));
    normA += w * w;
    const other = b[Number(bucket)];
    if (other !== undefined) dot += w * other * idfOf(state, Number(bucket));
  }
  for (const [bucket, value] of Object.entries(b)) {
    const w = value * idfOf(state, Number(bucket));
    normB += w * w;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** Cosine similarity of two dense vectors (embeddings). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The running mean after adding `weight` members with mean `added` to `count` with mean `mean`. */
export function meanWith(mean: Sparse, count: number, added: Sparse, weight = 1): Sparse {
  const total = count + weight;
  const out: Sparse = {};
  for (const [bucket, value] of Object.entries(mean)) out[Number(bucket)] = (value * count) / total;
  for (const [bucket, value] of Object.entries(added)) {
    const b = Number(bucket);
    out[b] = (out[b] ?? 0) + (value * weight) / total;
  }
  return pruned(out, CENTROID_BUCKETS);
}

export function denseMeanWith(
  mean: readonly number[] | null,
  count: number,
  added: readonly number[] | null,
  weight = 1,
): number[] | null {
  if (added === null) return mean === null ? null : [...mean];
  if (mean === null || count === 0) return [...added];
  return added.map((value, i) => ((mean[i] ?? 0) * count + value * weight) / (count + weight));
}

/** Keeps the `keep` largest entries. */
export function pruned<K extends string | number>(
  weights: Record<K, number>,
  keep: number,
): Record<K, number> {
  const entries = Object.entries(weights) as [K, number][];
  if (entries.length <= keep) return weights;
  entries.sort((x, y) => y[1] - x[1]);
  return Object.fromEntries(entries.slice(0, keep)) as Record<K, number>;
}
