import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import * as calibration from "./calibration-service";
import { BASE, tags } from "./routes";
import {
  Calibration,
  CalibrationDetail,
  CalibrationIdParam,
  CreateCalibrationBody,
  ListCalibrationsQuery,
  ReviewStats,
  StatsQuery,
} from "./stats-schemas";
import * as stats from "./stats-service";

const forbidden = {
  403: {
    description: "Not an admin",
    content: { "application/json": { schema: ErrorEnvelope } },
  },
};

const create = secured(
  createRoute({
    method: "post",
    path: `${BASE}/calibration`,
    tags,
    operationId: "createCalibrationSession",
    summary: "Start a calibration session: every reviewer labels the same examples (admin)",
    description:
      "Creates one review item per (example, reviewer), assigned to that reviewer; they are submitted through POST /api/human-review/submit. Expected scores are 0-1 per criterion.",
    request: jsonBody(CreateCalibrationBody),
    responses: {
      ...respond.created(Calibration, "The new session, status pending"),
      ...respond.notFound("A reviewer is not a user of your company"),
      ...forbidden,
    },
  }),
);
const list = secured(
  createRoute({
    method: "get",
    path: `${BASE}/calibration`,
    tags,
    operationId: "listCalibrationSessions",
    summary: "Calibration sessions, newest first, with progress",
    request: { query: ListCalibrationsQuery },
    responses: respond.page(Calibration, "A page of sessions"),
  }),
);
const get = secured(
  createRoute({
    method: "get",
    path: `${BASE}/calibration/{id}`,
    tags,
    operationId: "getCalibrationSession",
    summary: "A session's agreement: each reviewer against the expected scores and each other",
    description:
      "reviewers[].calibrationScore = 1 − mean |score − expected|; interReviewer.verdict is Cohen's κ (2 reviewers) or Krippendorff's α nominal (more); interReviewer.byCriterion is quadratic-weighted κ (2 reviewers) or α interval (more) on the scores. A figure that is undefined is null with a reason.",
    request: { params: CalibrationIdParam },
    responses: {
      ...respond.ok(CalibrationDetail, "The session with its agreement figures"),
      ...respond.notFound("No such calibration session"),
    },
  }),
);
const reviewStats = secured(
  createRoute({
    method: "get",
    path: `${BASE}/stats`,
    tags,
    operationId: "getHumanReviewStats",
    summary: "Review throughput, verdicts, inter-reviewer and judge-to-human agreement",
    description:
      "Over reviews completed in [startDate, endDate] (default: the last 30 days). interReviewerAgreement is Cohen's κ when two reviewers labelled the shared items, Krippendorff's α (nominal) when more did, null when no item was labelled by several reviewers. judgeAgreement compares autoGraderScores with the human's scores per criterion: κ on pass/fail at 0.5 and the mean absolute difference.",
    request: { query: StatsQuery },
    responses: respond.ok(ReviewStats, "The statistics"),
  }),
);

export function calibrationRoutes(app: VigilApp): void {
  app.openapi(create, async (c) =>
    c.json(
      ok(await calibration.createCalibration(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    ),
  );
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await calibration.listCalibrations(
      c.env.deps,
      c.get("principal"),
      query,
    );
    return c.json(paged(items, total, query), 200);
  });
  app.openapi(get, async (c) =>
    c.json(
      ok(await calibration.getCalibration(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    ),
  );
  app.openapi(reviewStats, async (c) =>
    c.json(ok(await stats.reviewStats(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
}
