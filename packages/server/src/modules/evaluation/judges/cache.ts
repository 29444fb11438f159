/**
 * The judges' answer cache. The provider caches only answers at temperature 0; a judge's score
 * must repeat at any temperature, so every judge answer is kept here by what shaped it, and
 * the first answer stored for a key is the one every later call gets.
 */
import type { Deps } from "../../../context";
import { sha256Hex } from "../../../lib/hash";
import { canonicalJson } from "../../../llm/cache";
import type {} from "../schema";

export type JudgeCacheDeps = Pick<Deps, "database" | "clock">;

export interface JudgeCacheKeyParts {
  companyId: string;
  kind: "score" | "pairwise";
  model: string;
  /** The criterion's prompt template, as written. */
  template: string;
  /** The messages sent: the template rendered with the example. */
  rendered: unknown;
  temperature: number;
}

export function judgeCacheKey(parts: JudgeCacheKeyParts): string {
  return sha256Hex(canonicalJson(parts));
}

export async function readJudgeCache<A>(
  { database }: Pick<JudgeCacheDeps, "database">,
  companyId: string,
  key: string,
): Promise<A | null> {
  const row = await database.db
    .selectFrom("judge_cache")
    .select("answer")
    .where("key", "=", key)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.answer) as A) : null;
}

/**
 * Keeps `answer` unless one is stored already, and answers the stored one: two concurrent
 * calls for one key both end up with the first answer, so a re-run can never see the other.
 */
export async function keepJudgeAnswer<A>(
  deps: JudgeCacheDeps,
  entry: { key: string; companyId: string; kind: JudgeCacheKeyParts["kind"]; model: string },
  answer: A,
): Promise<A> {
  const kept = await deps.database.db
    .insertInto("judge_cache")
    .values({
      key: entry.key,
      company_id: entry.companyId,
      kind: entry.kind,
      model: entry.model,
      answer: JSON.stringify(answer),
      created_at: deps.clock.now().toISOString(),
    })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  // Stored: this answer is the first. Only a lost race reads back the winner's.
  if (kept) return answer;
  return (await readJudgeCache<A>(deps, entry.companyId, entry.key)) ?? answer;
}
