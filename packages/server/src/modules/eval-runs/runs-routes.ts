import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import {
  CreateRunBody,
  ListRunsQuery,
  RunDetail,
  RunIdParam,
  RunIdPathParam,
  RunView,
  StartedRun,
  UpdateRunBody,
} from "./run-schemas";
import * as runs from "./runs-service";

const tags = ["Evaluation runs"];
const missing = respond.notFound("No such run in your reach");
const error = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelope } },
});
const TARGET_NOTE =
  "Runs as a durable job: a restart resumes it without scoring any example twice. run.completed or run.failed is emitted when it ends.";

const start = secured(
  createRoute({
    method: "post",
    path: "/api/evaluation/run",
    tags,
    operationId: "startEvaluationRun",
    summary: "Start a run of an evaluation set against a target (status running)",
    description: TARGET_NOTE,
    request: jsonBody(CreateRunBody),
    responses: {
      ...respond.created(StartedRun, "The run, started"),
      ...respond.notFound("No such set or agent in your reach"),
      503: error("The provider target needs a model provider"),
    },
  }),
);
const detail = secured(
  createRoute({
    method: "get",
    path: "/api/evaluation/runs/{runId}",
    tags,
    operationId: "getEvaluationRunResults",
    summary: "A run with its summary and every finished result",
    request: { params: RunIdPathParam },
    responses: { ...respond.ok(RunDetail, "The run and its results"), ...missing },
  }),
);
const list = secured(
  createRoute({
    method: "get",
    path: "/api/eval-runs",
    tags,
    operationId: "listEvalRuns",
    request: { query: ListRunsQuery },
    responses: respond.page(RunView, "A page of runs, newest first"),
  }),
);
const create = secured(
  createRoute({
    method: "post",
    path: "/api/eval-runs",
    tags,
    operationId: "createEvalRun",
    summary: "Create a run (status pending; the queue starts it)",
    description: TARGET_NOTE,
    request: jsonBody(CreateRunBody),
    responses: {
      ...respond.created(RunView, "The new run"),
      ...respond.notFound("No such set or agent in your reach"),
      503: error("The provider target needs a model provider"),
    },
  }),
);
const get = secured(
  createRoute({
    method: "get",
    path: "/api/eval-runs/{id}",
    tags,
    operationId: "getEvalRun",
    request: { params: RunIdParam },
    responses: { ...respond.ok(RunView, "The run with progress and config"), ...missing },
  }),
);
const update = secured(
  createRoute({
    method: "patch",
    path: "/api/eval-runs/{id}",
    tags,
    operationId: "updateEvalRun",
    summary: "Rename, retag, or cancel a run",
    description:
      "status cancelled stops the calls in flight within a second and keeps the finished results; a run that already ended answers 409 CONFLICT.",
    request: { params: RunIdParam, ...jsonBody(UpdateRunBody) },
    responses: {
      ...respond.ok(RunView, "The run as now stored"),
      ...missing,
      409: error("The run already ended"),
    },
  }),
);

export function evalRunRoutes(app: VigilApp): void {
  app.openapi(start, async (c) => {
    const { view, estimatedCompletionTime } = await runs.createRun(
      c.env.deps,
      c.get("principal"),
      c.req.valid("json"),
      "running",
    );
    return c.json(
      ok({ runId: view.id, status: view.status, progress: view.progress, estimatedCompletionTime }),
      201,
    );
  });
  app.openapi(detail, async (c) =>
    c.json(
      ok(await runs.getRunDetail(c.env.deps, c.get("principal"), c.req.valid("param").runId)),
      200,
    ),
  );
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await runs.listRuns(c.env.deps, c.get("principal"), query);
    return c.json(paged(items, total, query), 200);
  });
  app.openapi(create, async (c) => {
    const { view } = await runs.createRun(
      c.env.deps,
      c.get("principal"),
      c.req.valid("json"),
      "pending",
    );
    return c.json(ok(view), 201);
  });
  app.openapi(get, async (c) =>
    c.json(ok(await runs.getRun(c.env.deps, c.get("principal"), c.req.valid("param").id)), 200),
  );
  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      ok(await runs.updateRun(c.env.deps, c.get("principal"), id, c.req.valid("json"))),
      200,
    );
  });
}
