import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope, message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import * as review from "./review-service";
import {
  CreateCommentBody,
  CreateFlagBody,
  FlagComment,
  FlaggedTrace,
  FlaggedTraceDetail,
  FlagIdParam,
  FlagList,
  ListFlagsQuery,
  TraceIdParam,
  UpdateFlagBody,
} from "./schemas";
import * as service from "./service";

const tags = ["Flagged traces"];
const BASE = "/api/flagged-traces";
const missing = respond.notFound("No such flag in your reach");
const error = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelope } },
});

const list = secured(
  createRoute({
    method: "get",
    path: BASE,
    tags,
    operationId: "listFlaggedTraces",
    summary: "Flags with filters, newest or oldest first, and counts by status",
    request: { query: ListFlagsQuery },
    responses: {
      200: {
        description: "A page of flags",
        content: { "application/json": { schema: FlagList } },
      },
    },
  }),
);
const create = secured(
  createRoute({
    method: "post",
    path: BASE,
    tags,
    operationId: "createFlaggedTrace",
    summary: "Flag a trace for review (30 per 15 minutes per user)",
    description:
      "A trace has at most one active (open or in_review) flag: a second answers 409 CONFLICT with details.existingFlagId.",
    request: jsonBody(CreateFlagBody),
    responses: {
      ...respond.created(FlaggedTrace, "The new, open flag"),
      ...respond.notFound("No such trace in your reach"),
      409: error("The trace already has an active flag (details.existingFlagId)"),
    },
  }),
);
const get = secured(
  createRoute({
    method: "get",
    path: `${BASE}/{flagId}`,
    tags,
    operationId: "getFlaggedTrace",
    summary: "A flag with its review history and comments",
    request: { params: FlagIdParam },
    responses: { ...respond.ok(FlaggedTraceDetail, "The flag"), ...missing },
  }),
);
const byTrace = secured(
  createRoute({
    method: "get",
    path: `${BASE}/by-trace/{traceId}`,
    tags,
    operationId: "getTraceFlag",
    summary: "The trace's active flag (404 when it has none)",
    request: { params: TraceIdParam },
    responses: {
      ...respond.ok(FlaggedTrace, "The active flag"),
      ...respond.notFound("Not flagged"),
    },
  }),
);
const update = secured(
  createRoute({
    method: "patch",
    path: `${BASE}/{flagId}`,
    tags,
    operationId: "updateFlaggedTrace",
    summary:
      "Change a flag's status, assignee (a user of your company, or null) or resolution notes",
    request: { params: FlagIdParam, ...jsonBody(UpdateFlagBody) },
    responses: {
      ...respond.ok(FlaggedTrace, "The updated flag"),
      ...missing,
      ...respond.conflict("Reopening would make a second active flag of the trace"),
    },
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: `${BASE}/{flagId}`,
    tags,
    operationId: "deleteFlaggedTrace",
    summary: "Delete a flag; only its creator may (403 otherwise)",
    request: { params: FlagIdParam },
    responses: { ...respond.message("Deleted"), ...missing },
  }),
);
const comment = secured(
  createRoute({
    method: "post",
    path: `${BASE}/{flagId}/comments`,
    tags,
    operationId: "createFlagComment",
    summary: "Comment on a flag (1-5,000 characters; 60 per 15 minutes per user)",
    request: { params: FlagIdParam, ...jsonBody(CreateCommentBody) },
    responses: { ...respond.created(FlagComment, "The new comment"), ...missing },
  }),
);

export function flaggedTraceRoutes(app: VigilApp): void {
  app.openapi(list, async (c) =>
    c.json(await service.listFlags(c.env.deps, c.get("principal"), c.req.valid("query")), 200),
  );
  app.openapi(create, async (c) =>
    c.json(ok(await service.createFlag(c.env.deps, c.get("principal"), c.req.valid("json"))), 201),
  );
  app.openapi(byTrace, async (c) =>
    c.json(
      ok(await service.flagOfTrace(c.env.deps, c.get("principal"), c.req.valid("param").traceId)),
      200,
    ),
  );
  app.openapi(get, async (c) =>
    c.json(
      ok(await service.getFlag(c.env.deps, c.get("principal"), c.req.valid("param").flagId)),
      200,
    ),
  );
  app.openapi(update, async (c) =>
    c.json(
      ok(
        await review.updateFlag(
          c.env.deps,
          c.get("principal"),
          c.req.valid("param").flagId,
          c.req.valid("json"),
        ),
      ),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    const { flagId } = c.req.valid("param");
    await review.deleteFlag(c.env.deps, c.get("principal"), flagId);
    return c.json(message(`Flag ${flagId} deleted`), 200);
  });
  app.openapi(comment, async (c) =>
    c.json(
      ok(
        await review.addComment(
          c.env.deps,
          c.get("principal"),
          c.req.valid("param").flagId,
          c.req.valid("json"),
        ),
      ),
      201,
    ),
  );
}
