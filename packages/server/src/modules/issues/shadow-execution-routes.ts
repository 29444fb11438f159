import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { ShadowExecution, ShadowExecutionBody } from "./schemas";
import { executeShadow } from "./shadow-execution";

const execute = createRoute({
  method: "post",
  path: "/api/shadow-execution",
  tags: ["Shadow tests"],
  operationId: "executeShadow",
  summary: "Replay one trace with and without a fix, synchronously (30-second limit)",
  request: jsonBody(ShadowExecutionBody),
  responses: {
    ...respond.ok(ShadowExecution, "Both outputs, their scores and the verdict"),
    ...respond.notFound("A fix or trace that is not yours"),
    504: {
      description: "Not finished within 30 seconds (code TIMEOUT); nothing was stored",
      content: { "application/json": { schema: ErrorEnvelope } },
    },
  },
});

export function shadowExecutionRoutes(app: VigilApp): void {
  app.openapi(secured(execute), async (c) =>
    c.json(ok(await executeShadow(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
}
