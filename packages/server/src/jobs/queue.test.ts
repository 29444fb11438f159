import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { openTestDatabase, TEST_DIALECTS } from "../testing/databases";
import { manualClock } from "../testing/harness";
import { countJobs, enqueue, lease } from "./queue";
import { JobRunner, retryDelayMs } from "./worker";

describe.each(TEST_DIALECTS)("job queue on %s", (dialect) => {
  let database: Database;
  const clock = manualClock();

  // One database per dialect (migrating PGlite is slow); each test starts with no jobs.
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  beforeEach(async () => {
    await database.db.deleteFrom("jobs").execute();
    clock.set(new Date("2026-01-15T12:00:00.000Z"));
  });
  afterAll(() => database.close());

  it("creates a job only when the transaction that enqueues it commits", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueue(trx, [{ type: "t", payload: { n: 1 } }], clock.now());
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await countJobs(database)).queued).toBe(0);
    await database.db
      .transaction()
      .execute((trx) => enqueue(trx, [{ type: "t", payload: { n: 2 } }], clock.now()));
    expect((await countJobs(database)).queued).toBe(1);
  });

  it("leases a due job to one owner only, and not before its time", async () => {
    await enqueue(database.db, [{ type: "t", payload: 1 }], clock.now());
    await enqueue(
      database.db,
      [{ type: "t", payload: 2, runAt: new Date(clock.now().getTime() + 60_000) }],
      clock.now(),
    );
    const first = await lease(database, "a", 10, 300_000, clock.now());
    const second = await lease(database, "b", 10, 300_000, clock.now());
    expect(first.map((j) => j.payload)).toEqual([1]);
    expect(second).toEqual([]);
    clock.advance(60_000);
    expect((await lease(database, "b", 10, 300_000, clock.now())).map((j) => j.payload)).toEqual([
      2,
    ]);
  });

  it("leases a running job again once its lease runs out (its process died)", async () => {
    await enqueue(database.db, [{ type: "t", payload: "x" }], clock.now());
    const [job] = await lease(database, "dead-process", 1, 30_000, clock.now());
    expect(job?.attempt).toBe(1);
    clock.advance(29_000);
    expect(await lease(database, "other", 1, 30_000, clock.now())).toEqual([]);
    clock.advance(2_000);
    const [again] = await lease(database, "other", 1, 30_000, clock.now());
    expect(again?.id).toBe(job?.id);
    expect(again?.attempt).toBe(2);
  });

  it("runs handlers, retries a failing job with backoff and buries it after maxAttempts", async () => {
    const runner = new JobRunner({ database, clock });
    const seen: string[] = [];
    runner.register<string>("ok", async (job) => {
      seen.push(job.payload);
      return undefined;
    });
    let calls = 0;
    runner.register("boom", async () => {
      calls++;
      throw new Error("receiver down");
    });
    await enqueue(
      database.db,
      [
        { type: "ok", payload: "a" },
        { type: "boom", payload: null, maxAttempts: 3 },
      ],
      clock.now(),
    );
    await runner.drain();
    expect(seen).toEqual(["a"]);
    expect(calls).toBe(1);
    let counts = await runner.counts();
    expect(counts).toMatchObject({ completed: 1, queued: 1, retrying: 1, dead: 0 });
    for (let i = 0; i < 5; i++) {
      clock.advance(10 * 60_000);
      await runner.drain();
    }
    expect(calls).toBe(3);
    counts = await runner.counts();
    expect(counts).toMatchObject({ completed: 1, queued: 0, dead: 1 });
    expect(counts.byType.boom).toEqual({ dead: 1 });
  });

  it("reschedules a job that asks to wait, without counting it as a failure", async () => {
    const runner = new JobRunner({ database, clock });
    let runs = 0;
    runner.register("wait", async () => {
      runs++;
      return runs < 3 ? { retryAt: new Date(clock.now().getTime() + 1_000) } : undefined;
    });
    await enqueue(database.db, [{ type: "wait", payload: null, maxAttempts: 1 }], clock.now());
    for (let i = 0; i < 3; i++) {
      await runner.drain();
      clock.advance(1_000);
    }
    expect(runs).toBe(3);
    expect(await runner.counts()).toMatchObject({ completed: 1, dead: 0 });
  });

  it("leaves jobs of a type it has no handler for to a process that has one", async () => {
    const runner = new JobRunner({ database, clock });
    await enqueue(database.db, [{ type: "elsewhere", payload: null }], clock.now());
    expect(await runner.drain()).toBe(0);
    expect((await runner.counts()).queued).toBe(1);
  });

  it("runs each job once when two workers (replicas) share the database", async () => {
    const ran: number[] = [];
    const workers = [0, 1].map(() =>
      new JobRunner({ database, clock, concurrency: 8 }).register<number>("n", async (job) => {
        ran.push(job.payload);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return undefined;
      }),
    );
    await enqueue(
      database.db,
      Array.from({ length: 200 }, (_, n) => ({ type: "n", payload: n })),
      clock.now(),
    );
    await Promise.all(workers.map((w) => w.drain(1_000)));
    expect(ran.length).toBe(200);
    expect(new Set(ran).size).toBe(200);
  });

  it("counts by company", async () => {
    await enqueue(
      database.db,
      [
        { type: "t", payload: null, companyId: "c1" },
        { type: "t", payload: null, companyId: "c2" },
      ],
      clock.now(),
    );
    expect((await countJobs(database, "c1")).queued).toBe(1);
  });
});

describe("job worker loop", () => {
  it("starts, runs work enqueued while it idles, and stops cleanly", async () => {
    const database = await openTestDatabase("sqlite");
    const runner = new JobRunner({
      database,
      clock: { now: () => new Date() },
      pollMs: 5_000,
    });
    const done: number[] = [];
    runner.register<number>("n", async (job) => {
      done.push(job.payload);
      return undefined;
    });
    runner.start();
    await enqueue(database.db, [{ type: "n", payload: 1 }], new Date());
    runner.wake();
    await expect.poll(() => done, { timeout: 2_000 }).toEqual([1]);
    await runner.stop(1_000);
    await database.close();
  });

  it("backs off exponentially with jitter, capped at five minutes", () => {
    expect(retryDelayMs(1, 0.5)).toBe(1_000);
    expect(retryDelayMs(3, 0.5)).toBe(4_000);
    expect(retryDelayMs(30, 0.5)).toBe(300_000);
    expect(retryDelayMs(2, 0)).toBe(1_500);
  });
});
