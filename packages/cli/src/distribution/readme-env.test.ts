import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { runCli } from "../testing";
import { envReads, REPO, readme, section, sourceFiles } from "./readme";

/** Every variable the server's config and the CLI read, as the README's table must list them. */
function variablesRead(): string[] {
  const files = [
    join(REPO, "packages/server/src/config.ts"),
    ...sourceFiles(join(REPO, "packages/cli/src")),
  ];
  const names = files.flatMap((file) => envReads(readFileSync(file, "utf8")));
  return [...new Set(names)].sort();
}

function variablesListed(): string[] {
  const table = section(readme(), "env");
  return [...table.matchAll(/^\| `(VIGIL_[A-Z0-9_]+)` \|/gm)].map((match) => match[1] ?? "").sort();
}

describe("README reference tables", () => {
  it("list every environment variable config.ts and the CLI read, and none that nothing reads", () => {
    const read = variablesRead();
    const listed = variablesListed();
    expect(read.length).toBeGreaterThan(30);
    expect(
      read.filter((name) => !listed.includes(name)),
      "read but not in the README",
    ).toEqual([]);
    expect(
      listed.filter((name) => !read.includes(name)),
      "in the README but read nowhere",
    ).toEqual([]);
  });

  it("name every command `vigil --help` lists", async () => {
    const help = await runCli(["--help"]);
    const commands = [...help.stdout.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)]
      .map((match) => match[1] ?? "")
      .filter((name) => name !== "help");
    expect(commands.length).toBeGreaterThan(10);
    const text = readme();
    expect(commands.filter((name) => !text.includes(`| \`vigil ${name}`))).toEqual([]);
  });

  it("hold every operation of the OpenAPI document with its permission", async () => {
    const check = promisify(execFile)(process.execPath, [
      join(REPO, "scripts/readme-endpoints.mjs"),
      "--check",
    ]);
    await expect(check).resolves.toBeDefined();
  });

  it("link only documents inside the repository", () => {
    expect(readme()).not.toMatch(/\.\.\/shared\//);
    for (const match of readme().matchAll(/\]\((docs\/[^)#]+)\)/g)) {
      expect(() => readFileSync(join(REPO, match[1] ?? ""))).not.toThrow();
    }
  });
});
