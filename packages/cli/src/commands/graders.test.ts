import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { BulkEvaluateResponse, EvaluateResponse } from "@vigil/guardrails-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runCli, tempDir } from "../testing";

const ANSWER = "Your refund of $20 was issued today.";
const RULES = [
  { type: "length", config: { max: 200 } },
  { type: "keywords", config: { required: ["refund"], prohibited: ["guarantee"] } },
  { type: "no_pii" },
];

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  dir.remove();
  vi.restoreAllMocks();
});

function file(name: string, content: unknown): string {
  const path = join(dir.path, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const evalCli = (...args: string[]) => runCli(["graders", "eval", ...args]);
const rule = (value: unknown) => ["--rule", JSON.stringify(value)];

describe("vigil graders eval", () => {
  it("exits 0 and prints PASS per rule and the score when every rule passes", async () => {
    const result = await evalCli(
      "--output",
      file("a.txt", ANSWER),
      "--rules",
      file("r.json", RULES),
    );
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(4);
    expect(lines.slice(0, 3).every((line) => line.startsWith("PASS  "))).toBe(true);
    expect(lines[0]).toMatch(/^PASS {2}length {4}\S/);
    expect(lines[3]).toBe("score: 1.00 (3 of 3 rules passed)");
  });

  it("exits 2 and prints FAIL with the detail when a rule fails", async () => {
    const result = await evalCli(
      "--output",
      file("a.txt", "We guarantee delivery. Mail jane@example.com"),
      "--rules",
      file("r.json", { rules: RULES }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^FAIL {2}keywords {2}\S.*/m);
    expect(result.stdout).toMatch(/^FAIL {2}no_pii {4}.*email/m);
    expect(result.stdout).not.toContain("jane@example.com");
    expect(result.stdout).toContain("score: 0.33 (1 of 3 rules passed)");
  });

  it("takes repeated --rule flags and reads the output from stdin", async () => {
    vi.spyOn(process, "stdin", "get").mockReturnValue(
      Readable.from([Buffer.from('{"answer": 42}')]) as typeof process.stdin,
    );
    const result = await evalCli(
      ...rule({ type: "json_valid", config: { schema: { required: ["answer"] } } }),
      ...rule({ type: "regex", config: { pattern: "\\d+" } }),
      "--json",
    );
    expect(result.code, result.stderr).toBe(0);
    const response = JSON.parse(result.stdout) as EvaluateResponse;
    expect(response).toMatchObject({ passed: true, score: 1 });
    expect(response.results.map((r) => r.rule)).toEqual(["json_valid", "regex"]);
    expect(Object.keys(response.metadata)).toEqual([
      "traceId",
      "agentId",
      "evaluatedAt",
      "durationMs",
    ]);
  });

  it("combines --rules with --rule, and --latency-ms feeds response_time", async () => {
    const args = ["--output", file("a.txt", ANSWER), "--rules", file("r.json", RULES)];
    const timed = rule({ type: "response_time", config: { maxMs: 1000 } });
    const fast = await evalCli(...args, ...timed, "--latency-ms", "850", "--json");
    expect(fast.code).toBe(0);
    expect((JSON.parse(fast.stdout) as EvaluateResponse).results).toHaveLength(4);
    const slow = await evalCli(...args, ...timed, "--latency-ms", "1500", "--json");
    expect(slow.code).toBe(1);
    const response = JSON.parse(slow.stdout) as EvaluateResponse;
    expect(response.passed).toBe(false);
    expect(response.results[3]).toMatchObject({ rule: "response_time", passed: false });
  });

  describe("--bulk", () => {
    const items = [
      { id: "ok", output: ANSWER, rules: RULES },
      { id: "bad", output: "no", rules: [{ type: "length", config: { min: 5 } }] },
    ];

    it("evaluates a JSON lines file and exits 1 when an item fails", async () => {
      const jsonl = items.map((item) => JSON.stringify(item)).join("\n");
      const result = await evalCli("--bulk", file("items.jsonl", `${jsonl}\n\n`));
      expect(result.code).toBe(1);
      expect(result.stdout).toContain("ok: PASS (score 1.00)");
      expect(result.stdout).toMatch(/^bad: FAIL \(score 0\.00\)\n {2}FAIL {2}length {2}\S/m);
      expect(result.stdout).toContain(
        "2 items: 1 passed, 1 failed (pass rate 0.50, average score 0.50)",
      );
    });

    it("evaluates {items} JSON with --json and exits 0 when all pass", async () => {
      const result = await evalCli("--bulk", file("items.json", { items: [items[0]] }), "--json");
      expect(result.code, result.stderr).toBe(0);
      const response = JSON.parse(result.stdout) as BulkEvaluateResponse;
      expect(response).toMatchObject({ totalItems: 1, passed: 1, failed: 0 });
      expect(response.results[0]).toMatchObject({ id: "ok", passed: true, score: 1 });
      expect(Object.keys(response.summary)).toEqual(["passRate", "avgScore", "durationMs"]);
    });

    it("names the bad item of a bulk file", async () => {
      const bad = [{ id: "x", output: "hi", rules: [{ type: "length", config: {} }] }];
      const path = file("items.json", bad);
      const result = await evalCli("--bulk", path);
      expect(result.code).toBe(2);
      expect(result.stderrLines).toHaveLength(1);
      expect(result.stderrLines[0]).toMatch(/^error: items\[0\]\.rules\[0\].*: fix the bulk file/);
    });

    it("names the line that is not JSON", async () => {
      const path = file("items.jsonl", `${JSON.stringify(items[0])}\n{oops\n`);
      const result = await evalCli("--bulk", path);
      expect(result.code).toBe(2);
      expect(result.stderrLines[0]).toMatch(/^error: line 2 of .* is not valid JSON/);
    });

    it("refuses --bulk together with --rule", async () => {
      const result = await evalCli("--bulk", file("i.json", items), ...rule({ type: "no_pii" }));
      expect(result.code).toBe(2);
      expect(result.stderrLines[0]).toMatch(/^error: --bulk cannot be combined with/);
    });
  });
});

describe("vigil graders eval: mistakes exit 2 with one line saying what to do", () => {
  it("asks for rules when none are given", async () => {
    const result = await evalCli("--output", file("a.txt", ANSWER));
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(
      /^error: no rules to evaluate: give --rules FILE or --rule/,
    );
  });

  it("names an unknown rule type and the known ones", async () => {
    const result = await evalCli("--output", file("a.txt", ANSWER), ...rule({ type: "bleu" }));
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(
      /^error: rules\[0\]\.type: unknown rule type \(known: length, .*\): fix --rule$/,
    );
  });

  it("refuses a --rule that is not JSON", async () => {
    const result = await evalCli("--output", file("a.txt", ANSWER), "--rule", "length<200");
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain("Use a JSON rule object");
  });

  it("refuses a rules file without a rules array", async () => {
    const path = file("r.json", { type: "length" });
    const result = await evalCli("--output", file("a.txt", ANSWER), "--rules", path);
    expect(result.code).toBe(2);
    expect(result.stderrLines[0]).toMatch(/holds no rules: give a JSON array of \{type, config\}/);
  });

  it("reports a missing output file", async () => {
    const missing = join(dir.path, "nope.txt");
    const result = await evalCli("--output", missing, ...rule({ type: "no_pii" }));
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([`error: file ${missing} not found: check --output`]);
  });

  it("refuses a negative --latency-ms", async () => {
    const result = await evalCli("--latency-ms", "-5", ...rule({ type: "no_pii" }));
    expect(result.code).toBe(2);
    expect(result.stderrLines[0]).toContain("Use a number of milliseconds");
  });

  it("shows usage and examples in --help", async () => {
    for (const path of [["graders"], ["graders", "eval"]]) {
      const result = await runCli([...path, "--help"]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Usage: vigil ${path.join(" ")}`);
      expect(result.stdout).toMatch(/Examples:\n {2}\$ vigil /);
    }
  });
});
