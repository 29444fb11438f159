import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ScanResponse } from "@vigil/guardrails-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runCli, tempDir } from "../testing";

// Fake credentials built at run time, so no scanner of this repository mistakes them for real ones.
const AWS_KEY = ["AKIA", "4HKQ7WZ2MJ5RTX3N"].join("");
const PEM_BODY = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0";
const PRIVATE_KEY = [
  `-----BEGIN RSA ${"PRIVATE"} KEY-----`,
  PEM_BODY,
  `-----END RSA ${"PRIVATE"} KEY-----`,
].join("\n");
const EMAIL_TEXT = "Please mail jane@example.com about my order";

const POLICY = {
  name: "support-bot",
  description: "redact PII, block secrets",
  scanners: [
    { scanner: "pii", config: { action: "redact" } },
    { scanner: "secrets", config: { action: "block" } },
  ],
  options: { timeout: 2000, failOpen: false, shortCircuit: false },
  isDefault: true,
};

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  dir.remove();
  vi.restoreAllMocks();
});

/** Writes `content` (a string, or JSON for anything else) into the temp dir. */
function file(name: string, content: unknown): string {
  const path = join(dir.path, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

function pipeStdin(text: string): void {
  vi.spyOn(process, "stdin", "get").mockReturnValue(
    Readable.from([Buffer.from(text)]) as typeof process.stdin,
  );
}

const scanCli = (...args: string[]) => runCli(["guardrails", "scan", ...args]);

describe("vigil guardrails scan", () => {
  it("passes clean text with exit 0 and says there were no findings", async () => {
    const result = await scanCli(file("clean.txt", "Where is my order?"));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("action: pass");
    expect(result.stdout).toContain("findings: none");
    expect(result.stderr).toBe("");
  });

  it("redacts PII with the default scanners and prints the finding and the redacted text", async () => {
    const result = await scanCli(file("prompt.txt", EMAIL_TEXT));
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.split("\n");
    expect(lines[0]).toBe("action: redact");
    expect(lines[1]).toBe("reason: Redacted by pii (email)");
    expect(result.stdout).toMatch(/pii\s+email\s+input\s+12-28\s+\d\.\d\d\s+\[EMAIL\]/);
    expect(result.stdout).toContain("redacted input:\nPlease mail [EMAIL] about my order\n");
  });

  it("reads stdin when no FILE is given", async () => {
    pipeStdin(EMAIL_TEXT);
    const result = await scanCli("--json");
    expect(result.code, result.stderr).toBe(0);
    const response = JSON.parse(result.stdout) as ScanResponse;
    expect(response.redactedInput).toBe("Please mail [EMAIL] about my order");
  });

  it("reads stdin for -", async () => {
    pipeStdin(`id ${AWS_KEY}`);
    const result = await scanCli("-", "--scanners", "secrets");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("aws_access_key_id");
  });

  it("exits 2 and prints the verdict for a leaked AWS access key", async () => {
    const result = await scanCli(file("answer.txt", `Use ${AWS_KEY} to deploy`));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("action: block");
    expect(result.stdout).toContain("Blocked by secrets (aws_access_key_id)");
    expect(result.stdout).toMatch(/secrets\s+aws_access_key_id\s+input\s+4-24/);
    expect(result.stdout).not.toContain(AWS_KEY);
    expect(result.stderr).toBe("");
  });

  it("exits 1 for a private key scanned as the output, with --json", async () => {
    const text = `Here is the key:\n${PRIVATE_KEY}\n`;
    const result = await scanCli(file("answer.txt", text), "--field", "output", "--json");
    expect(result.code).toBe(1);
    const response = JSON.parse(result.stdout) as ScanResponse;
    expect(response.action).toBe("block");
    const finding = response.results.secrets?.findings[0];
    expect(finding).toMatchObject({ field: "output", type: "private_key", value: "[PRIVATE_KEY]" });
    expect(text.slice(finding?.start, finding?.end)).toBe(PRIVATE_KEY);
  });

  it("prints the full scan response with --json", async () => {
    const result = await scanCli(file("prompt.txt", EMAIL_TEXT), "--json");
    expect(result.code).toBe(0);
    const response = JSON.parse(result.stdout) as ScanResponse;
    expect(Object.keys(response)).toEqual(
      expect.arrayContaining(["action", "actionReason", "redactedInput", "results", "metadata"]),
    );
    expect(Object.keys(response.results)).toEqual(["pii", "secrets"]);
    expect(response.results.pii?.findings).toEqual([
      expect.objectContaining({ field: "input", type: "email", start: 12, end: 28 }),
    ]);
    expect(response.metadata.scannersExecuted).toBe(2);
  });

  it("runs only the scanners named by --scanners", async () => {
    const result = await scanCli(file("prompt.txt", EMAIL_TEXT), "--scanners", "secrets", "--json");
    expect(result.code).toBe(0);
    const response = JSON.parse(result.stdout) as ScanResponse;
    expect(response.action).toBe("pass");
    expect(Object.keys(response.results)).toEqual(["secrets"]);
  });

  it("applies --config per scanner", async () => {
    const config = JSON.stringify({ pii: { action: "mask" } });
    const result = await scanCli(file("p.txt", EMAIL_TEXT), "--config", config, "--json");
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as ScanResponse).redactedInput).toBe(
      "Please mail j***@*******.com about my order",
    );
  });

  it("flags with exit 0 when a scanner's action is flag", async () => {
    const config = JSON.stringify({ secrets: { action: "flag" } });
    const text = file("a.txt", `key ${AWS_KEY}`);
    const result = await scanCli(text, "--scanners", "secrets", "--config", config);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("action: flag");
  });

  describe("--policy", () => {
    it("redacts the prompt with the server's policy JSON", async () => {
      const result = await scanCli(
        file("p.txt", EMAIL_TEXT),
        "--policy",
        file("policy.json", POLICY),
      );
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain("redacted input:\nPlease mail [EMAIL] about my order");
    });

    it("blocks a leaked secret in the answer with the same policy", async () => {
      const answer = file("a.txt", `Sure, the key is ${AWS_KEY}. Mail jane@example.com.`);
      const policy = file("policy.json", POLICY);
      const result = await scanCli(answer, "--policy", policy, "--field", "output", "--json");
      expect(result.code).toBe(1);
      const response = JSON.parse(result.stdout) as ScanResponse;
      expect(response.action).toBe("block");
      expect(response.redactedOutput).toBe("Sure, the key is [AWS_KEY]. Mail [EMAIL].");
    });

    it("lets --config override the policy's config", async () => {
      const config = JSON.stringify({ pii: { action: "mask" } });
      const policy = file("policy.json", POLICY);
      const result = await scanCli(
        file("p.txt", EMAIL_TEXT),
        "--policy",
        policy,
        "--config",
        config,
      );
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("j***@*******.com");
    });
  });
});

