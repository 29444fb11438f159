/**
 * Calibration sessions: every reviewer labels the same examples (one item per example and
 * reviewer, assigned at creation, submitted through the normal submit), so their labels can be
 * compared with each other and with the examples' expected scores.
 */
import type { z } from "@hono/zod-openapi";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import { ForbiddenError, notFound } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import {
  agreementRate,
  type CompletedReview,
  calibrationScore,
  expectationByCriterion,
  raterAgreement,
  sharedUnits,
} from "./agreement-report";
import type { HumanReviewCalibrationsTable, HumanReviewItemsTable } from "./schema";
import { assertReviewer, type HumanReviewDeps } from "./service";
import type {
  Calibration,
  CalibrationDetail,
  CreateCalibrationBody,
  ListCalibrationsQuery,
} from "./stats-schemas";
import { insertReviewItem, scoresOf } from "./store";

type CalibrationView = z.infer<typeof Calibration>;

/** A review row as the agreement figures read it (completed rows only). */
export function completedReview(row: HumanReviewItemsTable): CompletedReview | null {
  if (row.status !== "completed" || !row.verdict || !row.reviewer_id || !row.completed_at) {
    return null;
  }
  return {
    unitKey: row.unit_key,
    reviewerId: row.reviewer_id,
    verdict: row.verdict,
    scores: scoresOf(row.scores),
    autoGraderScores: scoresOf(row.auto_grader_scores),
    expectedScores: row.expected_scores === null ? null : scoresOf(row.expected_scores),
    completedAt: row.completed_at,
  };
}

function summary(
  row: HumanReviewCalibrationsTable,
  completed: number,
  total: number,
): CalibrationView {
  const reviewerIds = parseJson<string[]>(row.reviewer_ids, []);
  return {
    calibrationId: row.id,
    name: row.name,
    reviewerIds,
    reviewerCount: reviewerIds.length,
    exampleCount: row.example_count,
    status: completed === 0 ? "pending" : completed === total ? "completed" : "in_progress",
    progress: { completed, total },
    createdAt: row.created_at,
  };
}

export async function createCalibration(
  deps: HumanReviewDeps,
  principal: Principal,
  body: z.infer<typeof CreateCalibrationBody>,
): Promise<CalibrationView> {
  if (principal.role !== "admin") {
    throw new ForbiddenError("Creating a calibration session needs the admin role");
  }
  for (const reviewerId of body.reviewerIds) await assertReviewer(deps, principal, reviewerId);
  const at = deps.clock.now().toISOString();
  const row: HumanReviewCalibrationsTable = {
    id: newId("cal"),
    company_id: principal.companyId,
    name: body.name,
    reviewer_ids: JSON.stringify(body.reviewerIds),
    example_count: body.examples.length,
    created_by: principal.userId,
    created_at: at,
  };
  await deps.database.db.transaction().execute(async (trx) => {
    await trx.insertInto("human_review_calibrations").values(row).execute();
    for (const [exampleIndex, example] of body.examples.entries()) {
      for (const reviewerId of body.reviewerIds) {
        await insertReviewItem(
          trx,
          {
            companyId: principal.companyId,
            agentId: null,
            input: example.input,
            output: example.output,
            origin: { type: "calibration", calibrationId: row.id, exampleIndex, reviewerId },
            assignedTo: reviewerId,
            expectedScores: example.expectedScores,
            exampleNotes: example.notes ?? null,
            createdBy: principal.userId,
          },
          at,
        );
      }
    }
  });
  return summary(row, 0, body.examples.length * body.reviewerIds.length);
}

async function progressOf(database: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { completed: number; total: number }>();
  const rows = await database.db
    .selectFrom("human_review_items")
    .select((eb) => ["calibration_id", "status", eb.fn.countAll().as("n")])
    .where("calibration_id", "in", ids)
    .groupBy(["calibration_id", "status"])
    .execute();
  const progress = new Map<string, { completed: number; total: number }>();
  for (const row of rows) {
    const entry = progress.get(row.calibration_id ?? "") ?? { completed: 0, total: 0 };
    entry.total += toNumber(row.n);
    if (row.status === "completed") entry.completed += toNumber(row.n);
    progress.set(row.calibration_id ?? "", entry);
  }
  return progress;
}

export async function listCalibrations(
  deps: HumanReviewDeps,
  principal: Principal,
  query: z.infer<typeof ListCalibrationsQuery>,
): Promise<{ items: CalibrationView[]; total: number }> {
  const base = deps.database.db
    .selectFrom("human_review_calibrations")
    .where("company_id", "=", principal.companyId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  const progress = await progressOf(
    deps.database,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => {
      const p = progress.get(row.id) ?? { completed: 0, total: 0 };
      return summary(row, p.completed, p.total);
    }),
    total: toNumber(count.n),
  };
}

export async function getCalibration(
  deps: HumanReviewDeps,
  principal: Principal,
  id: string,
): Promise<z.infer<typeof CalibrationDetail>> {
  const row = await deps.database.db
    .selectFrom("human_review_calibrations")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Calibration session", id);
  const items = await deps.database.db
    .selectFrom("human_review_items")
    .selectAll()
    .where("calibration_id", "=", id)
    .where("company_id", "=", principal.companyId)
    .orderBy("source_key")
    .execute();
  const reviews = items.flatMap((item) => completedReview(item) ?? []);
  const shared = sharedUnits(reviews);
  const completed = items.filter((i) => i.status === "completed").length;
  const base = summary(row, completed, items.length);
  const criteria = [...new Set(reviews.flatMap((r) => Object.keys(r.scores)))].sort();
  return {
    ...base,
    reviewers: base.reviewerIds.map((reviewerId) => {
      const mine = items.filter(
        (i) => i.assigned_to === reviewerId || i.reviewer_id === reviewerId,
      );
      const done = reviews.filter((r) => r.reviewerId === reviewerId);
      return {
        reviewerId,
        completed: done.length,
        total: mine.length,
        calibrationScore: calibrationScore(done),
        verdictAgreementRate: agreementRate(shared, reviewerId),
        byCriterion: expectationByCriterion(done),
      };
    }),
    interReviewer: {
      verdict: raterAgreement(shared, (r) => r.verdict),
      byCriterion: criteria.map((criterion) => ({
        criterion,
        agreement: raterAgreement(shared, (r) => r.scores[criterion], "interval"),
      })),
    },
    examples: Array.from({ length: row.example_count }, (_, index) => {
      const mine = items.filter((i) => i.unit_key === `cal:${id}:${index}`);
      const first = mine[0];
      return {
        index,
        input: first?.input ?? "",
        output: first?.output ?? "",
        expectedScores: scoresOf(first?.expected_scores ?? null),
        notes: first?.example_notes ?? null,
        reviews: mine.map((i) => ({
          reviewId: i.id,
          reviewerId: i.reviewer_id ?? i.assigned_to,
          status: i.status,
          verdict: i.verdict,
          scores: i.scores === null ? null : scoresOf(i.scores),
        })),
      };
    }),
  };
}
