import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import {
  AssignBody,
  Assignment,
  CreateReviewItemBody,
  QueueEnvelope,
  QueueQuery,
  ReviewIdParam,
  ReviewItem,
  ReviewItemDetail,
  Skip,
  SkipBody,
  Submission,
  SubmitBody,
} from "./schemas";
import * as service from "./service";
import * as workflow from "./workflow-service";

export const tags = ["Human review"];
export const BASE = "/api/human-review";
const missing = respond.notFound("No such review item (or reviewer) in your reach");
const error = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelope } },
});
const STATES =
  "States: pending → in_progress (assign) → completed (submit); skip without reassignTo → skipped, with reassignTo → in_progress; skipped → in_progress (assign). A completed item is final; any other move answers 409 CONFLICT.";

const queue = secured(
  createRoute({
    method: "get",
    path: `${BASE}/queue`,
    tags,
    operationId: "getHumanReviewQueue",
    summary: "The review queue, most urgent first (priority, then oldest), with queueStats",
    description:
      "queueStats count the caller's whole queue (one agent's when agentId is given): pending, inProgress and completedToday (since 00:00 UTC).",
    request: { query: QueueQuery },
    responses: {
      200: {
        description: "A page of the queue",
        content: { "application/json": { schema: QueueEnvelope } },
      },
    },
  }),
);
const createItem = secured(
  createRoute({
    method: "post",
    path: `${BASE}/items`,
    tags,
    operationId: "createHumanReviewItem",
    summary: "Put a trace, or an input and output, in the review queue by hand",
    description:
      "Give traceId (a trace of yours; its texts are the default input and output) or input and output. Scores are 0-1 per criterion.",
    request: jsonBody(CreateReviewItemBody),
    responses: {
      ...respond.created(ReviewItem, "The new, pending item"),
      ...respond.notFound("No such trace or agent in your reach"),
    },
  }),
);
const getItem = secured(
  createRoute({
    method: "get",
    path: `${BASE}/items/{id}`,
    tags,
    operationId: "getHumanReviewItem",
    summary: "One review item with its history (assignments, skips with the previous reviewer)",
    request: { params: ReviewIdParam },
    responses: { ...respond.ok(ReviewItemDetail, "The item"), ...missing },
  }),
);
const assign = secured(
  createRoute({
    method: "post",
    path: `${BASE}/assign`,
    tags,
    operationId: "assignHumanReview",
    summary: "Assign an item to a reviewer of your company",
    description: STATES,
    request: jsonBody(AssignBody),
    responses: {
      ...respond.ok(Assignment, "The item is in_progress with its reviewer"),
      ...missing,
      409: error("The item is completed"),
    },
  }),
);
const skip = secured(
  createRoute({
    method: "post",
    path: `${BASE}/skip`,
    tags,
    operationId: "skipHumanReview",
    summary: "Skip an item, with a reason; reassignTo hands it to another reviewer",
    description: `Only the assignee or an admin. ${STATES}`,
    request: jsonBody(SkipBody),
    responses: {
      ...respond.ok(Skip, "The item, skipped or reassigned"),
      ...missing,
      403: error("Not the assignee, and not an admin"),
      409: error("The item is completed or skipped, or assigned to someone else"),
    },
  }),
);
const submit = secured(
  createRoute({
    method: "post",
    path: `${BASE}/submit`,
    tags,
    operationId: "submitHumanReview",
    summary: "Submit the review of an assigned item: verdict, scores, feedback",
    description: `Only the assignee or an admin. reviewDurationMs counts from the assignment. ${STATES}`,
    request: jsonBody(SubmitBody),
    responses: {
      ...respond.ok(Submission, "The completed review"),
      ...missing,
      403: error("Not the assignee, and not an admin"),
      409: error("The item is not in_progress (double submit, or never assigned)"),
    },
  }),
);

export function humanReviewRoutes(app: VigilApp): void {
  app.openapi(queue, async (c) => {
    const data = await service.listQueue(c.env.deps, c.get("principal"), c.req.valid("query"));
    return c.json({ success: true as const, data, pagination: data.pagination }, 200);
  });
  app.openapi(createItem, async (c) =>
    c.json(ok(await service.createItem(c.env.deps, c.get("principal"), c.req.valid("json"))), 201),
  );
  app.openapi(getItem, async (c) =>
    c.json(ok(await service.getItem(c.env.deps, c.get("principal"), c.req.valid("param").id)), 200),
  );
  app.openapi(assign, async (c) =>
    c.json(ok(await workflow.assign(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
  app.openapi(skip, async (c) =>
    c.json(ok(await workflow.skip(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
  app.openapi(submit, async (c) =>
    c.json(ok(await workflow.submit(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
}
