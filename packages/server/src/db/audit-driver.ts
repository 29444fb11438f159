/**
 * The driver half of the audit log (design: audit-scope.ts): a Kysely dialect wrapper that
 * appends the running request's audit entry inside the transaction of the change it records.
 * Every dialect the server opens (SQLite, PostgreSQL, PGlite in tests) is wrapped, so no
 * service has to remember to write the entry.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type Dialect as KyselyDialect,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { appendAuditEntry, entryFromScope, type RunSql } from "./audit-chain";
import { type AuditScope, currentAuditScope } from "./audit-scope";
import type { Dialect } from "./migrations/types";

const WRITE_KINDS = new Set([
  "InsertQueryNode",
  "UpdateQueryNode",
  "DeleteQueryNode",
  "MergeQueryNode",
]);
const RAW_WRITE = /^\s*(insert|update|delete|replace|merge)\b/i;

function isWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  return WRITE_KINDS.has(kind) || (kind === "RawNode" && RAW_WRITE.test(query.sql));
}

/** A write counts when it changed rows (or a driver cannot say). */
function changedRows(result: QueryResult<unknown>): boolean {
  const affected = result.numAffectedRows;
  return affected === undefined || affected > 0n;
}

/** One acquisition of a connection: whether a transaction is open and what it did. */
class AuditedConnection implements DatabaseConnection {
  /** The scope of the open transaction (taken at BEGIN), if it runs for an audited request. */
  scope: AuditScope | undefined;
  inTransaction = false;
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly driver: AuditingDriver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!isWrite(query)) return this.inner.executeQuery<R>(query);
    if (this.inTransaction) {
      const result = await this.inner.executeQuery<R>(query);
      if (this.scope && changedRows(result)) this.wrote = true;
      return result;
    }
    const scope = currentAuditScope();
    if (!scope) return this.inner.executeQuery<R>(query);
    // A lone write of an audited request: made a transaction of its own with its entry.
    return this.driver.loneWrite(this, scope, query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class AuditingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly dialect: Dialect,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new AuditedConnection(await this.inner.acquireConnection(), this);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as AuditedConnection).inner);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const audited = connection as AuditedConnection;
    await this.inner.beginTransaction(audited.inner, settings);
    audited.inTransaction = true;
    audited.wrote = false;
    audited.scope = currentAuditScope();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const audited = connection as AuditedConnection;
    try {
      if (audited.scope && audited.wrote) await this.append(audited.inner, audited.scope);
      await this.inner.commitTransaction(audited.inner);
    } finally {
      this.#reset(audited);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const audited = connection as AuditedConnection;
    try {
      await this.inner.rollbackTransaction(audited.inner);
    } finally {
      this.#reset(audited);
    }
  }

  savepoint: Driver["savepoint"] = (connection, name, compile) =>
    this.inner.savepoint?.((connection as AuditedConnection).inner, name, compile) ??
    Promise.resolve();
  rollbackToSavepoint: Driver["rollbackToSavepoint"] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint?.((connection as AuditedConnection).inner, name, compile) ??
    Promise.resolve();
  releaseSavepoint: Driver["releaseSavepoint"] = (connection, name, compile) =>
    this.inner.releaseSavepoint?.((connection as AuditedConnection).inner, name, compile) ??
    Promise.resolve();

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  async loneWrite<R>(
    connection: AuditedConnection,
    scope: AuditScope,
    query: CompiledQuery,
  ): Promise<QueryResult<R>> {
    await this.inner.beginTransaction(connection.inner, {});
    try {
      const result = await connection.inner.executeQuery<R>(query);
      if (changedRows(result)) await this.append(connection.inner, scope);
      await this.inner.commitTransaction(connection.inner);
      return result;
    } catch (error) {
      await this.inner.rollbackTransaction(connection.inner);
      throw error;
    }
  }

  async append(connection: DatabaseConnection, scope: AuditScope): Promise<void> {
    // A scope that never learnt whom it acts for (a refused login) has no chain to join.
    if (scope.companyId === "") return;
    const run: RunSql = async (text, params) =>
      (await connection.executeQuery(CompiledQuery.raw(text, [...params]))).rows;
    await appendAuditEntry(run, this.dialect, entryFromScope(scope, scope.now()));
    scope.written++;
  }

  #reset(connection: AuditedConnection): void {
    connection.inTransaction = false;
    connection.wrote = false;
    connection.scope = undefined;
  }
}

/**
 * Wraps a Kysely dialect so committed changes of audited requests carry their audit entry.
 * @example new Kysely<DB>({ dialect: auditingDialect(new PostgresDialect({ pool }), "postgres") })
 */
export function auditingDialect(dialect: KyselyDialect, kind: Dialect): KyselyDialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new AuditingDriver(dialect.createDriver(), kind),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
