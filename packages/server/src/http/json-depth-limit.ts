import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { jsonNestsDeeperThan } from "../lib/json-depth";
import { jsonTooDeepError } from "./json-too-deep";
import { OTLP_HTTP_PATHS } from "./middleware";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH with 400 VALIDATION_ERROR before any
 * route parses it. Runs after the body limit; the text it reads is the one Hono's JSON
 * validator parses next (cached on the request), so the body is read once.
 */
export function limitJsonDepth(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const mediaType = c.req.header("content-type")?.split(";")[0]?.trim() ?? "";
    const encoding = c.req.header("content-encoding")?.trim().toLowerCase();
    // OTLP decodes its own bytes (gzip, protobuf) and checks JSON after inflating it; any
    // other compressed body cannot be read as JSON at all.
    // The body is asked for last: on the Node server, asking for it makes a web stream of the
    // request, which an OTLP export (read as bytes) or a body that is not JSON never needs.
    if (
      OTLP_HTTP_PATHS.has(c.req.path) ||
      !JSON_MEDIA_TYPE.test(mediaType) ||
      (encoding !== undefined && encoding !== "" && encoding !== "identity") ||
      !c.req.raw.body
    ) {
      return next();
    }
    if (jsonNestsDeeperThan(await c.req.text())) throw jsonTooDeepError();
    return next();
  };
}
