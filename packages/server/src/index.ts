export { createApp, openApiDocument } from "./app";
export type { AppEnv, Deps, VigilApp } from "./context";
export { fromKysely, isPostgresUrl } from "./db/database";
/** The shared tables; each module declares its own in its schema.ts (typed inside the server). */
export type { DB } from "./db/schema";
export { createDeps, type DepsOptions } from "./deps";
export { AppError, NotFoundError, ValidationError } from "./http/errors";
export { createLogger, type Logger } from "./http/logger";
export { modules } from "./modules/index";
export { defineModule, type VigilModule } from "./modules/module";
// Everything `vigil`'s database commands use (keys, traces, db), without the HTTP server.
export * from "./operator";
export { type RunningServer, startServer } from "./server";
