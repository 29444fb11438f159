import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter";

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("limiter", () => {
  it("runs at most `limit` tasks at once and starts the waiting ones in the order they asked", async () => {
    const limiter = createLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.waiting]).toEqual([2, 2]);
    gates[1]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it("frees the slot of a task that throws", async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    expect(await limiter.run(async () => "next")).toBe("next");
    expect(limiter.active).toBe(0);
  });

  it("takes a waiter whose signal aborts out of the queue; the next waiter gets the slot", async () => {
    const limiter = createLimiter(1);
    const gate = deferred();
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      await gate.promise;
      return name;
    };
    const controller = new AbortController();
    const holder = limiter.run(task("holder"));
    const cancelled = limiter.run(task("cancelled"), controller.signal);
    const last = limiter.run(task("last"));
    await tick();
    controller.abort(new Error("stop waiting"));
    await expect(cancelled).rejects.toThrow("stop waiting");
    expect([limiter.active, limiter.waiting]).toEqual([1, 1]);
    gate.resolve();
    expect(await Promise.all([holder, last])).toEqual(["holder", "last"]);
    expect(started).toEqual(["holder", "last"]);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
    await expect(limiter.run(task("late"), controller.signal)).rejects.toThrow("stop waiting");
  });

  it("refuses a limit below 1", () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
