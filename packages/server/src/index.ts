export { createApp, openApiDocument } from "./app";
export { type Config, type ConfigOverrides, loadConfig } from "./config";
export type { AppEnv, Deps, VigilApp } from "./context";
export { createDatabase, type Database, fromKysely, isPostgresUrl } from "./db/database";
/** The shared tables; each module declares its own in its schema.ts (typed inside the server). */
export type { DB } from "./db/schema";
export { createDeps, type DepsOptions } from "./deps";
export { AppError, NotFoundError, ValidationError } from "./http/errors";
export { createLogger, type Logger } from "./http/logger";
export { PERMISSIONS, type Permission, ROLES, type Role, TIERS, type Tier } from "./http/principal";
export { type Clock, systemClock } from "./lib/clock";
export { parseDuration } from "./lib/duration";
export * as apiKeys from "./modules/api-keys/operator";
export { migrations, modules } from "./modules/index";
export { defineModule, type VigilModule } from "./modules/module";
export { createIngestPipeline, type IngestPipeline } from "./modules/traces/ingest/pipeline";
export {
  type ExportOptions,
  exportTraceLines,
  type ImportOptions,
  type ImportProgress,
  type ImportSummary,
  importTraceLines,
} from "./modules/traces/transfer/import";
export { type RunningServer, startServer } from "./server";
export { VERSION } from "./version";
