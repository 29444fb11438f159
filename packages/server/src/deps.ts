import { join } from "node:path";
import type { Config } from "./config";
import { createDatabase, type Database } from "./db/database";
import type { Deps } from "./http/env";
import { createLogger, type Logger } from "./http/logger";
import type { Principal } from "./http/principal";
import { memoryRateLimiter, postgresRateLimiter } from "./http/rate-limit";
import { type CachedBody, StampedCache } from "./http/read-cache";
import { createUsageRecorder } from "./http/usage";
import { type Clock, systemClock } from "./lib/clock";
import { createSecretBox, loadEncryptionKey } from "./lib/secret-box";
import { createIngestPipeline } from "./modules/traces/pipeline";

export interface DepsOptions {
  database?: Database;
  clock?: Clock;
  logger?: Logger;
}

/**
 * Opens and migrates the database and builds everything handlers use.
 * @example const deps = await createDeps(loadConfig()); const app = createApp(deps);
 */
export async function createDeps(config: Config, options: DepsOptions = {}): Promise<Deps> {
  const database = options.database ?? createDatabase(config);
  await database.migrate();
  const key = loadEncryptionKey(config.encryptionKey, join(config.dataDir, "secret.key"));
  return {
    database,
    config,
    clock: options.clock ?? systemClock,
    logger: options.logger ?? createLogger(config.logLevel),
    rateLimiter:
      database.dialect === "postgres" ? postgresRateLimiter(database) : memoryRateLimiter(),
    usage: createUsageRecorder(database),
    secretBox: createSecretBox(key),
    ingest: createIngestPipeline(),
    ...createCaches(),
  };
}

/** The in-memory read caches (validated by database stamps; empty on PostgreSQL). */
export function createCaches(): Pick<Deps, "responses" | "principals"> {
  return {
    responses: new StampedCache<CachedBody>(2_000),
    principals: new StampedCache<Principal>(10_000),
  };
}
