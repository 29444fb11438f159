import { describe, expect, it } from "vitest";
import type { Deps } from "../../context";
import type { LeasedJob } from "../../jobs/queue";
import { manualClock } from "../../testing/harness";
import { MAX_SCAN_DELAY_MS, type ScanPayload, scanJob } from "./scan-job";

const job = (payload: ScanPayload): LeasedJob<ScanPayload> => ({
  id: "job_1",
  type: "compliance.scan",
  companyId: "acme",
  payload,
  attempt: 1,
  maxAttempts: 5,
  leaseUntil: new Date(),
});
const context = { owner: "w", signal: new AbortController().signal };

describe("the compliance scan job while traces are being ingested", () => {
  const clock = manualClock(new Date("2026-01-15T12:00:00.000Z"));
  // No database: a job that does not wait would fail reading it.
  const deps = { clock, ingest: { busy: true }, database: {} } as unknown as Pick<
    Deps,
    "database" | "clock" | "ingest"
  >;

  it("waits a second at a time while the write that stored the traces is recent", async () => {
    const storedAt = new Date(clock.now().getTime() - 5_000).toISOString();
    const outcome = await scanJob(deps)(job({ traceIds: ["tr_1"], storedAt }), context);
    expect(outcome).toEqual({ retryAt: new Date(clock.now().getTime() + 1_000) });
  });

  it("stops waiting once the traces were stored MAX_SCAN_DELAY_MS ago, and never waits for a backfill", async () => {
    const storedAt = new Date(clock.now().getTime() - MAX_SCAN_DELAY_MS).toISOString();
    await expect(scanJob(deps)(job({ traceIds: ["tr_1"], storedAt }), context)).rejects.toThrow();
    await expect(scanJob(deps)(job({ traceIds: ["tr_1"] }), context)).rejects.toThrow();
  });
});
