import { type SelectQueryBuilder, sql } from "kysely";
import type { DB } from "./schema";
import { toNumber } from "./sql";

/** Tables listed page by page: each has an `id` that breaks ties in the order. */
type ListedTable = "agents" | "departments" | "api_keys";

export interface PageQuery {
  /** Stored column to sort by; `id` follows in the same direction. */
  sortColumn: string;
  sortOrder: "asc" | "desc";
  limit: number;
  offset: number;
}

/**
 * One page of `base`'s rows and the count of all of them, queried together.
 * @example const { rows, total } = await selectPage(db.selectFrom("agents").where(...), query);
 */
export async function selectPage<T extends ListedTable>(
  // biome-ignore lint/complexity/noBannedTypes: a builder with nothing selected yet
  base: SelectQueryBuilder<DB, T, {}>,
  page: PageQuery,
): Promise<{ rows: DB[T][]; total: number }> {
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql.ref(page.sortColumn), page.sortOrder)
      .orderBy(sql.ref("id"), page.sortOrder)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
  ]);
  // Our row types are plain (no generated or column types), so a selected row is the table row.
  return { rows: rows as unknown as DB[T][], total: toNumber(count?.total) };
}
