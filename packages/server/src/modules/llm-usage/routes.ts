import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import { ListLlmUsageQuery, LlmUsageRecord, LlmUsageSummary, UsageFilterQuery } from "./schemas";
import * as service from "./service";

const tags = ["LLM usage"];

const list = secured(
  createRoute({
    method: "get",
    path: "/api/v2/llm/usage",
    tags,
    operationId: "listLlmUsage",
    summary:
      "Every call Vigil made to the model provider for your company, newest first; admin only",
    request: { query: ListLlmUsageQuery },
    responses: respond.page(LlmUsageRecord, "A page of provider calls and cache hits"),
  }),
);
const summary = secured(
  createRoute({
    method: "get",
    path: "/api/v2/llm/usage/summary",
    tags,
    operationId: "getLlmUsageSummary",
    summary: "Token usage totals, per purpose, model and kind; admin only",
    request: { query: UsageFilterQuery },
    responses: respond.ok(LlmUsageSummary, "Totals and the breakdown"),
  }),
);

export function llmUsageRoutes(app: VigilApp): void {
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await service.list(c.env.deps, c.get("principal"), query);
    return c.json(paged(rows, total, query), 200);
  });
  app.openapi(summary, async (c) =>
    c.json(ok(await service.summary(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
}