describe("vigil guardrails scan: mistakes exit 2 with one line saying what to do", () => {
  it("refuses a policy whose scanner config is wrong, naming the field", async () => {
    const bad = { ...POLICY, scanners: [{ scanner: "pii", config: { action: "erase" } }] };
    const policy = file("policy.json", bad);
    const result = await scanCli(file("p.txt", "hi"), "--policy", policy);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(
      /^error: policy .*policy\.json: scanners\[0\]\.config\.action: .*: fix the policy file/,
    );
  });

  it("refuses a policy file that is not JSON", async () => {
    const result = await scanCli(file("p.txt", "hi"), "--policy", file("policy.json", "{nope"));
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(/^error: policy .* is not valid JSON .*: fix the policy/);
  });

  it("refuses a policy without scanners", async () => {
    const policy = file("policy.json", { name: "empty", scanners: [] });
    const result = await scanCli(file("p.txt", "hi"), "--policy", policy);
    expect(result.code).toBe(2);
    expect(result.stderrLines[0]).toMatch(/scanners: must be a non-empty array/);
  });

  it("reports a missing policy file", async () => {
    const missing = join(dir.path, "nope.json");
    const result = await scanCli(file("p.txt", "hi"), "--policy", missing);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([`error: file ${missing} not found: check --policy`]);
  });

  it("reports a missing input file", async () => {
    const missing = join(dir.path, "nope.txt");
    const result = await scanCli(missing);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([`error: file ${missing} not found: check FILE`]);
  });

  it("names the known scanners for an unknown one", async () => {
    const result = await scanCli(file("p.txt", "hi"), "--scanners", "pii,nope");
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(
      /^error: scanners\[1\]: unknown scanner "nope" \(known: pii, secrets, .*\): check --scanners/,
    );
  });

  it("points a bad scanner config at --config", async () => {
    const config = JSON.stringify({ pii: { action: "erase" } });
    const result = await scanCli(file("p.txt", "hi"), "--config", config);
    expect(result.code).toBe(2);
    expect(result.stderrLines[0]).toMatch(/^error: config\.pii\.action: .*: check --config$/);
  });

  it("refuses --config that is not a JSON object", async () => {
    const result = await scanCli(file("p.txt", "hi"), "--config", "pii=mask");
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain("Use a JSON object");
  });

  it("refuses --scanners together with --policy", async () => {
    const policy = file("policy.json", POLICY);
    const result = await scanCli(file("p.txt", "hi"), "--scanners", "pii", "--policy", policy);
    expect(result.code).toBe(2);
    expect(result.stderrLines[0]).toMatch(
      /^error: --scanners and --policy cannot be used together/,
    );
  });

  it("refuses an unknown --field", async () => {
    const result = await scanCli(file("p.txt", "hi"), "--field", "prompt");
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(/Allowed choices are input, output/);
  });

  it("refuses an unknown flag with a pointer to --help", async () => {
    const result = await scanCli("--scanner", "pii");
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain('run "vigil guardrails scan --help" for usage');
  });

  it("says to pipe text when stdin is a terminal", async () => {
    const stdin = Readable.from([]) as typeof process.stdin;
    stdin.isTTY = true;
    vi.spyOn(process, "stdin", "get").mockReturnValue(stdin);
    const result = await scanCli();
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([
      "error: no input on stdin: pipe text into it, or give FILE a file",
    ]);
  });
});

describe("vigil guardrails scanners", () => {
  it("lists every scanner with its description", async () => {
    const result = await runCli(["guardrails", "scanners"]);
    expect(result.code).toBe(0);
    for (const name of ["pii", "secrets", "keywords", "regex", "topic", "tool_call"]) {
      expect(result.stdout).toMatch(new RegExp(`^${name}\\s+\\S`, "m"));
    }
  });

  it("prints [{name, description}] with --json", async () => {
    const result = await runCli(["guardrails", "scanners", "--json"]);
    const scanners = JSON.parse(result.stdout) as Array<{ name: string; description: string }>;
    expect(scanners.map((s) => s.name)).toContain("secrets");
    expect(scanners.every((s) => s.description.length > 0)).toBe(true);
  });

  it("shows usage and examples in --help", async () => {
    for (const path of [["guardrails"], ["guardrails", "scan"], ["guardrails", "scanners"]]) {
      const result = await runCli([...path, "--help"]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Usage: vigil ${path.join(" ")}`);
      expect(result.stdout).toMatch(/Examples:\n {2}\$ vigil /);
    }
  });
});
