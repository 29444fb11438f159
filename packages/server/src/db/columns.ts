import { sql } from "kysely";
import type { Database } from "./database";

/**
 * The tables that have a column of this name, read from the database's own catalogue: work
 * that must reach every table holding a trace's rows (retention, erasure) finds the tables
 * modules add later without a list to keep up to date.
 * @example await tablesWithColumn(database, "trace_id") // ["spans", "trace_evaluations", …]
 */
export async function tablesWithColumn(database: Database, column: string): Promise<string[]> {
  const query =
    database.dialect === "sqlite"
      ? sql<{
          name: string;
        }>`select m.name as name from sqlite_master m, pragma_table_info(m.name) p
          where m.type = 'table' and p.name = ${column} order by m.name`
      : sql<{ name: string }>`select table_name as name from information_schema.columns
          where table_schema = current_schema() and column_name = ${column} order by table_name`;
  return (await query.execute(database.db)).rows.map((row) => row.name);
}
