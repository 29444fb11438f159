import type { Deps, VigilApp } from "../context";
import type { VersionedMigration } from "../db/migrations/types";
import type { EventSubscriber } from "../events/bus";
import type { SessionResolver } from "../http/session-auth";
import type { JobHandler } from "../jobs/worker";
import type { LogEventsProcessor, TraceProcessor } from "./traces/ingest/pipeline";

/**
 * One API area, as the rest of the server sees it: the only door through which an area joins
 * the app. `modules/index.ts` lists every module; the app mounts their routes, every process
 * registers their job handlers and subscribers, and the migrator runs their migrations. The
 * area's tables are declared in its `schema.ts` (see db/schema.ts). Recipe: modules/README.md.
 */
export interface VigilModule {
  /** The area's folder name under src/modules. */
  readonly name: string;
  /** Mounts the area's routes (and so their part of the OpenAPI document). */
  routes?(app: VigilApp): void;
  /** The area's background job handlers, by job type; registered in every process. */
  jobs?(deps: Deps): Readonly<Record<string, JobHandler<never>>>;
  /** Called in the dispatching transaction for every emitted event (besides webhooks). */
  subscribers?(deps: Deps): readonly EventSubscriber[];
  /**
   * Steps every ingested trace goes through before it is stored, on every write path
   * (native, OTLP, import), in module order: redaction, compliance scanning… A step must be
   * cheap; anything slow belongs in a job it enqueues.
   */
  ingestProcessors?(deps: Deps): readonly TraceProcessor[];
  /** The same for OTLP log events (GenAI message content sent as logs), on every logs path. */
  logProcessors?(deps: Deps): readonly LogEventsProcessor[];
  /** Resolves the browser `session` cookie on secured routes (one module provides it). */
  sessions?(deps: Deps): SessionResolver;
  /**
   * The area's migrations. Names are global and permanent: `NNNN-<what>`, numbered after the
   * highest landed one (see db/migrations/index.ts), never renamed or reordered once landed.
   */
  readonly migrations?: readonly VersionedMigration[];
}

/**
 * Declares a module; a typed identity, so a module's register.ts reads as one literal.
 * @example export const healthModule = defineModule({ name: "health", routes: healthRoutes });
 */
export function defineModule(module: VigilModule): VigilModule {
  return module;
}
