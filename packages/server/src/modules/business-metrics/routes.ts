import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import {
  BusinessMetric,
  CreateBusinessMetricBody,
  ListBusinessMetricsQuery,
  MetricHistory,
  MetricHistoryQuery,
  MetricIdParam,
} from "./schemas";
import * as service from "./service";

const tags = ["Business metrics"];

const create = secured(
  createRoute({
    method: "post",
    path: "/api/metrics",
    tags,
    operationId: "createBusinessMetric",
    summary: "Record a business metric value (timestamp defaults to now)",
    request: jsonBody(CreateBusinessMetricBody),
    responses: {
      ...respond.created(BusinessMetric, "The recorded value"),
      ...respond.notFound("No such agent"),
    },
  }),
);
const list = secured(
  createRoute({
    method: "get",
    path: "/api/metrics",
    tags,
    operationId: "listBusinessMetrics",
    summary: "The latest value of each metric name",
    request: { query: ListBusinessMetricsQuery },
    responses: respond.page(BusinessMetric, "The latest value per metric name, by name"),
  }),
);
const history = secured(
  createRoute({
    method: "get",
    path: "/api/metrics/history",
    tags,
    operationId: "getBusinessMetricHistory",
    summary: "A metric's mean and count per UTC hour, day, week (from Monday) or month",
    request: { query: MetricHistoryQuery },
    responses: {
      ...respond.ok(MetricHistory, "Every bucket of the range; empty ones have value null"),
      ...respond.notFound("No such agent"),
    },
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: "/api/metrics/{id}",
    tags,
    operationId: "deleteBusinessMetric",
    request: { params: MetricIdParam },
    responses: { ...respond.message("Deleted"), ...respond.notFound("No such metric value") },
  }),
);

export function businessMetricRoutes(app: VigilApp): void {
  app.openapi(create, async (c) =>
    c.json(
      ok(await service.createMetric(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    ),
  );
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await service.listLatest(c.env.deps, c.get("principal"), query);
    return c.json(paged(items, total, query), 200);
  });
  app.openapi(history, async (c) =>
    c.json(ok(await service.history(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
  app.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await service.deleteMetric(c.env.deps, c.get("principal"), id);
    return c.json(message(`Business metric ${id} deleted`), 200);
  });
}
