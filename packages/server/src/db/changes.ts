import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

const ANY = "*";

interface TableLike {
  kind: string;
  table?: { identifier?: { name?: string } } | TableLike;
  node?: TableLike;
}

function tableName(node: TableLike | undefined): string {
  if (!node) return ANY;
  if (node.kind === "AliasNode") return tableName(node.node);
  const name = (node.table as { identifier?: { name?: string } } | undefined)?.identifier?.name;
  return name ?? ANY;
}

/** The tables a statement may change; "*" when it cannot tell (raw SQL, DDL). */
function writtenTables(node: RootOperationNode): string[] | null {
  switch (node.kind) {
    case "SelectQueryNode":
      return null;
    case "InsertQueryNode":
      return [tableName(node.into as TableLike | undefined)];
    case "UpdateQueryNode":
      return [tableName(node.table as TableLike | undefined)];
    case "DeleteQueryNode":
      return node.from.froms.map((from) => tableName(from as TableLike));
    default:
      return [ANY];
  }
}

/**
 * Counts the writes this process makes, per table, so read caches know when what they hold
 * went stale. A write counts once it has run (a reader that started before it cannot store
 * under the newer count). Writes by other processes are seen through the database's own
 * change marker (SQLite `PRAGMA data_version`).
 */
export class ChangeTracker implements KyselyPlugin {
  readonly #counts = new Map<string, number>();
  readonly #pending = new WeakMap<object, string[]>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (tables) this.#pending.set(queryId, tables);
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#pending.get(queryId);
    if (tables)
      for (const table of tables) this.#counts.set(table, (this.#counts.get(table) ?? 0) + 1);
    return result;
  }

  /** Counts a write made outside Kysely (a raw better-sqlite3 statement). */
  bump(tables: readonly string[]): void {
    for (const table of tables) this.#counts.set(table, (this.#counts.get(table) ?? 0) + 1);
  }

  /** A stamp that changes whenever one of `tables` (or anything unattributed) is written here. */
  stamp(tables: readonly string[]): string {
    let stamp = String(this.#counts.get(ANY) ?? 0);
    for (const table of tables) stamp += `:${this.#counts.get(table) ?? 0}`;
    return stamp;
  }
}
