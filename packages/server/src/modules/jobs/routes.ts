import { createRoute, z } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { ForbiddenError } from "../../http/errors";
import { respond } from "../../http/openapi";
import { secured } from "../../http/route";

const StateCounts = z.object({
  queued: z.number().int().optional(),
  running: z.number().int().optional(),
  completed: z.number().int().optional(),
  dead: z.number().int().optional(),
});

export const JobStats = z
  .object({
    queued: z.number().int(),
    running: z.number().int(),
    completed: z.number().int().openapi({ description: "Completed in the last 24 hours" }),
    dead: z.number().int(),
    retrying: z.number().int().openapi({ description: "Queued again after a failed attempt" }),
    byType: z.record(z.string(), StateCounts),
  })
  .openapi("JobStats");

const stats = secured(
  createRoute({
    method: "get",
    path: "/api/v1/jobs/stats",
    tags: ["Jobs"],
    operationId: "getJobStats",
    summary:
      "The background job queue of your company by state and type (webhook deliveries, notifications, event dispatch); admin only",
    responses: respond.ok(JobStats, "Counts"),
  }),
);

export function jobRoutes(app: VigilApp): void {
  app.openapi(stats, async (c) => {
    const principal = c.get("principal");
    if (principal.role !== "admin") throw new ForbiddenError("Job statistics need the admin role");
    return c.json(ok(await c.env.deps.jobs.counts(principal.companyId)), 200);
  });
}
