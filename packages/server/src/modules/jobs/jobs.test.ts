import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enqueue } from "../../jobs/queue";
import { createTestApp, expectError, type TestApp } from "../../testing/harness";

describe("GET /api/v1/jobs/stats", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it("counts the company's jobs by state and type, for admins only", async () => {
    const now = new Date();
    await enqueue(
      t.database.db,
      [
        { type: "webhook.deliver", payload: {}, companyId: "default" },
        { type: "webhook.deliver", payload: {}, companyId: "default" },
        { type: "webhook.deliver", payload: {}, companyId: "other-co" },
      ],
      now,
    );
    const key = await t.key();
    const res = await t.call("GET", "/api/v1/jobs/stats", { key });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({
      queued: 2,
      running: 0,
      dead: 0,
      byType: { "webhook.deliver": { queued: 2 } },
    });
    const member = await t.key({ role: "member" });
    await expectError(await t.call("GET", "/api/v1/jobs/stats", { key: member }), 403, "FORBIDDEN");
    await expectError(await t.call("GET", "/api/v1/jobs/stats"), 401, "UNAUTHORIZED");
  });
});
