/**
 * Review statistics over a period: throughput, verdicts, how much reviewers agree with each
 * other, and how far the judge that queued the items agrees with the humans.
 */
import type { z } from "@hono/zod-openapi";
import { toNumber } from "../../db/sql";
import { ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import {
  agreementRate,
  type CompletedReview,
  calibrationScore,
  judgeAgreement,
  raterAgreement,
  sharedUnits,
} from "./agreement-report";
import { completedReview } from "./calibration-service";
import type { HumanReviewItemsTable } from "./schema";
import { assertFilters, type HumanReviewDeps, visibleItems } from "./service";
import type { ReviewStats, StatsQuery } from "./stats-schemas";

const DEFAULT_PERIOD_MS = 30 * 24 * 3_600_000;

function mean(values: number[]): number | null {
  return values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}

function durations(rows: readonly HumanReviewItemsTable[]): number[] {
  return rows.flatMap((r) =>
    r.review_duration_ms === null ? [] : [toNumber(r.review_duration_ms)],
  );
}

function periodOf(now: Date, query: z.infer<typeof StatsQuery>) {
  const end = query.endDate ? new Date(query.endDate) : now;
  const start = query.startDate
    ? new Date(query.startDate)
    : new Date(end.getTime() - DEFAULT_PERIOD_MS);
  if (start.getTime() > end.getTime()) {
    throw new ValidationError("startDate must not be after endDate", {
      field: "startDate",
      reason: "is after endDate",
    });
  }
  return { start: start.toISOString(), end: end.toISOString() };
}

export async function reviewStats(
  deps: HumanReviewDeps,
  principal: Principal,
  query: z.infer<typeof StatsQuery>,
): Promise<z.infer<typeof ReviewStats>> {
  const period = periodOf(deps.clock.now(), query);
  await assertFilters(deps, principal, query);
  let base = visibleItems(deps, principal)
    .selectAll()
    .where("status", "=", "completed")
    .where("completed_at", ">=", period.start)
    .where("completed_at", "<=", period.end);
  if (query.agentId !== undefined) base = base.where("agent_id", "=", query.agentId);
  const all = await base.execute();
  // With reviewerId, the figures are that reviewer's; agreement still compares them with the
  // others who labelled the same items.
  const rows = query.reviewerId ? all.filter((r) => r.reviewer_id === query.reviewerId) : all;
  const reviews = all.flatMap((row) => completedReview(row) ?? []);
  const mineUnits = new Set(rows.map((r) => r.unit_key));
  const shared = sharedUnits(reviews.filter((r) => mineUnits.has(r.unitKey)));
  const agreement = raterAgreement(shared, (r) => r.verdict);

  const byVerdict = { pass: 0, fail: 0, borderline: 0 };
  for (const row of rows) if (row.verdict) byVerdict[row.verdict]++;

  const reviewerIds = [...new Set(rows.flatMap((r) => (r.reviewer_id ? [r.reviewer_id] : [])))];
  const names = new Map<string, string | null>();
  if (reviewerIds.length > 0) {
    const users = await deps.database.db
      .selectFrom("users")
      .select(["id", "name"])
      .where("company_id", "=", principal.companyId)
      .where("id", "in", reviewerIds)
      .execute();
    for (const user of users) names.set(user.id, user.name);
  }
  const reviewsOf = (id: string): CompletedReview[] => reviews.filter((r) => r.reviewerId === id);

  return {
    period,
    overview: {
      totalReviews: rows.length,
      avgReviewTimeMs: mean(durations(rows)),
      passRate: rows.length === 0 ? null : Math.round((byVerdict.pass / rows.length) * 1e4) / 1e4,
      interReviewerAgreement: agreement.value,
    },
    interReviewerAgreementDetail: agreement,
    byReviewer: reviewerIds.sort().map((reviewerId) => {
      const mine = rows.filter((r) => r.reviewer_id === reviewerId);
      return {
        reviewerId,
        name: names.get(reviewerId) ?? null,
        reviewsCompleted: mine.length,
        avgReviewTimeMs: mean(durations(mine)),
        agreementRate: agreementRate(shared, reviewerId),
        calibrationScore: calibrationScore(reviewsOf(reviewerId)),
      };
    }),
    byVerdict,
    judgeAgreement: judgeAgreement(rows.flatMap((row) => completedReview(row) ?? [])),
  };
}
