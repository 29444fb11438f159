import { systemClock } from "@vigil/server/operator";
import { describe, expect, it } from "vitest";
import { createProgram } from "./main";
import { runCli } from "./testing";

const COMMANDS = [
  ["serve"],
  ["keys"],
  ["keys", "create"],
  ["keys", "list"],
  ["keys", "revoke"],
  ["keys", "rotate"],
  ["login-link"],
  ["db"],
  ["db", "migrate"],
  ["openapi"],
];

describe("vigil --help", () => {
  it("lists every command", async () => {
    const result = await runCli(["--help"]);
    expect(result.code).toBe(0);
    for (const name of ["serve", "keys", "db", "openapi"]) {
      expect(result.stdout).toMatch(new RegExp(`^ {2}${name}\\b`, "m"));
    }
  });

  it.each(COMMANDS)("shows usage and examples for %s", async (...path) => {
    const result = await runCli([...path, "--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Usage: vigil ${path.join(" ")}`);
    expect(result.stdout).toMatch(/Examples?:\n {2}\$ vigil /);
  });

  it("documents the serve defaults and environment variables", async () => {
    const { stdout } = await runCli(["serve", "--help"]);
    for (const text of ["127.0.0.1", "4318", "./.vigil", "VIGIL_HOST", "VIGIL_PORT", "--dev"]) {
      expect(stdout).toContain(text);
    }
  });
});

describe("vigil: mistakes", () => {
  it("answers an unknown command with exit code 2 and one line pointing at --help", async () => {
    const result = await runCli(["serv"]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(/^error: unknown command 'serv'.*"vigil --help"/);
  });

  it("answers an unknown option with exit code 2 and the command's help hint", async () => {
    const result = await runCli(["keys", "list", "--compnay", "acme"]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain('"vigil keys list --help"');
  });

  it("prints the version", async () => {
    const result = await runCli(["--version"]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("createProgram: command modules load when needed", () => {
  const deps = {
    io: { stdout: { write: () => true }, stderr: { write: () => true } },
    env: {},
    clock: systemClock,
    stopSignal: () => new Promise<string>(() => {}),
  };
  const names = async (argv: string[]) =>
    (await createProgram(deps, argv)).commands.map((command) => command.name());
  const ALL = [
    "serve",
    "keys",
    "login-link",
    "credits",
    "traces",
    "analyze",
    "issues",
    "fixes",
    "shadow-tests",
    "guardrails",
    "graders",
    "db",
    "audit",
    "export",
    "eval",
    "openapi",
  ];

  it("builds only the command that runs, so `vigil keys` loads no HTTP server", async () => {
    expect(await names(["keys", "list"])).toEqual(["keys"]);
    expect(await names(["serve", "--port", "0"])).toEqual(["serve"]);
    expect(await names(["help", "traces"])).toEqual(["traces"]);
  });

  it("builds every command to list them or to suggest one for a typo", async () => {
    expect(await names([])).toEqual(ALL);
    expect(await names(["--help"])).toEqual(ALL);
    expect(await names(["serv"])).toEqual(ALL);
  });

  it("builds none for the version", async () => {
    expect(await names(["--version"])).toEqual([]);
  });
});
