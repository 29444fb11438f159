import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { analyzeRuleBased } from "../src/modules/analysis/engine";

/**
 * The rule engine as `vigil serve` runs it: bundled by tsup with the server's own settings
 * (esm, node20), not transpiled module by module by tsx. tsx keeps every function's name by
 * wrapping each function it defines in a `__name` call, which the engine's closures pay for on
 * every call (3-9% of a trace's time, measured on 2026-11-28); the shipped bundle has none.
 */
export async function shippedEngine(): Promise<typeof analyzeRuleBased> {
  const { build } = await import("tsup");
  const outDir = mkdtempSync(join(tmpdir(), "vigil-engine-"));
  try {
    await build({
      entry: {
        engine: new URL("../src/modules/analysis/engine/index.ts", import.meta.url).pathname,
      },
      outDir,
      format: ["esm"],
      target: "node20",
      platform: "node",
      config: false,
      dts: false,
      sourcemap: false,
      silent: true,
    });
    const engine = (await import(pathToFileURL(join(outDir, "engine.js")).href)) as {
      analyzeRuleBased: typeof analyzeRuleBased;
    };
    return engine.analyzeRuleBased;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
