/**
 * The semantic half of hybrid search and the fusion. Ranking by meaning: the query is embedded
 * (one provider call) and compared by cosine similarity with the embeddings stored beside the
 * newest matching analyses (core.ts stores one per completed analysis when an embedding model
 * is configured). Fusion: reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009),
 * score(d) = Σ over the lists of 1 / (RRF_K + rank of d in that list), ranks from 1, with the
 * paper's k = 60: it needs no calibration between BM25 and cosine scales, and a document high
 * in either list ranks high. An embedding failure falls back to BM25 alone.
 */
import { type RawBuilder, sql } from "kysely";
import { parseJson } from "../../db/sql";
import type { AnalysisDeps } from "./core";

export const RRF_K = 60;
/** Analyses compared by embedding per search: the newest ones that pass the filters. */
const SEMANTIC_SCAN = 2_000;
/** Ranked by meaning at most this many… */
const SEMANTIC_CANDIDATES = 100;
/** …and only above this cosine similarity: unrelated texts sit near 0. */
export const MIN_COSINE = 0.3;

export interface Ranked<T> {
  id: string;
  item: T;
  /** The fused score divided by its maximum (first in every list): in (0, 1]. */
  score: number;
}

/** Fuses ranked lists (best first) by reciprocal rank fusion; ties keep the earlier list's order. */
export function reciprocalRankFusion<T>(lists: { id: string; item: T }[][]): Ranked<T>[] {
  const fused = new Map<string, { item: T; sum: number; first: number }>();
  let order = 0;
  for (const list of lists) {
    list.forEach(({ id, item }, i) => {
      const entry = fused.get(id) ?? { item, sum: 0, first: order++ };
      entry.sum += 1 / (RRF_K + i + 1);
      fused.set(id, entry);
    });
  }
  const best = lists.length / (RRF_K + 1);
  return [...fused]
    .map(([id, e]) => ({ id, item: e.item, score: e.sum / best, first: e.first }))
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .map(({ id, item, score }) => ({ id, item, score }));
}

export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

interface Row {
  trace_id: string;
  created_at: string;
  embedding: string;
  [column: string]: unknown;
}

/**
 * The filtered analyses ranked by the cosine of their embedding with the query's, best first;
 * null when the query cannot be embedded (the caller ranks by words alone).
 */
export async function byMeaning(
  deps: Pick<AnalysisDeps, "database" | "llm">,
  companyId: string,
  query: string,
  where: RawBuilder<unknown>,
): Promise<Row[] | null> {
  let embedded: number[] | undefined;
  try {
    const answer = await deps.llm.embed({ companyId, purpose: "analysis.search", input: [query] });
    embedded = answer.vectors[0];
  } catch {
    return null;
  }
  if (!embedded) return null;
  const vector = embedded;
  const { rows } = await sql<Row>`SELECT
      a.trace_id, a.outcome, a.overall_score, a.user_message, a.agent_response, a.result,
      a.created_at, a.embedding
    FROM analyses a WHERE a.embedding IS NOT NULL AND ${where}
    ORDER BY a.created_at DESC LIMIT ${SEMANTIC_SCAN}`.execute(deps.database.db);
  return rows
    .map((row) => ({ row, similarity: cosine(vector, parseJson<number[]>(row.embedding, [])) }))
    .filter((r) => r.similarity >= MIN_COSINE)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, SEMANTIC_CANDIDATES)
    .map((r) => r.row);
}
