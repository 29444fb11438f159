import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { CompareQuery, Comparison } from "./compare-schemas";
import { compareRuns } from "./compare-service";

const compare = secured(
  createRoute({
    method: "get",
    path: "/api/evaluation/compare",
    tags: ["Evaluation runs"],
    operationId: "compareEvalRuns",
    summary: "Compare runs example by example, with significance tests",
    request: { query: CompareQuery },
    responses: {
      ...respond.ok(Comparison, "The comparison"),
      ...respond.notFound("A run is not in your reach"),
    },
  }),
);

export function compareRoutes(app: VigilApp): void {
  app.openapi(compare, async (c) => {
    const { runIds, seed } = c.req.valid("query");
    return c.json(ok(await compareRuns(c.env.deps, c.get("principal"), runIds, seed)), 200);
  });
}
