/**
 * Digests of every answer on the four corpora (the seeded, hard and held-out corpora and the
 * short chat turns): `scan()` with pii + secrets (redact, and mask over input and output) and
 * detectPii/detectSecrets, with the scan id and latencies left out. A change meant only to
 * make the scan faster must leave all four digests as they were:
 * `pnpm --filter @vigil/guardrails-core bench:answers` before and after, and compare.
 */
import { createHash } from "node:crypto";
import { detectPii, detectSecrets, type ScanResponse, scan } from "../src/index";
import { generateCorpus } from "./corpus";
import { generateHardCorpus, HARD_SEED } from "./hard-corpus";
import { generateHeldoutCorpus } from "./heldout-corpus";
import { generateShortMessages } from "./short-messages";

/** The answer without what differs from run to run: the scan id and the latencies. */
function stable(response: ScanResponse): unknown {
  const { scanId: _id, totalLatencyMs: _total, ...metadata } = response.metadata;
  const results: Record<string, unknown> = {};
  for (const [name, result] of Object.entries(response.results)) {
    const { latencyMs: _latency, ...rest } = result;
    results[name] = rest;
  }
  return { ...response, results, metadata };
}

function digest(texts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const text of texts) {
    hash.update(JSON.stringify(stable(scan({ input: text, scanners: ["pii", "secrets"] }))));
    const masked = scan({
      input: text,
      output: text,
      scanners: ["secrets", "pii"],
      config: { pii: { action: "mask" } },
    });
    hash.update(JSON.stringify(stable(masked)));
    hash.update(JSON.stringify(detectPii(text)));
    hash.update(JSON.stringify(detectSecrets(text)));
  }
  return hash.digest("hex").slice(0, 16);
}

const corpora: Array<[string, () => string[]]> = [
  ["seeded corpus", () => generateCorpus().messages.map((m) => m.text)],
  ["hard corpus", () => generateHardCorpus().messages.map((m) => m.text)],
  ["held-out corpus", () => generateHeldoutCorpus().messages.map((m) => m.text)],
  ["short messages", () => generateShortMessages(HARD_SEED)],
];
for (const [name, texts] of corpora) {
  const list = texts();
  console.log(`${name.padEnd(16)} ${String(list.length).padStart(5)} texts  ${digest(list)}`);
}
