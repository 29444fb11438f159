/** Which cluster a failure joins: the nearest centroid above the threshold, or a new one. Pure. */
import { EMBEDDING_JOIN_THRESHOLD, JOIN_THRESHOLD, KEPT_TERMS } from "./policy";
import {
  bucketOf,
  cosine,
  denseMeanWith,
  type IdfState,
  idfOf,
  meanWith,
  pruned,
  type Sparse,
  similarity,
} from "./vector";

/** A cluster as the clustering job holds it in memory. */
export interface ClusterModel {
  id: string;
  agentId: string;
  createdAt: string;
  centroid: Sparse;
  embedding: number[] | null;
  traceCount: number;
  termWeights: Record<string, number>;
  firstSeen: string;
  lastSeen: string;
  /** Made by this job (pattern.new) rather than grown (pattern.updated). */
  isNew: boolean;
  /** Traces this job added. */
  added: number;
}

export interface Candidate {
  agentId: string;
  vector: Sparse;
  embedding: number[] | null;
}

/** How alike a failure and a cluster are: embeddings when both have one, else IDF cosine. */
export function likeness(
  candidate: Pick<Candidate, "vector" | "embedding">,
  cluster: Pick<ClusterModel, "centroid" | "embedding">,
  state: IdfState,
): { score: number; threshold: number } {
  if (candidate.embedding && cluster.embedding) {
    return {
      score: cosine(candidate.embedding, cluster.embedding),
      threshold: EMBEDDING_JOIN_THRESHOLD,
    };
  }
  return {
    score: similarity(candidate.vector, cluster.centroid, state),
    threshold: JOIN_THRESHOLD,
  };
}

/** The nearest cluster of the failure's agent that it may join, with the similarity. */
export function nearest(
  candidate: Candidate,
  clusters: readonly ClusterModel[],
  state: IdfState,
): { cluster: ClusterModel; score: number } | null {
  let best: { cluster: ClusterModel; score: number } | null = null;
  for (const cluster of clusters) {
    if (cluster.agentId !== candidate.agentId) continue;
    const { score, threshold } = likeness(candidate, cluster, state);
    if (score < threshold) continue;
    // Ties go to the older cluster, so the same failures always land in the same place.
    if (
      !best ||
      score > best.score ||
      (score === best.score && cluster.createdAt < best.cluster.createdAt)
    ) {
      best = { cluster, score };
    }
  }
  return best;
}

/** The tf-idf weights of a failure's features by term, for a cluster's commonPatterns. */
export function termWeightsOf(
  features: readonly string[],
  state: IdfState,
): Record<string, number> {
  const counts = new Map<string, number>();
  for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const out: Record<string, number> = {};
  for (const [term, count] of counts) {
    out[term] = (1 + Math.log(count)) * idfOf(state, bucketOf(term));
  }
  return out;
}

/** Adds a failure to a cluster: running means, counts, seen times, terms. */
export function join(
  cluster: ClusterModel,
  failure: Candidate & { occurredAt: string; terms: Record<string, number> },
): void {
  cluster.centroid = meanWith(cluster.centroid, cluster.traceCount, failure.vector);
  cluster.embedding = denseMeanWith(cluster.embedding, cluster.traceCount, failure.embedding);
  cluster.traceCount += 1;
  cluster.added += 1;
  const terms = { ...cluster.termWeights };
  for (const [term, weight] of Object.entries(failure.terms))
    terms[term] = (terms[term] ?? 0) + weight;
  cluster.termWeights = pruned(terms, KEPT_TERMS);
  if (failure.occurredAt < cluster.firstSeen) cluster.firstSeen = failure.occurredAt;
  if (failure.occurredAt > cluster.lastSeen) cluster.lastSeen = failure.occurredAt;
}

/** The strongest terms of a cluster, bigrams and words, without bare placeholders. */
export function commonPatterns(termWeights: Record<string, number>, count: number): string[] {
  return Object.entries(termWeights)
    .filter(([term]) => !/^<[a-z]+>$/.test(term))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([term]) => term);
}
