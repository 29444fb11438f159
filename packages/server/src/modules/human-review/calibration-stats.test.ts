import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { seedAgent } from "../../testing/human-review-world";

interface Session {
  calibrationId: string;
  status: string;
  reviewerCount: number;
  exampleCount: number;
  progress: { completed: number; total: number };
}
interface Agreement {
  method: string;
  value: number | null;
  reason: string | null;
  units: number;
  raters: number;
}
interface SessionDetail extends Session {
  reviewers: {
    reviewerId: string;
    completed: number;
    calibrationScore: number | null;
    verdictAgreementRate: number | null;
    byCriterion: { criterion: string; n: number; meanAbsoluteError: number }[];
  }[];
  interReviewer: { verdict: Agreement; byCriterion: { criterion: string; agreement: Agreement }[] };
  examples: { index: number; expectedScores: Record<string, number>; reviews: unknown[] }[];
}
interface Stats {
  period: { start: string; end: string };
  overview: {
    totalReviews: number;
    avgReviewTimeMs: number | null;
    passRate: number | null;
    interReviewerAgreement: number | null;
  };
  interReviewerAgreementDetail: Agreement;
  byReviewer: {
    reviewerId: string;
    reviewsCompleted: number;
    agreementRate: number | null;
    calibrationScore: number | null;
  }[];
  byVerdict: { pass: number; fail: number; borderline: number };
  judgeAgreement: {
    criterion: string;
    items: number;
    kappa: number | null;
    passFailAgreement: number | null;
    meanAbsoluteDifference: number | null;
  }[];
}

const BASE = "/api/human-review";

