import { OpenAPIHono } from "@hono/zod-openapi";
import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv, Deps, VigilApp } from "./context";
import { isBusy } from "./db/sqlite-connection";
import { AppError, DatabaseBusyError, NotFoundError, ValidationError } from "./http/errors";
import { limitJsonDepth } from "./http/json-depth-limit";
import { limitBodies, requestLog, withRequestContext } from "./http/middleware";
import { staticSite } from "./http/static-site";
import { validationHook } from "./http/validation";
import { modules } from "./modules/index";

export const API_VERSION = "2.0";

const DOCUMENT = {
  openapi: "3.1.0",
  info: {
    title: "Vigil API",
    version: API_VERSION,
    description: "Self-hosted quality monitoring for AI agents.",
  },
};

/** Every module's routes, in the order modules/index.ts lists them. */
function mountModules(app: VigilApp): void {
  for (const module of modules) module.routes?.(app);
}

function newApi(): VigilApp {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key: vgl_ followed by 32 base62 characters",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "basicAuth", {
    type: "http",
    scheme: "basic",
    description:
      "An API key as the password or the username (where a route accepts it: Langfuse's OTLP path)",
  });
  return app;
}

/** The OpenAPI 3.1 document of every route, built from the route schemas. */
export function openApiDocument(): Record<string, unknown> {
  const app = newApi();
  mountModules(app);
  return app.getOpenAPI31Document(DOCUMENT) as unknown as Record<string, unknown>;
}

function fromHttpException(error: HTTPException): AppError {
  const status = error.status as ContentfulStatusCode;
  if (status === 400 || status === 415) {
    const reason =
      status === 415 ? "Content-Type must be application/json" : error.message || "Malformed JSON";
    return new ValidationError(reason, { field: "body", reason });
  }
  if (status === 413) return new AppError(413, "PAYLOAD_TOO_LARGE", "Request body is too large");
  if (status === 401) return new AppError(401, "UNAUTHORIZED", error.message || "Unauthorized");
  return new AppError(status, "HTTP_ERROR", error.message || "Request failed");
}

/**
 * Builds the HTTP app over the given dependencies.
 * @example const app = createApp(deps); const res = await app.request("/api/health");
 */
export function createApp(deps: Deps): VigilApp {
  const app = newApi();
  if (deps.config.logLevel === "info") app.use("*", requestLog());
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", limitBodies(), limitJsonDepth());
  mountModules(app);
  app.doc31("/api/openapi.json", DOCUMENT);

  const site = deps.config.webRoot ? staticSite(deps.config.webRoot) : null;
  app.notFound(async (c) => {
    const page = await site?.(c.req.method, c.req.path);
    return page ?? new NotFoundError(`Route ${c.req.method} ${c.req.path} not found`).getResponse();
  });

  const onError: ErrorHandler<AppEnv> = (error, c) => {
    if (error instanceof AppError) return error.getResponse();
    if (error instanceof HTTPException) return fromHttpException(error).getResponse();
    if (isBusy(error)) return new DatabaseBusyError().getResponse();
    c.env.deps.logger.error("unhandled error", {
      requestId: c.env.requestId,
      error: error instanceof Error ? error.name : "unknown",
      message: error instanceof Error ? error.message.slice(0, 500) : String(error),
    });
    return new AppError(500, "INTERNAL_ERROR", "Internal server error").getResponse();
  };
  app.onError(onError);
  app.fetch = withRequestContext(app.fetch, deps) as VigilApp["fetch"];
  return app;
}
