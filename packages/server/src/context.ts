import type { IncomingMessage, ServerResponse } from "node:http";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { EventBus } from "./events/bus";
import type { Outbound } from "./events/outbound-service";
import type { Logger } from "./http/logger";
import type { Principal } from "./http/principal";
import type { RateLimiter } from "./http/rate-limit";
import type { SessionResolver } from "./http/session-auth";
import type { UsageRecorder } from "./http/usage";
import type { JobRunner } from "./jobs/worker";
import type { Clock } from "./lib/clock";
import type { SecretBox } from "./lib/secret-box";
import type { CachedBody, StampedCache } from "./lib/stamped-cache";
import type { LlmProvider } from "./llm/provider";
import type { IngestPipeline } from "./modules/traces/ingest/pipeline";

/**
 * The context every part of the server shares: what a process builds once (`Deps`) and what
 * each request carries (`AppEnv`). A service takes only the part it uses, named
 * `<Area>Deps = Pick<Deps, …>`, so its tests build no more than that.
 */
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
  /** The configured OpenAI-compatible model provider (503 llm_provider_not_configured without one). */
  llm: LlmProvider;
  /** Guarded outbound HTTP for webhooks and notification channels. */
  outbound: Outbound;
  /** GET answers of cacheable routes, valid while their tables are unchanged. */
  responses: StampedCache<CachedBody>;
  /** Resolved API keys, valid while api_keys is unchanged. */
  principals: StampedCache<Principal>;
  /** Resolves the browser `session` cookie (provided by the browser-sessions module). */
  sessions: SessionResolver;
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

/** The HTTP app every module mounts its routes on. */
export type VigilApp = OpenAPIHono<AppEnv>;
