import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Database } from "../db/database";
import { createLlmProvider, type LlmConfig, type LlmProvider } from "../llm/provider";
import type { LlmTables } from "../llm/schema";
import { type FakeLlm, startFakeLlm } from "./fake-llm";
import { clearLlmTables, openLlmTestDatabase } from "./llm-database";

/** What a file's provider tests share: the fake, its database, providers made per test. */
export interface LlmRig {
  readonly fake: FakeLlm;
  readonly db: Kysely<LlmTables>;
  /** A provider on the fake with the rig's defaults and `overrides`; closed after the test. */
  provider(overrides?: Partial<LlmConfig>): LlmProvider;
  /** Each recorded call's status and error code, in order. */
  usage(): Promise<(string | null)[][]>;
}

/**
 * One SQLite database and one fake provider for the calling `describe` block, emptied and
 * reset before each test; providers made by a test are closed after it. Registers its own
 * hooks, so call it inside `describe`, before the file's own `beforeEach`.
 */
export function useLlmRig(
  defaults: { concurrency: number; maxRetries: number },
  clock: { now(): Date },
): LlmRig {
  let database: Database;
  let db: Kysely<LlmTables>;
  let fake: FakeLlm;
  const opened: LlmProvider[] = [];

  beforeAll(async () => {
    ({ database, db } = await openLlmTestDatabase("sqlite"));
    fake = await startFakeLlm();
  });
  beforeEach(async () => {
    await clearLlmTables(db);
    fake.reset();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close()));
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  return {
    get fake() {
      return fake;
    },
    get db() {
      return db;
    },
    provider(overrides = {}) {
      const config: LlmConfig = {
        baseUrl: fake.url,
        model: "fake-model",
        timeoutMs: 5_000,
        concurrency: defaults.concurrency,
        maxRetries: defaults.maxRetries,
        ...overrides,
      };
      const created = createLlmProvider({ config, database: db, clock });
      opened.push(created);
      return created;
    },
    async usage() {
      const rows = await db.selectFrom("llm_usage").selectAll().orderBy("id").execute();
      return rows.map((r) => [r.status, r.error_code]);
    },
  };
}
