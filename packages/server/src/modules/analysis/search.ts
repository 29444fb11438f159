/**
 * Explainer search: BM25 over completed analyses (FTS5 on SQLite) or ts_rank over a tsvector
 * with websearch_to_tsquery (PostgreSQL). With an embedding model, hybrid: the query's
 * embedding ranks the analyses stored with one by cosine similarity, and the two rankings are
 * fused by reciprocal rank fusion (hybrid.ts). Read-only and free.
 */
import type { z } from "@hono/zod-openapi";
import { type RawBuilder, sql } from "kysely";
import { parseJson, toNumber } from "../../db/sql";
import { ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import type { AnalysisDeps } from "./core";
import type { ExplainerSearchBody, ExplainerSearchResponse } from "./explainer-schemas";
import { type Explanation, round } from "./explanation";
import { byMeaning, type Ranked, reciprocalRankFusion } from "./hybrid";

type Body = z.infer<typeof ExplainerSearchBody>;

interface Hit {
  trace_id: string;
  outcome: "success" | "failure" | "unknown";
  overall_score: number | null;
  user_message: string;
  agent_response: string;
  result: string;
  created_at: string;
  rank: number;
  total: number;
}

function wordsOf(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 32);
}

function filtersOf(principal: Principal, body: Body, now: Date): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [
    sql`a.company_id = ${principal.companyId}`,
    sql`a.status = 'completed'`,
    sql`a.expires_at > ${now.toISOString()}`,
  ];
  if (principal.agentId !== null) where.push(sql`a.agent_id = ${principal.agentId}`);
  if (body.agentId !== undefined) where.push(sql`a.agent_id = ${body.agentId}`);
  const f = body.filters ?? {};
  if (f.outcome !== undefined) where.push(sql`a.outcome = ${f.outcome}`);
  if (f.minScore !== undefined) where.push(sql`a.overall_score >= ${f.minScore}`);
  if (f.maxScore !== undefined) where.push(sql`a.overall_score <= ${f.maxScore}`);
  if (f.startDate !== undefined)
    where.push(sql`a.created_at >= ${new Date(f.startDate).toISOString()}`);
  if (f.endDate !== undefined)
    where.push(sql`a.created_at <= ${new Date(f.endDate).toISOString()}`);
  return where;
}

const COLUMNS = sql`a.trace_id, a.outcome, a.overall_score, a.user_message, a.agent_response, a.result, a.created_at`;

function matchReason(words: string[], hit: Hit, byEmbedding: boolean): string {
  const where: string[] = [];
  const has = (text: string) => words.some((w) => text.toLowerCase().includes(w));
  if (has(hit.user_message)) where.push("user message");
  if (has(hit.agent_response)) where.push("agent response");
  if (has(hit.result)) where.push("explanation");
  if (byEmbedding) {
    return where.length > 0
      ? `matched in ${where.join(", ")} and by meaning`
      : "matched by meaning (embedding)";
  }
  return where.length > 0 ? `matched in ${where.join(", ")}` : "matched a word form of the query";
}

export async function search(
  deps: Pick<AnalysisDeps, "database" | "clock" | "llm">,
  principal: Principal,
  body: Body,
): Promise<z.infer<typeof ExplainerSearchResponse>> {
  const words = wordsOf(body.query);
  if (words.length === 0) {
    throw new ValidationError("The query has no words to search for", {
      field: "query",
      reason: "no words",
    });
  }
  const where = sql.join(filtersOf(principal, body, deps.clock.now()), sql` AND `);
  const embedded = deps.llm.embeddingsConfigured;
  // Hybrid ranking fuses longer lists than the page: a result may rank low in one of them.
  const limit = embedded ? HYBRID_CANDIDATES : body.limit;
  const hits = await byWords(deps, body, words, where, limit);
  const semantic = embedded ? await byMeaning(deps, principal.companyId, body.query, where) : null;
  if (!semantic) return answer(words, hits, hits.length === 0 ? 0 : toNumber(hits[0]?.total));
  const fused = reciprocalRankFusion<Hit>([
    hits.map((hit) => ({ id: hit.trace_id + hit.created_at, item: hit })),
    semantic.map((hit) => ({ id: hit.trace_id + hit.created_at, item: hit as unknown as Hit })),
  ]);
  const semanticIds = new Set(semantic.map((hit) => hit.trace_id + hit.created_at));
  return answer(
    words,
    fused.slice(0, body.limit).map((f: Ranked<Hit>) => ({
      ...f.item,
      rank: f.score,
      semantic: semanticIds.has(f.id),
    })),
    fused.length,
  );
}

/** Candidates fused per list when ranking is hybrid. */
const HYBRID_CANDIDATES = 100;

async function byWords(
  deps: Pick<AnalysisDeps, "database">,
  body: Body,
  words: string[],
  where: RawBuilder<unknown>,
  limit: number,
): Promise<Hit[]> {
  const { database } = deps;
  let hits: Hit[];
  if (database.dialect === "postgres") {
    const { rows } =
      await sql<Hit>`SELECT ${COLUMNS}, ts_rank(a.search, q) AS rank, count(*) OVER () AS total
      FROM analyses a, websearch_to_tsquery('english', ${body.query}) q
      WHERE a.search @@ q AND ${where}
      ORDER BY rank DESC, a.created_at DESC LIMIT ${limit}`.execute(database.db);
    hits = rows;
  } else {
    // Each word quoted: FTS5 operators in the user's text stay plain words.
    const match = words.map((w) => `"${w}"`).join(" ");
    // bm25() works only in a plain FTS query: it ranks in a subquery the filters join.
    const { rows } = await sql<Hit>`SELECT ${COLUMNS}, f.rank AS rank, count(*) OVER () AS total
      FROM (SELECT analysis_id, bm25(analyses_fts) AS rank FROM analyses_fts
            WHERE analyses_fts MATCH ${match}) f
      JOIN analyses a ON a.id = f.analysis_id
      WHERE ${where}
      ORDER BY f.rank, a.created_at DESC LIMIT ${limit}`.execute(database.db);
    // BM25 is negative, lower is better: map it into [0, 1), higher is better.
    hits = rows.map((r) => ({ ...r, rank: -toNumber(r.rank) / (1 - toNumber(r.rank)) }));
  }
  return hits;
}

function answer(
  words: string[],
  hits: (Hit & { semantic?: boolean })[],
  total: number,
): z.infer<typeof ExplainerSearchResponse> {
  return {
    results: hits.map((hit) => {
      const explanation = parseJson<Explanation | null>(hit.result, null);
      return {
        traceId: hit.trace_id,
        relevanceScore: round(toNumber(hit.rank)),
        qualityScore: hit.overall_score === null ? null : toNumber(hit.overall_score),
        outcome: hit.outcome,
        userMessage: hit.user_message,
        agentResponse: hit.agent_response,
        matchReason: matchReason(words, hit, hit.semantic === true),
        hallucinationReport: explanation?.hallucinationReport ?? null,
        createdAt: hit.created_at,
      };
    }),
    totalResults: total,
    searchCreditsUsed: 0,
  };
}
