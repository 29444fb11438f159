import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createDatabase, migrations } from "@vigil/server";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => dir.remove());

describe("vigil audit", () => {
  it("exports CSV with the spec's columns, each export recorded in the log", async () => {
    for (let i = 0; i < 3; i++) {
      const result = await runCli(["audit", "export", "--company", "acme", "--data-dir", dir.path]);
      expect(result.code).toBe(0);
    }
    const out = join(dir.path, "audit.csv");
    const result = await runCli([
      "audit",
      "export",
      "--company",
      "acme",
      "--out",
      out,
      "--data-dir",
      dir.path,
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Wrote 4 audit entries to ${out}`);
    const rows = parse(readFileSync(out, "utf8")) as string[][];
    expect(rows[0]).toEqual([
      "Timestamp",
      "User ID",
      "Action",
      "Resource Type",
      "Resource ID",
      "Severity",
      "IP Address",
    ]);
    expect(rows.slice(1).map((r) => r[2])).toEqual(Array(4).fill("audit_log.export"));
  });

  it("verifies an intact chain, then names a tampered entry and exits 1", async () => {
    for (let i = 0; i < 3; i++) {
      await runCli(["audit", "export", "--company", "acme", "--data-dir", dir.path]);
    }
    const intact = await runCli(["audit", "verify", "--data-dir", dir.path]);
    expect(intact.code).toBe(0);
    expect(intact.stdout).toContain("company acme: 3 entries checked, intact");

    const database = createDatabase({ dataDir: dir.path });
    await database.migrate(migrations);
    // Someone with write access to the file changes an entry behind the server's back.
    const native = database.sqlite;
    if (!native) throw new Error("expected SQLite");
    const second = native.prepare("select id from audit_logs where seq = 2").get() as {
      id: string;
    };
    native.prepare("update audit_logs set user_id = 'mallory' where id = ?").run(second.id);
    await database.close();

    const broken = await runCli(["audit", "verify", "--json", "--data-dir", dir.path]);
    expect(broken.code).toBe(1);
    const [report] = JSON.parse(broken.stdout) as {
      intact: boolean;
      firstBroken: { seq: number; id: string };
    }[];
    expect(report).toMatchObject({ intact: false, firstBroken: { seq: 2, id: second.id } });
    expect(broken.stderr).toContain("broken at entry 2");
  });

  it("refuses a bad --days with a usage error", async () => {
    const result = await runCli(["audit", "export", "--days", "0", "--data-dir", dir.path]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("--days");
  });
});
