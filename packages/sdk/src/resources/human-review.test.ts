import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { ConflictError, NotFoundError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let admin: Vigil;
const reviewers: Record<string, Vigil> = {};

beforeAll(async () => {
  server = await startTestServer();
  const companyId = "review-team";
  admin = await server.client({
    apiKey: (await server.createKey({ companyId, userId: "lead" })).key,
  });
  for (const userId of ["bob", "carol"]) {
    const { key } = await server.createKey({ companyId, userId, role: "member" });
    reviewers[userId] = await server.client({ apiKey: key });
  }
});
afterAll(() => server.close());

describe("vigil.humanReview against the real server", () => {
  it("queues, assigns and submits an item; a second submit throws ConflictError", async () => {
    const item = await admin.humanReview.createItem({
      input: "Where is my order?",
      output: "It was never shipped.",
      priority: "high",
      autoGraderScores: { accuracy: 0.3 },
    });
    expect(item).toMatchObject({ status: "pending", priority: "high" });
    const queue = await admin.humanReview.queue({ status: "pending" });
    expect(queue.items.map((i) => i.id)).toContain(item.id);
    expect(queue.queueStats.pending).toBeGreaterThanOrEqual(1);

    const assigned = await admin.humanReview.assign({ reviewId: item.id, reviewerId: "bob" });
    expect(assigned.status).toBe("in_progress");
    const bob = reviewers.bob as Vigil;
    const done = await bob.humanReview.submit({
      reviewId: item.id,
      verdict: "fail",
      scores: { accuracy: 0.2 },
    });
    expect(done).toMatchObject({ status: "completed", reviewerId: "bob" });
    await expect(
      bob.humanReview.submit({ reviewId: item.id, verdict: "pass" }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(admin.humanReview.getItem("review_missing")).rejects.toBeInstanceOf(NotFoundError);
    const detail = await admin.humanReview.getItem(item.id);
    expect(detail.history.map((h) => h.action)).toEqual(["created", "assigned", "submitted"]);
  });

  it("runs a calibration session and reads its agreement and the stats", async () => {
    const session = await admin.humanReview.createCalibration({
      name: "Onboarding",
      reviewerIds: ["bob", "carol"],
      examples: [
        { input: "a", output: "1", expectedScores: { accuracy: 1 } },
        { input: "b", output: "2", expectedScores: { accuracy: 0 } },
      ],
    });
    expect(session).toMatchObject({ status: "pending", reviewerCount: 2, exampleCount: 2 });
    for (const name of ["bob", "carol"]) {
      const client = reviewers[name] as Vigil;
      const { items } = await client.humanReview.queue({ reviewerId: name, status: "in_progress" });
      for (const item of items.filter((i) => i.calibrationId === session.calibrationId)) {
        const pass = item.input === "a";
        await client.humanReview.submit({
          reviewId: item.id,
          verdict: pass ? "pass" : "fail",
          scores: { accuracy: pass ? 1 : 0 },
        });
      }
    }
    const detail = await admin.humanReview.getCalibration(session.calibrationId);
    expect(detail.status).toBe("completed");
    expect(detail.interReviewer.verdict).toMatchObject({ method: "cohen_kappa", value: 1 });
    expect(detail.reviewers.map((r) => r.calibrationScore)).toEqual([1, 1]);
    const sessions = await admin.humanReview.listCalibrations();
    expect(sessions.data.map((s) => s.calibrationId)).toContain(session.calibrationId);

    const stats = await admin.humanReview.stats();
    expect(stats.overview.totalReviews).toBe(5);
    expect(stats.overview.interReviewerAgreement).toBe(1);
    expect(stats.judgeAgreement[0]).toMatchObject({ criterion: "accuracy", items: 1 });
  });
});
