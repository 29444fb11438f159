import type { Config } from "../config";
import type { Database } from "../db/database";
import type { Clock } from "../lib/clock";
import type { SecretBox } from "../lib/secret-box";
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
  /** GET answers of cacheable routes, valid while their tables are unchanged. */
  responses: StampedCache<CachedBody>;
  /** Resolved API keys, valid while api_keys is unchanged. */
  principals: StampedCache<Principal>;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    principal: Principal;
  };
}
