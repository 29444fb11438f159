import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => dir.remove());

describe("vigil db migrate", () => {
  it("lists the migrations it applies, then reports the schema up to date", async () => {
    const first = await runCli(["db", "migrate", "--data-dir", dir.path]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Applied migration 0001-foundation$/m);
    expect(first.stdout).toContain("now up to date");

    const second = await runCli(["db", "migrate", "--data-dir", dir.path]);
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain("Applied migration");
    expect(second.stdout).toContain(`SQLite ${dir.path}/vigil.db is already up to date`);
  });

  it("fails with one line when the data dir cannot be created", async () => {
    const file = join(dir.path, "a-file");
    writeFileSync(file, "");
    const result = await runCli(["db", "migrate", "--data-dir", join(file, "data")]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(/^error: cannot open SQLite .*--data-dir/);
  });
});