describe.each(TEST_DIALECTS)("human review calibration and stats on %s", (dialect) => {
  let t: TestApp;
  const keys: Record<string, string> = {};
  let other: string;
  const clock = manualClock(new Date("2026-03-10T08:00:00.000Z"));

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    keys.alice = await t.key({ userId: "alice" });
    for (const user of ["bob", "carol", "dan"]) {
      keys[user] = await t.key({ userId: user, role: "member" });
    }
    other = await t.key({ companyId: "other-co", userId: "eve" });
  });
  afterAll(() => t.close());

  const admin = () => keys.alice as string;
  const startSession = async (reviewerIds: string[], examples: Record<string, unknown>[]) =>
    dataOf<Session>(
      await t.call("POST", `${BASE}/calibration`, {
        key: admin(),
        body: { name: "Week 10", reviewerIds, examples },
      }),
      201,
    );
  const sessionDetail = async (id: string, key = admin()) =>
    dataOf<SessionDetail>(await t.call("GET", `${BASE}/calibration/${id}`, { key }));
  /** Each reviewer submits verdicts (and accuracy scores) for the session's examples in order. */
  const label = async (
    calibrationId: string,
    reviewer: string,
    verdicts: string[],
    accuracy?: number[],
  ) => {
    const queue = await dataOf<{ items: { id: string; calibrationId: string; input: string }[] }>(
      await t.call("GET", `${BASE}/queue?reviewerId=${reviewer}&status=in_progress&limit=100`, {
        key: keys[reviewer],
      }),
    );
    const mine = queue.items
      .filter((i) => i.calibrationId === calibrationId)
      .sort((a, b) => Number(a.input) - Number(b.input));
    for (const [i, item] of mine.entries()) {
      clock.advance(1_000);
      const scores = accuracy ? { accuracy: accuracy[i] } : {};
      await dataOf(
        await t.call("POST", `${BASE}/submit`, {
          key: keys[reviewer],
          body: { reviewId: item.id, verdict: verdicts[i], scores },
        }),
      );
    }
  };

  it("refuses bad sessions: member 403, unknown or foreign reviewer 404, bad body 400; nothing stored", async () => {
    const before = [
      await countRows(t.database, "human_review_calibrations"),
      await countRows(t.database, "human_review_items"),
    ];
    const examples = [{ input: "0", output: "a" }];
    const post = (body: Record<string, unknown>, key = admin()) =>
      t.call("POST", `${BASE}/calibration`, { key, body: { name: "x", examples, ...body } });
    await expectError(await post({ reviewerIds: ["bob"] }, keys.bob), 403, "FORBIDDEN");
    await expectError(await post({ reviewerIds: ["bob", "nobody"] }), 404, "NOT_FOUND");
    await expectError(await post({ reviewerIds: ["bob", "eve"] }), 404, "NOT_FOUND");
    await expectError(await post({ reviewerIds: ["bob", "bob"] }), 400, "VALIDATION_ERROR");
    await expectError(await post({ reviewerIds: ["bob"], examples: [] }), 400, "VALIDATION_ERROR");
    await expectError(
      await post({
        reviewerIds: ["bob"],
        examples: [{ input: "0", output: "a", expectedScores: { accuracy: 7 } }],
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect([
      await countRows(t.database, "human_review_calibrations"),
      await countRows(t.database, "human_review_items"),
    ]).toEqual(before);
  });

  it("gives two reviewers the same examples and reports κ and calibration scores", async () => {
    const expected = [1, 0.75, 0.25, 0];
    const session = await startSession(
      ["bob", "carol"],
      expected.map((accuracy, i) => ({
        input: String(i),
        output: `answer ${i}`,
        expectedScores: { accuracy },
      })),
    );
    expect(session.calibrationId).toMatch(/^cal_[0-9A-Z]{26}$/);
    expect(session).toMatchObject({
      status: "pending",
      reviewerCount: 2,
      exampleCount: 4,
      progress: { completed: 0, total: 8 },
    });

    await label(session.calibrationId, "bob", ["pass", "pass", "fail", "fail"], [1, 0.75, 0.25, 0]);
    expect((await sessionDetail(session.calibrationId)).status).toBe("in_progress");
    await label(
      session.calibrationId,
      "carol",
      ["pass", "fail", "fail", "fail"],
      [1, 0.25, 0.25, 0.5],
    );

    const detail = await sessionDetail(session.calibrationId);
    expect(detail).toMatchObject({ status: "completed", progress: { completed: 8, total: 8 } });
    // Verdict pairs (p,p) (p,f) (f,f) (f,f): pₒ = 3/4; pₑ = (2/4)(1/4) + (2/4)(3/4) = 1/2;
    // κ = (3/4 − 1/2) / (1 − 1/2) = 0.5.
    expect(detail.interReviewer.verdict).toEqual({
      method: "cohen_kappa",
      value: 0.5,
      reason: null,
      units: 4,
      raters: 2,
    });
    const bob = detail.reviewers.find((r) => r.reviewerId === "bob");
    const carol = detail.reviewers.find((r) => r.reviewerId === "carol");
    // Carol misses expected accuracy by 0, 0.5, 0, 0.5: 1 − mean 0.25 = 0.75.
    expect(bob).toMatchObject({ completed: 4, calibrationScore: 1, verdictAgreementRate: 0.75 });
    expect(carol).toMatchObject({ calibrationScore: 0.75 });
    expect(carol?.byCriterion[0]).toMatchObject({
      criterion: "accuracy",
      n: 4,
      meanAbsoluteError: 0.25,
    });
    expect(detail.interReviewer.byCriterion[0]?.agreement.method).toBe("cohen_kappa");
    expect(detail.examples[1]).toMatchObject({ index: 1, expectedScores: { accuracy: 0.75 } });
    expect(detail.examples[1]?.reviews).toHaveLength(2);

    const listed = await t.call("GET", `${BASE}/calibration`, { key: admin() });
    const body = (await listed.json()) as { data: Session[] };
    expect(body.data.map((s) => s.calibrationId)).toContain(session.calibrationId);
    await expectError(
      await t.call("GET", `${BASE}/calibration/${session.calibrationId}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    const theirs = (await (await t.call("GET", `${BASE}/calibration`, { key: other })).json()) as {
      data: Session[];
    };
    expect(theirs.data).toEqual([]);
  });

  it("uses Krippendorff's α for three reviewers, in the session and in the stats", async () => {
    const session = await startSession(
      ["bob", "carol", "dan"],
      [0, 1, 2].map((i) => ({ input: String(i), output: "x" })),
    );
    await label(session.calibrationId, "bob", ["pass", "pass", "fail"]);
    await label(session.calibrationId, "carol", ["pass", "pass", "fail"]);
    await label(session.calibrationId, "dan", ["pass", "fail", "fail"]);
    // Units ppp, ppf, fff: o(p,f) = o(f,p) = 1, nₚ = 5, n_f = 4, n = 9;
    // α = 1 − (n − 1)·2 / (2·nₚ·n_f) = 1 − 16/40 = 0.6.
    const detail = await sessionDetail(session.calibrationId);
    expect(detail.interReviewer.verdict).toMatchObject({
      method: "krippendorff_alpha",
      value: 0.6,
      units: 3,
      raters: 3,
    });

    // The stats pool both sessions (7 shared units, dan absent from the first 4):
    // o(p,p) = 6, o(p,f) = o(f,p) = 2, o(f,f) = 7; nₚ = 8, n_f = 9, n = 17;
    // α = 1 − 16·4 / (2·8·9) = 1 − 64/144 = 0.5556.
    const stats = await dataOf<Stats>(await t.call("GET", `${BASE}/stats`, { key: admin() }));
    expect(stats.overview.interReviewerAgreement).toBeCloseTo(0.5556, 4);
    expect(stats.interReviewerAgreementDetail).toMatchObject({
      method: "krippendorff_alpha",
      units: 7,
      raters: 3,
    });
    expect(stats.overview.totalReviews).toBe(17);
    expect(stats.overview.avgReviewTimeMs).toBeGreaterThan(0);
    const bob = stats.byReviewer.find((r) => r.reviewerId === "bob");
    expect(bob).toMatchObject({ reviewsCompleted: 7, calibrationScore: 1 });
    // Bob against the others: session 1 agrees 3 of 4 with carol; session 2 agrees with carol
    // 3/3 and with dan 2/3: (3 + 3 + 2) / (4 + 6) = 0.8.
    expect(bob?.agreementRate).toBe(0.8);
    expect(stats.byVerdict).toEqual({ pass: 8, fail: 9, borderline: 0 });
  });

  it("measures judge-to-human agreement per criterion and narrows by agent", async () => {
    const agentId = await seedAgent(t.database, "default", clock.now().toISOString());
    const judge = [0.9, 0.8, 0.2, 0.6];
    const human = [1, 0.7, 0.1, 0.3];
    const verdicts = ["pass", "pass", "fail", "borderline"];
    for (const [i, score] of judge.entries()) {
      const item = await dataOf<{ id: string }>(
        await t.call("POST", `${BASE}/items`, {
          key: admin(),
          body: { input: "q", output: "a", agentId, autoGraderScores: { accuracy: score } },
        }),
        201,
      );
      await t.call("POST", `${BASE}/assign`, {
        key: admin(),
        body: { reviewId: item.id, reviewerId: "dan" },
      });
      clock.advance(2_000);
      await dataOf(
        await t.call("POST", `${BASE}/submit`, {
          key: keys.dan,
          body: { reviewId: item.id, verdict: verdicts[i], scores: { accuracy: human[i] } },
        }),
      );
    }
    const stats = await dataOf<Stats>(
      await t.call("GET", `${BASE}/stats?agentId=${agentId}`, { key: admin() }),
    );
    expect(stats.overview).toEqual({
      totalReviews: 4,
      avgReviewTimeMs: 2_000,
      passRate: 0.5,
      interReviewerAgreement: null,
    });
    expect(stats.interReviewerAgreementDetail.reason).toMatch(/several reviewers/);
    expect(stats.byVerdict).toEqual({ pass: 2, fail: 1, borderline: 1 });
    // Pass/fail at 0.5: judge p p f p, human p p f f: pₒ = 3/4, pₑ = (3/4)(2/4) + (1/4)(2/4)
    // = 1/2, κ = 0.5; |diff| 0.1 0.1 0.1 0.3 → 0.15.
    expect(stats.judgeAgreement).toEqual([
      {
        criterion: "accuracy",
        items: 4,
        kappa: 0.5,
        kappaReason: null,
        passFailAgreement: 0.75,
        meanAbsoluteDifference: 0.15,
      },
    ]);
  });

  it("validates the period and shows another company nothing", async () => {
    await expectError(
      await t.call(
        "GET",
        `${BASE}/stats?startDate=2026-03-10T00:00:00Z&endDate=2026-03-01T00:00:00Z`,
        { key: admin() },
      ),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("GET", `${BASE}/stats?startDate=yesterday`, { key: admin() }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("GET", `${BASE}/stats?reviewerId=bob`, { key: other }),
      404,
      "NOT_FOUND",
    );
    const foreignAgent = await seedAgent(t.database, "other-co", clock.now().toISOString());
    await expectError(
      await t.call("GET", `${BASE}/stats?agentId=${foreignAgent}`, { key: admin() }),
      404,
      "NOT_FOUND",
    );
    const theirs = await dataOf<Stats>(await t.call("GET", `${BASE}/stats`, { key: other }));
    expect(theirs.overview).toEqual({
      totalReviews: 0,
      avgReviewTimeMs: null,
      passRate: null,
      interReviewerAgreement: null,
    });
    const window = await dataOf<Stats>(
      await t.call(
        "GET",
        `${BASE}/stats?startDate=2026-01-01T00:00:00Z&endDate=2026-02-01T00:00:00Z`,
        {
          key: admin(),
        },
      ),
    );
    expect(window.period).toEqual({
      start: "2026-01-01T00:00:00.000Z",
      end: "2026-02-01T00:00:00.000Z",
    });
    expect(window.overview.totalReviews).toBe(0);
  });
});
