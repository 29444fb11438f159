/**
 * `@vigil/server/operator`: what the `vigil` commands that work straight on the database use
 * (keys, traces, db), without the HTTP server. Importing it loads the config, the database
 * layer and the modules those commands call, not the app, its routes or gRPC. Everything here
 * is also exported by `@vigil/server`.
 * @example
 * import { apiKeys, createDatabase, loadConfig, migrations, systemClock } from "@vigil/server/operator";
 * const database = createDatabase(loadConfig());
 * await database.migrate(migrations);
 * const keys = await apiKeys.list({ database, clock: systemClock });
 */
export { type Config, type ConfigOverrides, loadConfig } from "./config";
export { createDatabase, type Database } from "./db/database";
export { PERMISSIONS, type Permission, ROLES, type Role, TIERS, type Tier } from "./http/principal";
export { type Clock, systemClock } from "./lib/clock";
export { parseDuration } from "./lib/duration";
export * as apiKeys from "./modules/api-keys/operator";
export * as audit from "./modules/audit/operator";
export * as loginLinks from "./modules/browser-sessions/operator";
export * as credits from "./modules/credits/operator";
export { migrations } from "./modules/index";
export { createIngestPipeline, type IngestPipeline } from "./modules/traces/ingest/pipeline";
export {
  type ExportOptions,
  exportTraceLines,
  type ImportOptions,
  type ImportProgress,
  type ImportSummary,
  importTraceLines,
} from "./modules/traces/transfer/import";
export { VERSION } from "./version";
