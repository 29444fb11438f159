import type { Context, Next } from "hono";
import type { AppEnv } from "../context";

/**
 * A middleware that may answer synchronously. Hono awaits whatever a middleware returns, so a
 * step that needs no I/O (a cached key, a cached answer) can skip the promise; cast to
 * MiddlewareHandler where Hono's types ask for one.
 */
export type Step = (c: Context<AppEnv>, next: Next) => Response | undefined | Promise<unknown>;
