import { createApp } from "../app";
import { type ConfigOverrides, loadConfig } from "../config";
import type { Deps, VigilApp } from "../context";
import { type Database, openSqliteDatabase } from "../db/database";
import { assembleDeps } from "../deps";
import type { LookupFn } from "../events/outbound";
import { createLogger } from "../http/logger";
import { memoryRateLimiter, postgresRateLimiter } from "../http/rate-limit";
import { createUsageRecorder } from "../http/usage";
import type { Clock } from "../lib/clock";
import { createSecretBox } from "../lib/secret-box";
import { type CreateKeyOptions, create as createOperatorKey } from "../modules/api-keys/operator";

/** Keys made as `vigil keys` makes them (no HTTP), for tests outside the api-keys module. */
export {
  create as createOperatorKey,
  revoke as revokeOperatorKey,
} from "../modules/api-keys/operator";

import { ALL_MIGRATIONS, openTestDatabase, type TestDialect } from "./databases";

/** A clock tests can move. */
export function manualClock(
  start = new Date("2026-01-15T12:00:00.000Z"),
): Clock & { advance(ms: number): void; set(d: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    set(d) {
      now = d.getTime();
    },
  };
}

export interface TestApp {
  app: VigilApp;
  deps: Deps;
  database: Database;
  /** Creates a key straight in the database and returns its full value. */
  key(options?: CreateKeyOptions): Promise<string>;
  /** app.request with a Bearer key and a JSON body. */
  call(
    method: string,
    path: string,
    options?: { key?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  dialect?: TestDialect;
  clock?: Clock;
  logLines?: string[];
  /** Config besides the test defaults, e.g. `{ dev: true, webhookRetrySchedule: "1m,5m" }`. */
  config?: ConfigOverrides;
  /** DNS for outbound URL checks. */
  lookup?: LookupFn;
  /** VIGIL_* variables as a user would set them (e.g. VIGIL_LLM_BASE_URL); none by default. */
  env?: NodeJS.ProcessEnv;
  /** An open, migrated database to use instead of a fresh one (e.g. a SQLite file); closed with the app. */
  database?: Database;
}

/**
 * A SQLite file as `vigil serve` opens it: trace and log writes then go through the writer
 * thread, which in-memory SQLite never starts. Add it to a `describe.each` of TEST_DIALECTS.
 */
export const SQLITE_FILE = "sqlite file (writer thread)" as const;
export type TestTarget = TestDialect | typeof SQLITE_FILE;

/** createTestApp on a dialect, or on a fresh SQLite file at `file` for SQLITE_FILE. */
export async function createTestAppOn(target: TestTarget, file: string): Promise<TestApp> {
  if (target !== SQLITE_FILE) return createTestApp({ dialect: target });
  const database = openSqliteDatabase(file);
  await database.migrate(ALL_MIGRATIONS);
  return createTestApp({ database });
}

/** The real app over a fresh database: what module tests drive with app.request(). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase(options.dialect ?? "sqlite"));
  const config = loadConfig(
    {
      dataDir: "/tmp/vigil-test-unused",
      logLevel: options.logLines ? "info" : "silent",
      ...options.config,
    },
    options.env ?? {},
  );
  const clock = options.clock ?? { now: () => new Date() };
  const deps: Deps = assembleDeps({
    database,
    config,
    clock,
    logger: createLogger(config.logLevel, (text) =>
      options.logLines?.push(...text.trimEnd().split("\n")),
    ),
    rateLimiter:
      database.dialect === "postgres" ? postgresRateLimiter(database) : memoryRateLimiter(),
    usage: createUsageRecorder(database),
    secretBox: createSecretBox(Buffer.alloc(32, 7)),
    lookup: options.lookup,
  });
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    async key(keyOptions = {}) {
      return (await createOperatorKey({ database, clock }, { tier: "unlimited", ...keyOptions }))
        .key;
    },
    call(method, path, { key, body, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const h = init.headers as Record<string, string>;
      if (key) h.authorization = `Bearer ${key}`;
      if (body !== undefined) {
        h["content-type"] = "application/json";
        init.body = typeof body === "string" ? body : JSON.stringify(body);
      }
      return Promise.resolve(app.request(path, init));
    },
    async close() {
      await deps.jobs.stop(1_000);
      await deps.outbound.close();
      await deps.llm.close();
      await deps.ingest.close();
      await database.close();
    },
  };
}

/** Asserts the spec's error envelope with the given status and code; returns the error. */
export async function expectError(
  res: Response,
  status: number,
  code: string,
): Promise<{ code: string; message: string; details?: Record<string, unknown> }> {
  const body = (await res.json()) as {
    success: boolean;
    error: { code: string; message: string; details?: Record<string, unknown> };
  };
  if (res.status !== status || body.error?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${res.status} ${JSON.stringify(body)}`);
  }
  if (body.success !== false || typeof body.error.message !== "string") {
    throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  }
  return body.error;
}

/** Reads `{success: true, data}` and returns data, failing on any other status. */
export async function dataOf<T = Record<string, unknown>>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${text}`);
  const body = JSON.parse(text) as { success: boolean; data: T };
  if (body.success !== true) throw new Error(`not a success envelope: ${text}`);
  return body.data;
}
