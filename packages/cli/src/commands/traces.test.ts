import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { createDatabase } from "@vigil/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { run } from "../main";
import { runCli, tempDir } from "../testing";

const AGENT = "agent_support";
const at = (minutes: number, ms = 0) =>
  new Date(Date.UTC(2026, 0, 15, 11, 0) + minutes * 60_000 + ms).toISOString();

function native(minutes: number, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    agentId: AGENT,
    spans: [
      {
        id: "root",
        name: "answer",
        type: "chain",
        startTime: at(minutes),
        endTime: at(minutes, 800),
        input: "Where is my order?",
        output: "It ships tomorrow.",
      },
      {
        id: "llm",
        parentSpanId: "root",
        name: "chat",
        type: "llm",
        startTime: at(minutes, 100),
        endTime: at(minutes, 700),
        model: "gpt-4o-mini",
        tokens: { input: 12, output: 3 },
      },
    ],
    ...extra,
  });
}

function otlp(traceId: string) {
  const start = BigInt(Date.parse(at(30))) * 1_000_000n;
  return JSON.stringify({
    resourceSpans: [
      {
        resource: { attributes: [{ key: "vigil.agent.id", value: { stringValue: AGENT } }] },
        scopeSpans: [
          {
            spans: [
              {
                traceId,
                spanId: "b7ad6b7169203331",
                name: "chat",
                startTimeUnixNano: String(start),
                endTimeUnixNano: String(start + 5_000_000n),
              },
            ],
          },
        ],
      },
    ],
  });
}

