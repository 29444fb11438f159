import { afterEach, describe, expect, it, vi } from "vitest";
import type { TraceCreateParams } from "../types";
import { type RecorderOptions, type SendTrace, TraceBatcher } from "./batcher";
import { NotFoundError, TraceDroppedError, type VigilError } from "./errors";

const trace = (id: string): TraceCreateParams => ({ id, agentId: "agent_1", spans: [] });

/** A batcher over a fake send that records what it sends and what it reports. */
function setup(options: RecorderOptions = {}, send?: SendTrace) {
  const sent: string[] = [];
  const reported: { error: VigilError; id: string | undefined }[] = [];
  const batcher = new TraceBatcher(
    send ??
      (async (t) => {
        sent.push(t.id ?? "");
      }),
    {
      flushIntervalMs: 60_000,
      onError: (error, t) => reported.push({ error, id: t.id }),
      ...options,
    },
  );
  return { batcher, sent, reported };
}

async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("TraceBatcher", () => {
  it("sends queued traces once flushIntervalMs has passed", async () => {
    const { batcher, sent } = setup({ flushIntervalMs: 20 });
    batcher.enqueue(trace("tr_a"));
    batcher.enqueue(trace("tr_b"));
    expect(sent).toEqual([]);
    await until(() => sent.length === 2);
    expect(sent).toEqual(["tr_a", "tr_b"]);
  });

  it("sends at once when maxBatch traces are queued", async () => {
    const { batcher, sent } = setup({ maxBatch: 3 });
    for (const id of ["tr_a", "tr_b", "tr_c"]) batcher.enqueue(trace(id));
    await until(() => sent.length === 3);
    expect(batcher.queued).toBe(0);
  });

  it("starts no send in the caller's turn, even for a full batch", async () => {
    const { batcher, sent } = setup({ maxBatch: 1 });
    batcher.enqueue(trace("tr_a"));
    await Promise.resolve();
    expect(sent).toEqual([]);
    await until(() => sent.length === 1);
  });

  it("sends at most maxBatch traces at a time", async () => {
    let inFlight = 0;
    let most = 0;
    const { batcher } = setup({ maxBatch: 2 }, async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
    });
    for (let i = 0; i < 7; i++) batcher.enqueue(trace(`tr_${i}`));
    await batcher.flush();
    expect(most).toBe(2);
  });

  it("drops the oldest trace past maxQueue and reports it with TraceDroppedError", async () => {
    const { batcher, sent, reported } = setup({ maxQueue: 2 });
    for (const id of ["tr_a", "tr_b", "tr_c"]) batcher.enqueue(trace(id));
    expect(batcher.queued).toBe(2);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.id).toBe("tr_a");
    expect(reported[0]?.error).toBeInstanceOf(TraceDroppedError);
    expect(reported[0]?.error.message).toContain("queue is full (2)");
    await batcher.flush();
    expect(sent).toEqual(["tr_b", "tr_c"]);
  });

  it("reports a trace whose send fails with the send's error, and goes on", async () => {
    const missing = new NotFoundError(404, undefined);
    const { batcher, sent, reported } = setup({}, async (t) => {
      if (t.id === "tr_bad") throw missing;
      sent.push(t.id ?? "");
    });
    batcher.enqueue(trace("tr_bad"));
    batcher.enqueue(trace("tr_good"));
    await batcher.flush();
    expect(reported).toEqual([{ error: missing, id: "tr_bad" }]);
    expect(sent).toEqual(["tr_good"]);
  });

  it("wraps an error that is no VigilError in TraceDroppedError with its cause", async () => {
    const cause = new TypeError("Converting circular structure to JSON");
    const { batcher, reported } = setup({}, () => Promise.reject(cause));
    batcher.enqueue(trace("tr_a"));
    await batcher.flush();
    expect(reported[0]?.error).toBeInstanceOf(TraceDroppedError);
    expect(reported[0]?.error.cause).toBe(cause);
  });

  it("ignores an onError that throws or rejects", async () => {
    let calls = 0;
    const batcher = new TraceBatcher(() => Promise.reject(new Error("down")), {
      maxQueue: 1,
      flushIntervalMs: 60_000,
      onError: (error) => {
        calls++;
        if (error instanceof TraceDroppedError && error.message.includes("full")) {
          throw new Error("handler bug");
        }
        return Promise.reject(new Error("async handler bug"));
      },
    });
    expect(() => batcher.enqueue(trace("tr_a"))).not.toThrow();
    expect(() => batcher.enqueue(trace("tr_b"))).not.toThrow();
    await expect(batcher.flush()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it("warns one line per lost trace by default", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const batcher = new TraceBatcher(() => Promise.reject(new Error("down")));
    batcher.enqueue(trace("tr_a"));
    await batcher.flush();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[vigil\] trace tr_a was not sent: .*down/);
  });

  it("resolves flush at once when nothing is queued", async () => {
    const { batcher } = setup();
    await expect(batcher.flush()).resolves.toBeUndefined();
  });

  it("sends what is queued on shutdown and reports traces ended afterwards", async () => {
    const { batcher, sent, reported } = setup();
    batcher.enqueue(trace("tr_a"));
    await batcher.shutdown();
    expect(sent).toEqual(["tr_a"]);
    batcher.enqueue(trace("tr_late"));
    await batcher.flush();
    expect(sent).toEqual(["tr_a"]);
    expect(reported.map((r) => r.id)).toEqual(["tr_late"]);
    expect(reported[0]?.error).toBeInstanceOf(TraceDroppedError);
  });

  it("waits in flush for a send already in flight", async () => {
    let release: () => void = () => undefined;
    const { batcher, sent } = setup({ maxBatch: 1 }, async (t) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      sent.push(t.id ?? "");
    });
    batcher.enqueue(trace("tr_a"));
    const flushed = batcher.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    release();
    await flushed;
    expect(sent).toEqual(["tr_a"]);
  });

  it("refuses options that are not positive integers", () => {
    const send = async () => undefined;
    expect(() => new TraceBatcher(send, { maxBatch: 0 })).toThrow("recorder.maxBatch");
    expect(() => new TraceBatcher(send, { maxQueue: 1.5 })).toThrow("recorder.maxQueue");
    expect(() => new TraceBatcher(send, { flushIntervalMs: -1 })).toThrow(
      "recorder.flushIntervalMs",
    );
  });
});
