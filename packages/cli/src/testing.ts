import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CliDeps } from "./deps";
import { run } from "./main";

/** Test support: run the CLI in-process and capture what it writes. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stderr split into non-empty lines. */
  stderrLines: string[];
}

export async function runCli(
  argv: readonly string[],
  overrides: Partial<Omit<CliDeps, "io">> = {},
): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const code = await run(
    argv,
    {
      stdout: { write: (chunk: string) => (stdout += chunk) },
      stderr: { write: (chunk: string) => (stderr += chunk) },
    },
    { env: {}, ...overrides },
  );
  return { code, stdout, stderr, stderrLines: stderr.split("\n").filter((l) => l !== "") };
}

/** A fresh directory under the OS temp dir, with its clean-up. */
export function tempDir(prefix = "vigil-cli-"): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
