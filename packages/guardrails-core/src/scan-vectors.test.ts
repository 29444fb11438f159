import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scan } from "./scan";
import type { ScanRequest, ScanResponse } from "./types";

/** The shared vectors: the server's POST /v1/guardrails/scan test runs the same file. */
const { vectors } = JSON.parse(
  readFileSync(new URL("../test-vectors/scan-vectors.json", import.meta.url), "utf8"),
) as { vectors: Array<{ name: string; request: ScanRequest; expected: unknown }> };

/** The response without what differs from run to run: scanId and latencies. */
function comparable({ metadata, results, ...rest }: ScanResponse): unknown {
  const { scanId: _id, totalLatencyMs: _total, ...counters } = metadata;
  return {
    ...rest,
    results: Object.fromEntries(
      Object.entries(results).map(([name, { latencyMs: _ms, ...result }]) => [name, result]),
    ),
    metadata: counters,
  };
}

describe("shared scan test vectors", () => {
  it("has vectors for every scanner", () => {
    const used = new Set(vectors.flatMap((v) => v.request.scanners ?? []));
    expect([...used].sort()).toEqual(["keywords", "pii", "regex", "secrets", "tool_call", "topic"]);
  });

  it.each(vectors.map((v) => [v.name, v] as const))("%s", (_, vector) => {
    expect(comparable(scan(vector.request))).toEqual(vector.expected);
  });
});
