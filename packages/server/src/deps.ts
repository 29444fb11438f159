import { join } from "node:path";
import type { Config } from "./config";
import type { Deps } from "./context";
import { createDatabase, type Database } from "./db/database";
import { EventBus } from "./events/bus";
import type { LookupFn } from "./events/outbound";
import { createOutbound } from "./events/outbound-service";
import { registerEventHandlers } from "./events/register";
import { createLogger, type Logger } from "./http/logger";
import type { Principal } from "./http/principal";
import { memoryRateLimiter, postgresRateLimiter } from "./http/rate-limit";
import { NO_SESSIONS } from "./http/session-auth";
import { createUsageRecorder } from "./http/usage";
import { JobRunner } from "./jobs/worker";
import { type Clock, systemClock } from "./lib/clock";
import { createSecretBox, loadEncryptionKey } from "./lib/secret-box";
import { type CachedBody, StampedCache } from "./lib/stamped-cache";
import { createLlmProvider } from "./llm/provider";
import { migrations, modules } from "./modules/index";
import { createIngestPipeline } from "./modules/traces/ingest/pipeline";

export interface DepsOptions {
  database?: Database;
  clock?: Clock;
  logger?: Logger;
  /** DNS for outbound URL checks (tests map names to chosen addresses). */
  lookup?: LookupFn;
}

/**
 * Opens and migrates the database and builds everything handlers use.
 * @example const deps = await createDeps(loadConfig()); const app = createApp(deps);
 */
export async function createDeps(config: Config, options: DepsOptions = {}): Promise<Deps> {
  const database = options.database ?? createDatabase(config);
  await database.migrate(migrations);
  const key = loadEncryptionKey(config.encryptionKey, join(config.dataDir, "secret.key"));
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  return assembleDeps({
    database,
    config,
    clock,
    logger,
    rateLimiter:
      database.dialect === "postgres" ? postgresRateLimiter(database) : memoryRateLimiter(),
    usage: createUsageRecorder(database),
    secretBox: createSecretBox(key),
    lookup: options.lookup,
  });
}

type BaseDeps = Pick<
  Deps,
  "database" | "config" | "clock" | "logger" | "rateLimiter" | "usage" | "secretBox"
> & { lookup?: LookupFn | undefined };

/**
 * Adds what every process builds the same way (ingest pipeline, job worker, event bus,
 * outbound HTTP, caches) and registers the background job handlers.
 */
export function assembleDeps(base: BaseDeps): Deps {
  const { lookup, ...rest } = base;
  const ingest = createIngestPipeline();
  const jobs = new JobRunner({
    database: base.database,
    clock: base.clock,
    concurrency: base.config.jobConcurrency,
    leaseMs: base.config.jobLease,
    onError: (message, fields) => base.logger.error(message, fields),
    busy: () => ingest.busy,
  });
  const deps: Deps = {
    ...rest,
    ingest,
    jobs,
    events: new EventBus(),
    outbound: createOutbound({ dev: base.config.dev, lookup }),
    llm: createLlmProvider({
      config: base.config.llm,
      database: base.database.db,
      clock: base.clock,
      logger: base.logger,
    }),
    ...createCaches(),
    sessions: NO_SESSIONS,
  };
  deps.ingest.afterWrite((result) => {
    if (result.events > 0 || result.jobs > 0) jobs.wake();
  });
  registerEventHandlers(deps);
  registerModules(deps);
  return deps;
}

/** Every module's job handlers, event subscribers and ingest steps, on this process. */
function registerModules(deps: Deps): void {
  for (const module of modules) {
    for (const [type, handler] of Object.entries(module.jobs?.(deps) ?? {})) {
      deps.jobs.register(type, handler);
    }
    for (const subscriber of module.subscribers?.(deps) ?? []) deps.events.subscribe(subscriber);
    for (const processor of module.ingestProcessors?.(deps) ?? []) deps.ingest.use(processor);
    for (const processor of module.logProcessors?.(deps) ?? []) deps.ingest.useForLogs(processor);
    if (module.sessions) deps.sessions = module.sessions(deps);
  }
}

/** The in-memory read caches (validated by database stamps; empty on PostgreSQL). */
export function createCaches(): Pick<Deps, "responses" | "principals"> {
  return {
    responses: new StampedCache<CachedBody>(2_000),
    principals: new StampedCache<Principal>(10_000),
  };
}
