import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

interface Detail {
  id: string;
  status: string;
  assignedTo: string | null;
  previousReviewer: string | null;
  skipReason: string | null;
  dueBy: string | null;
  review: {
    verdict: string;
    scores: Record<string, number>;
    tags: string[];
    feedback: string | null;
    suggestedOutput: string | null;
    reviewerId: string;
    reviewDurationMs: number;
    completedAt: string;
  } | null;
  history: { action: string; reviewerId: string | null; previousReviewer: string | null }[];
}

const BASE = "/api/human-review";

describe.each(TEST_DIALECTS)("human review assign, skip and submit on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let bob: string;
  let carol: string;
  let other: string;
  const clock = manualClock(new Date("2026-03-10T08:00:00.000Z"));

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    admin = await t.key({ userId: "alice" });
    bob = await t.key({ userId: "bob", role: "member" });
    carol = await t.key({ userId: "carol", role: "member" });
    other = await t.key({ companyId: "other-co", userId: "eve" });
  });
  afterAll(() => t.close());

  const newItem = async () =>
    (
      await dataOf<{ id: string }>(
        await t.call("POST", `${BASE}/items`, { key: admin, body: { input: "q", output: "a" } }),
        201,
      )
    ).id;
  const post = (path: string, body: Record<string, unknown>, key = admin) =>
    t.call("POST", `${BASE}/${path}`, { key, body });
  const detail = async (id: string) =>
    dataOf<Detail>(await t.call("GET", `${BASE}/items/${id}`, { key: admin }));

  it("assigns to a reviewer of the company with dueBy and notes: in_progress", async () => {
    const reviewId = await newItem();
    const assigned = await dataOf(
      await post("assign", {
        reviewId,
        reviewerId: "bob",
        priority: "critical",
        dueBy: "2026-03-11T08:00:00Z",
        notes: "please today",
      }),
    );
    expect(assigned).toEqual({
      reviewId,
      assignedTo: "bob",
      status: "in_progress",
      priority: "critical",
      dueBy: "2026-03-11T08:00:00.000Z",
      assignedAt: "2026-03-10T08:00:00.000Z",
    });
    expect((await detail(reviewId)).history.map((h) => h.action)).toEqual(["created", "assigned"]);
  });

  it("lets only the assignee or an admin reassign an item in progress", async () => {
    const reviewId = await newItem();
    await dataOf(await post("assign", { reviewId, reviewerId: "bob" }, carol));
    await expectError(
      await post("assign", { reviewId, reviewerId: "carol" }, carol),
      403,
      "FORBIDDEN",
    );
    expect((await detail(reviewId)).assignedTo).toBe("bob");
    await dataOf(await post("assign", { reviewId, reviewerId: "carol" }, bob));
    const moved = await dataOf<{ assignedTo: string }>(
      await post("assign", { reviewId, reviewerId: "bob" }),
    );
    expect(moved.assignedTo).toBe("bob");
    expect((await detail(reviewId)).history.at(-1)).toMatchObject({
      action: "assigned",
      reviewerId: "bob",
      previousReviewer: "carol",
    });
  });

  it("lets exactly one of two concurrent submits win; the other is 409", async () => {
    const reviewId = await newItem();
    await post("assign", { reviewId, reviewerId: "bob" });
    const answers = await Promise.all([
      post("submit", { reviewId, verdict: "pass" }, bob),
      post("submit", { reviewId, verdict: "fail" }, bob),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = (await detail(reviewId)).history.filter((h) => h.action === "submitted");
    expect(history).toHaveLength(1);
  });

  it("needs the write permission to change the queue", async () => {
    const reader = await t.key({ userId: "bob", role: "member", permissions: ["read"] });
    const reviewId = await newItem();
    await expectError(
      await post("assign", { reviewId, reviewerId: "bob" }, reader),
      403,
      "FORBIDDEN",
    );
    expect((await detail(reviewId)).status).toBe("pending");
  });

  it("answers 404 for an unknown reviewer, another company's reviewer or item", async () => {
    const reviewId = await newItem();
    await expectError(await post("assign", { reviewId, reviewerId: "nobody" }), 404, "NOT_FOUND");
    await expectError(await post("assign", { reviewId, reviewerId: "eve" }), 404, "NOT_FOUND");
    await expectError(
      await post("assign", { reviewId, reviewerId: "eve" }, other),
      404,
      "NOT_FOUND",
    );
    await expectError(await post("skip", { reviewId, reason: "x" }, other), 404, "NOT_FOUND");
    await expectError(await post("submit", { reviewId, verdict: "pass" }, other), 404, "NOT_FOUND");
    expect((await detail(reviewId)).status).toBe("pending");
  });

  it("refuses bad bodies with 400 and changes nothing", async () => {
    const reviewId = await newItem();
    await post("assign", { reviewId, reviewerId: "bob" });
    for (const [path, body] of [
      ["assign", { reviewId, reviewerId: "carol", dueBy: "tomorrow" }],
      ["skip", { reviewId, reason: "" }],
      ["submit", { reviewId, verdict: "maybe" }],
      ["submit", { reviewId, verdict: "pass", scores: { accuracy: 2 } }],
      ["submit", { reviewId, verdict: "pass", extra: 1 }],
    ] as const) {
      await expectError(await post(path, body), 400, "VALIDATION_ERROR");
    }
    const after = await detail(reviewId);
    expect(after).toMatchObject({ status: "in_progress", assignedTo: "bob", review: null });
  });

  it("skips with reassignTo, keeping the previous reviewer in the history", async () => {
    const reviewId = await newItem();
    await post("assign", { reviewId, reviewerId: "bob" });
    // A member who is not the assignee may not skip it.
    await expectError(
      await post("skip", { reviewId, reason: "mine now", reassignTo: "carol" }, carol),
      403,
      "FORBIDDEN",
    );
    const skipped = await dataOf(
      await post("skip", { reviewId, reason: "conflict of interest", reassignTo: "carol" }, bob),
    );
    expect(skipped).toEqual({
      reviewId,
      previousReviewer: "bob",
      assignedTo: "carol",
      skipReason: "conflict of interest",
      status: "in_progress",
    });
    const after = await detail(reviewId);
    expect(after).toMatchObject({ assignedTo: "carol", previousReviewer: "bob" });
    expect(after.history.at(-1)).toMatchObject({
      action: "skipped",
      reviewerId: "carol",
      previousReviewer: "bob",
    });
    await expectError(
      await post("skip", { reviewId, reason: "x", reassignTo: "nobody" }),
      404,
      "NOT_FOUND",
    );
  });

  it("skips without reassignTo to skipped, and a skipped item can be assigned again", async () => {
    const reviewId = await newItem();
    await post("assign", { reviewId, reviewerId: "bob" });
    const skipped = await dataOf<{ status: string; assignedTo: string | null }>(
      await post("skip", { reviewId, reason: "out of my depth" }, bob),
    );
    expect(skipped).toMatchObject({ status: "skipped", assignedTo: null });
    await expectError(await post("skip", { reviewId, reason: "again" }), 409, "CONFLICT");
    await expectError(await post("submit", { reviewId, verdict: "pass" }), 409, "CONFLICT");
    const again = await dataOf<{ status: string }>(
      await post("assign", { reviewId, reviewerId: "carol" }),
    );
    expect(again.status).toBe("in_progress");
  });

  it("submits as the assignee with reviewDurationMs from the assignment; a second submit is 409", async () => {
    const reviewId = await newItem();
    await expectError(await post("submit", { reviewId, verdict: "pass" }), 409, "CONFLICT");
    await post("assign", { reviewId, reviewerId: "bob" });
    clock.advance(90_000);
    await expectError(await post("submit", { reviewId, verdict: "pass" }, carol), 403, "FORBIDDEN");
    const done = await dataOf(
      await post(
        "submit",
        {
          reviewId,
          verdict: "fail",
          scores: { accuracy: 0.25, tone: 1 },
          feedback: "wrong date",
          tags: ["hallucination"],
          suggestedOutput: "It ships on Monday.",
        },
        bob,
      ),
    );
    expect(done).toEqual({
      reviewId,
      status: "completed",
      verdict: "fail",
      reviewerId: "bob",
      completedAt: clock.now().toISOString(),
      reviewDurationMs: 90_000,
    });
    const after = await detail(reviewId);
    expect(after.review).toMatchObject({
      verdict: "fail",
      scores: { accuracy: 0.25, tone: 1 },
      tags: ["hallucination"],
      suggestedOutput: "It ships on Monday.",
      reviewDurationMs: 90_000,
    });
    await expectError(await post("submit", { reviewId, verdict: "pass" }, bob), 409, "CONFLICT");
    await expectError(await post("assign", { reviewId, reviewerId: "carol" }), 409, "CONFLICT");
    expect((await detail(reviewId)).review?.verdict).toBe("fail");
  });

  it("lets an admin submit for the assignee, but not in another reviewer's name", async () => {
    const reviewId = await newItem();
    await post("assign", { reviewId, reviewerId: "bob" });
    await expectError(
      await post("submit", { reviewId, reviewerId: "carol", verdict: "pass" }),
      409,
      "CONFLICT",
    );
    const done = await dataOf<{ reviewerId: string }>(
      await post("submit", { reviewId, verdict: "borderline" }),
    );
    expect(done.reviewerId).toBe("bob");
  });
});
