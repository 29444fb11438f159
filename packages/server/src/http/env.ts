import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, Next } from "hono";
import type { Config } from "../config";
import type { Database } from "../db/database";
import type { EventBus } from "../events/bus";
import type { Outbound } from "../events/outbound-service";
import type { JobRunner } from "../jobs/worker";
import type { Clock } from "../lib/clock";
import type { SecretBox } from "../lib/secret-box";
import type { IngestPipeline } from "../modules/traces/pipeline";
import type { Logger } from "./logger";
import type { Principal } from "./principal";
import type { RateLimiter } from "./rate-limit";
import type { CachedBody, StampedCache } from "./read-cache";
import type { UsageRecorder } from "./usage";

/** Everything a request handler may use; built once in createApp. */
export interface Deps {
  database: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  rateLimiter: RateLimiter;
  usage: UsageRecorder;
  secretBox: SecretBox;
  /** The one write path of traces (native, OTLP, import). */
  ingest: IngestPipeline;
  /** The durable job queue's worker of this process (started by startServer). */
  jobs: JobRunner;
  /** Subscribers of emitted events (webhooks are dispatched besides them). */
  events: EventBus;
  /** Guarded outbound HTTP for webhooks and notification channels. */
  outbound: Outbound;
  /** GET answers of cacheable routes, valid while their tables are unchanged. */
  responses: StampedCache<CachedBody>;
  /** Resolved API keys, valid while api_keys is unchanged. */
  principals: StampedCache<Principal>;
}

/**
 * What every request carries from the start, set by the app's `fetch` before routing (see
 * withRequestContext): no middleware step is spent on it. `incoming` and `outgoing` are
 * there under @hono/node-server, absent under `app.request`.
 */
export interface AppBindings {
  deps: Deps;
  requestId: string;
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

export interface AppEnv {
  Bindings: AppBindings;
  Variables: {
    principal: Principal;
  };
}

/**
 * A middleware that may answer synchronously. Hono awaits whatever a middleware returns, so a
 * step that needs no I/O (a cached key, a cached answer) can skip the promise; cast to
 * MiddlewareHandler where Hono's types ask for one.
 */
export type Step = (c: Context<AppEnv>, next: Next) => Response | undefined | Promise<unknown>;