/** A data dir with company `acme` (made by `keys create`) and its agent AGENT. */
async function seededDir() {
  const dir = tempDir();
  const created = await runCli(["keys", "create", "--company", "acme", "--data-dir", dir.path]);
  expect(created.code, created.stderr).toBe(0);
  const database = createDatabase({ dataDir: dir.path });
  try {
    const now = new Date().toISOString();
    // Module tables are typed inside the server only (its DB type lists the shared ones).
    await database.db
      .withTables<{ agents: Record<string, string | null> }>()
      .insertInto("agents")
      .values({
        id: AGENT,
        company_id: "acme",
        department_id: null,
        name: "Support",
        description: "",
        industry: "other",
        config: "{}",
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await database.close();
  }
  return dir;
}

let dir: ReturnType<typeof tempDir>;
const dirs: ReturnType<typeof tempDir>[] = [];
beforeEach(async () => {
  dir = await seededDir();
  dirs.push(dir);
});
afterEach(() => {
  for (const d of dirs.splice(0)) d.remove();
  vi.restoreAllMocks();
});

/** Writes `lines` to a file in the data dir's parent temp dir and returns its path. */
function file(name: string, lines: readonly string[]): string {
  const path = join(dir.path, name);
  writeFileSync(path, lines.length === 0 ? "" : `${lines.join("\n")}\n`);
  return path;
}

const traces = (args: string[], dataDir = dir.path) =>
  runCli(["traces", ...args, "--company", "acme", "--data-dir", dataDir]);
const exportLines = (stdout: string) => stdout.split("\n").filter((line) => line !== "");

const MIXED = [
  native(1),
  "{oops",
  native(2, { agentId: "agent_nope" }),
  "",
  otlp("0af7651916cd43dd8448eb211c80319c"),
  native(3, { spans: "none" }),
  native(4, { sessionId: "s1" }),
];

describe("vigil traces import", () => {
  it("counts the log records a line carries", async () => {
    const record = {
      id: "ab12",
      spanId: null,
      name: "app.note",
      timeUnixNano: "1768478400000000000",
      observedTimeUnixNano: "0",
      seq: 1,
      severityNumber: 9,
      severityText: "INFO",
      attributes: { body: "cache miss" },
      agentBound: false,
    };
    const line = native(5, { logs: { version: 1, records: [record, { ...record, id: "cd34" }] } });
    const result = await traces(["import", file("logs.jsonl", [line])]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout.split("\n")[0]).toBe(
      "Imported 1 trace (2 spans, 2 log records) from 1 line into company acme.",
    );
  });

  it("imports good lines, skips bad ones and names them with their line numbers", async () => {
    const result = await traces(["import", file("mixed.jsonl", MIXED)]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    const out = result.stdout.split("\n");
    expect(out[0]).toBe("Imported 3 traces (5 spans) from 7 lines into company acme.");
    expect(out[1]).toBe("Rejected 3 lines and 2 spans:");
    expect(out[2]).toMatch(/^ {2}line 2: invalid JSON: /);
    expect(out[3]).toBe("  line 3: agent agent_nope not found in company acme");
    expect(out[4]).toMatch(/^ {2}line 6: not a valid trace: spans: /);
  });

  it("lists the first 10 reasons and counts the rest", async () => {
    const lines = [native(1), ...Array.from({ length: 15 }, (_, i) => `bad ${i}`)];
    const result = await traces(["import", file("bad.jsonl", lines)]);
    expect(result.code, result.stderr).toBe(0);
    const out = result.stdout.trimEnd().split("\n");
    expect(out[1]).toBe("Rejected 15 lines:");
    expect(out.filter((line) => line.startsWith("  line "))).toHaveLength(10);
    expect(out.at(-1)).toBe("  … and 5 more (--json lists the first 100)");
  });

  it("prints the summary object with --json", async () => {
    const result = await traces(["import", file("mixed.jsonl", MIXED), "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({
      lines: 7,
      imported: 3,
      spans: 5,
      rejected: 3,
      rejectedSpans: 2,
      moreReasons: 0,
    });
    expect(summary.reasons.map((r: { line: number }) => r.line)).toEqual([2, 3, 6]);
  });

  it("reads stdin for -", async () => {
    vi.spyOn(process, "stdin", "get").mockReturnValue(
      Readable.from([`${native(1)}\n${native(2)}`]) as typeof process.stdin,
    );
    const result = await traces(["import", "-", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ lines: 2, imported: 2 });
  });

  it("exits 0 for an empty file", async () => {
    const result = await traces(["import", file("empty.jsonl", [])]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Imported 0 traces (0 spans) from 0 lines");
  });

  it("logs progress every 10,000 lines when stderr is not a terminal", async () => {
    const lines = Array.from({ length: 10_500 }, (_, i) => native(i % 1_000, { id: `tr_${i}` }));
    const result = await traces(["import", file("big.jsonl", lines)]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(/^10,000 lines · [\d,]+ traces · 0 rejected \(\d+%\)$/);
    expect(result.stdout).toContain("Imported 10,500 traces (21,000 spans)");
  });

  it("draws a bar on a terminal and clears it at the end", async () => {
    const writes: string[] = [];
    const terminal = { isTTY: true, write: (chunk: string) => writes.push(chunk) };
    const code = await run(
      ["traces", "import", file("two.jsonl", [native(1), native(2)]), "--company", "acme"],
      { stdout: { write: () => true }, stderr: terminal },
      { env: { VIGIL_DATA_DIR: dir.path } },
    );
    expect(code).toBe(0);
    const CLEAR = "\r\x1b[K";
    expect(writes[0]?.startsWith(CLEAR)).toBe(true);
    expect(writes[0]?.slice(CLEAR.length)).toMatch(
      /^\[[█░]{24}\] +\d+% · \d lines · \d traces · 0 rejected$/,
    );
    expect(writes.at(-1)).toBe(CLEAR);
  });
});

describe("vigil traces import: mistakes", () => {
  it("reports a missing file in one line, without touching the database", async () => {
    const other = tempDir();
    dirs.push(other);
    const dataDir = join(other.path, "data");
    const result = await traces(["import", join(other.path, "nope.jsonl")], dataDir);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([
      `error: file ${join(other.path, "nope.jsonl")} not found: check the path, or use - to read stdin`,
    ]);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("exits 1 after the summary when every line was rejected", async () => {
    const result = await traces([
      "import",
      file("bad.jsonl", ["nope", native(1, { agentId: "x" })]),
    ]);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain("line 1: invalid JSON");
    expect(result.stderrLines).toEqual([
      "error: nothing imported: all 2 trace lines were rejected: fix the lines listed above and import again",
    ]);
  });

  it("names an --agent the company lacks", async () => {
    const result = await traces(["import", file("a.jsonl", [native(1)]), "--agent", "agent_x"]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([
      "error: agent agent_x not found in company acme: check --agent and --company",
    ]);
  });
});

describe("vigil traces export", () => {
  beforeEach(async () => {
    const lines = [native(3), native(1, { name: "first" }), native(2), otlp("1".repeat(32))];
    expect((await traces(["import", file("in.jsonl", lines)])).code).toBe(0);
  });

  it("writes one native trace per line to stdout, oldest first", async () => {
    const result = await traces(["export", "--agent", AGENT]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    const exported = exportLines(result.stdout).map((line) => JSON.parse(line));
    expect(exported).toHaveLength(4);
    expect(exported.map((t) => t.spans[0].startTime)).toEqual([at(1), at(2), at(3), at(30)]);
    expect(exported[0]).toMatchObject({ agentId: AGENT, name: "first", tokenCount: 15 });
    expect(exported[3].id).toBe(`tr_${"1".repeat(32)}`);
  });

  it("filters with --since and --until", async () => {
    const result = await traces(["export", "--agent", AGENT, "--since", at(2), "--until", at(3)]);
    expect(result.code, result.stderr).toBe(0);
    expect(exportLines(result.stdout)).toHaveLength(2);
  });

  it("reads --since as a duration back from now", async () => {
    const clock = { now: () => new Date(at(60)) };
    const args = [
      "traces",
      "export",
      "--agent",
      AGENT,
      "--company",
      "acme",
      "--data-dir",
      dir.path,
    ];
    const recent = await runCli([...args, "--since", "30m"], { clock });
    expect(recent.code, recent.stderr).toBe(0);
    expect(exportLines(recent.stdout).map((l) => JSON.parse(l).id)).toEqual([
      `tr_${"1".repeat(32)}`,
    ]);
  });

  it("writes --out with a count on stderr, the same lines as stdout", async () => {
    const out = join(dir.path, "out.jsonl");
    const result = await traces(["export", "--agent", AGENT, "--out", out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderrLines).toEqual([`Exported 4 traces of agent ${AGENT} to ${out}`]);
    expect(readFileSync(out, "utf8")).toBe((await traces(["export", "--agent", AGENT])).stdout);
  });

  it("round-trips into another data dir: the export from there is the same", async () => {
    const first = (await traces(["export", "--agent", AGENT])).stdout;
    const target = await seededDir();
    dirs.push(target);
    const path = file("export.jsonl", exportLines(first));
    const imported = await traces(["import", path, "--json"], target.path);
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ imported: 4, spans: 7, rejected: 0 });
    expect((await traces(["export", "--agent", AGENT], target.path)).stdout).toBe(first);
  });
});

describe("vigil traces export: mistakes", () => {
  it("names an unknown --agent and creates no --out file", async () => {
    const out = join(dir.path, "out.jsonl");
    const result = await traces(["export", "--agent", "agent_nope", "--out", out]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([
      "error: agent agent_nope not found in company acme: check --agent and --company",
    ]);
    expect(existsSync(out)).toBe(false);
  });

  it("requires --agent", async () => {
    const result = await traces(["export"]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain("--agent");
  });

  it("refuses a --since that is neither a date nor a duration", async () => {
    const result = await traces(["export", "--agent", AGENT, "--since", "last week"]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain("ISO 8601");
  });
});

describe("vigil traces --help", () => {
  it.each([["traces"], ["traces", "import"], ["traces", "export"]])(
    "shows usage and examples for %s",
    async (...path) => {
      const result = await runCli([...path, "--help"]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Usage: vigil ${path.join(" ")}`);
      expect(result.stdout).toMatch(/Examples?:\n {2}\$ vigil traces /);
    },
  );
});
