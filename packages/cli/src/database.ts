import { join } from "node:path";
import {
  type Config,
  createDatabase,
  type Database,
  loadConfig,
  migrations,
} from "@vigil/server/operator";
import type { CliDeps } from "./deps";
import { codeOf, isConnectionError, UserError } from "./errors";

/** The --data-dir / --database-url pair shared by every command that opens the database. */
export interface DatabaseFlags {
  dataDir?: string | undefined;
  databaseUrl?: string | undefined;
}

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`: never echo a password. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, "$1:***@");
}

/** Where the data lives, for humans: `SQLite /abs/.vigil/vigil.db` or `PostgreSQL postgres://…`. */
export function describeDatabase(config: Config): string {
  return config.databaseUrl === undefined
    ? `SQLite ${join(config.dataDir, "vigil.db")}`
    : `PostgreSQL ${redactUrl(config.databaseUrl)}`;
}

/**
 * Settings from flags over VIGIL_* variables over defaults. An explicit --data-dir means
 * "SQLite here", so it also overrides a VIGIL_DATABASE_URL from the environment.
 */
export function configFrom(flags: DatabaseFlags, deps: Pick<CliDeps, "env">): Config {
  const env =
    flags.dataDir !== undefined && flags.databaseUrl === undefined
      ? { ...deps.env, VIGIL_DATABASE_URL: undefined }
      : deps.env;
  try {
    return loadConfig({ dataDir: flags.dataDir, databaseUrl: flags.databaseUrl }, env);
  } catch (error) {
    throw new UserError(
      error instanceof Error ? error.message : String(error),
      "check the flags and the VIGIL_* environment variables",
    );
  }
}

/** Opens the database without migrating; a bad URL or an unusable data dir is a UserError. */
export function openDatabase(config: Config): Database {
  try {
    return createDatabase(config);
  } catch (error) {
    const mapped = databaseFailure(error, config);
    if (mapped instanceof UserError) throw mapped;
    throw new UserError(error instanceof Error ? error.message : String(error));
  }
}

const FILE_CODES = new Set(["SQLITE_CANTOPEN", "SQLITE_READONLY", "EACCES", "EROFS", "ENOTDIR"]);

/** Turns a failure to reach or migrate the database into one actionable line. */
export function databaseFailure(error: unknown, config: Config): unknown {
  if (error instanceof UserError) return error;
  const where = describeDatabase(config);
  const message = error instanceof Error ? error.message : String(error);
  if (isConnectionError(error)) {
    return new UserError(
      `cannot connect to ${where} (${message})`,
      "check --database-url or VIGIL_DATABASE_URL and that the server is running",
    );
  }
  if (FILE_CODES.has(codeOf(error) ?? "")) {
    return new UserError(
      `cannot open ${where} (${message})`,
      "check that --data-dir points to a writable directory",
    );
  }
  return error;
}

/**
 * Opens and migrates the configured database, runs `work`, and always closes it.
 * @example await withDatabase(config, (database) => apiKeys.list({ database, clock }));
 */
export async function withDatabase<T>(
  config: Config,
  work: (database: Database, applied: string[]) => Promise<T>,
): Promise<T> {
  const database = openDatabase(config);
  try {
    let applied: string[];
    try {
      applied = await database.migrate(migrations);
    } catch (error) {
      throw databaseFailure(error, config);
    }
    return await work(database, applied);
  } finally {
    await database.close().catch(() => {});
  }
}
