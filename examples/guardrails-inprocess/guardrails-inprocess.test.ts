import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, expect, it } from "vitest";

const run = promisify(execFile);
const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "../..");

// index.mjs imports the package's built output (its exports point at dist), not the sources.
beforeAll(async () => {
  if (existsSync(join(root, "packages/guardrails-core/dist/index.js"))) return;
  await run("bash", ["scripts/pnpm.sh", "--filter", "@vigil/guardrails-core", "run", "build"], {
    cwd: root,
  });
});

it("redacts PII in the prompt and blocks the answer that leaks a secret", async () => {
  const { stdout, stderr } = await run("node", [join(here, "index.mjs")]);
  expect(stderr).toBe("");
  const [first, second] = stdout
    .trim()
    .split("\n\n")
    .map((block) => block.split("\n"));

  expect(first).toEqual([
    "prompt:  I'm jane@example.com, card 4111 1111 1111 1111. Where is my order?",
    "scan:    redact (Redacted by pii (email, credit_card))",
    "sent:    I'm [EMAIL], card [CREDIT_CARD]. Where is my order?",
    "answer:  You asked: I'm [EMAIL], card [CREDIT_CARD]. Where is my order?",
  ]);

  expect(second?.[0]).toBe("prompt:  How do I deploy the billing service?");
  expect(second?.[1]).toMatch(/^scan: {4}pass /);
  expect(second?.[3]).toBe(
    "blocked: answer withheld: Blocked by secrets (aws_access_key_id) at 31-51",
  );
  expect(stdout).not.toMatch(/AKIA[A-Z0-9]{16}/);
});
