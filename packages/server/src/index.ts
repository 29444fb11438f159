export { createApp, openApiDocument, type VigilApp } from "./app";
export { type Config, type ConfigOverrides, loadConfig } from "./config";
export { createDatabase, type Database, fromKysely, isPostgresUrl } from "./db/database";
export type { DB } from "./db/schema";
export { createDeps, type DepsOptions } from "./deps";
export type { AppEnv, Deps } from "./http/env";
export { AppError, NotFoundError, ValidationError } from "./http/errors";
export { createLogger, type Logger } from "./http/logger";
export { PERMISSIONS, type Permission, ROLES, type Role, TIERS, type Tier } from "./http/principal";
export { type Clock, systemClock } from "./lib/clock";
export { parseDuration } from "./lib/duration";
export * as apiKeys from "./modules/api-keys/operator";
export { createIngestPipeline, type IngestPipeline } from "./modules/traces/pipeline";
export {
  type ExportOptions,
  exportTraceLines,
  type ImportOptions,
  type ImportProgress,
  type ImportSummary,
  importTraceLines,
} from "./modules/traces/transfer";
export { type RunningServer, startServer } from "./server";
export { VERSION } from "./version";
