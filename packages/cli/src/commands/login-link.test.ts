import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { run } from "../main";
import { runCli, tempDir } from "../testing";

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => dir.remove());

const LINK = /^(http:\/\/\S+\/login\?token=[A-Za-z0-9_-]{43})$/m;

/** `vigil serve` in-process with stdout as a terminal or not; resolves once it listens. */
function serve(args: string[], terminal: boolean) {
  let stdout = "";
  let stop: (signal: string) => void = () => {};
  let onLine: (url: string) => void = () => {};
  const listening = new Promise<string>((resolve) => {
    onLine = resolve;
  });
  const exit = run(
    ["serve", "--port", "0", "--no-otlp-grpc", ...args],
    {
      stdout: {
        isTTY: terminal,
        write(chunk: string) {
          stdout += chunk;
          // Resolve once everything after the listening line is out.
          const match = /^Vigil listening on (http:\/\/\S+)$/m.exec(stdout);
          if (match?.[1] && (!terminal || /login\?token=/.test(stdout))) onLine(match[1]);
        },
      },
      stderr: { write: () => {} },
    },
    { env: {}, stopSignal: () => new Promise((resolve) => (stop = resolve)) },
  );
  return { listening, exit, stop: () => stop("SIGTERM"), output: () => stdout };
}

/** Follows a login link like a browser: the 303 and the session cookie it sets. */
async function follow(link: string): Promise<{ location: string | null; cookie: string }> {
  const res = await fetch(link, { redirect: "manual" });
  expect(res.status).toBe(303);
  return {
    location: res.headers.get("location"),
    cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
  };
}

describe("vigil login-link", () => {
  it("prints a one-time link that logs a browser in as the given user", async () => {
    const server = serve(["--data-dir", dir.path], false);
    const url = await server.listening;
    const made = await runCli([
      "login-link",
      "--data-dir",
      dir.path,
      "--company",
      "acme",
      "--user",
      "alice",
      "--role",
      "member",
      "--url",
      url,
    ]);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(LINK);
    expect(made.stdout.startsWith(`${url}/login?token=`)).toBe(true);
    expect(made.stderr).toContain("works once");

    const { location, cookie } = await follow(`${made.stdout.trim()}&next=/traces`);
    expect(location).toBe("/traces");
    const who = await fetch(`${url}/api/auth/session`, { headers: { cookie } });
    expect(who.status).toBe(200);
    expect(((await who.json()) as { data: unknown }).data).toMatchObject({
      authMethod: "session",
      user: { id: "alice", companyId: "acme", role: "member" },
    });
    // Single use.
    expect((await fetch(made.stdout.trim(), { redirect: "manual" })).status).toBe(401);
    server.stop();
    expect(await server.exit).toBe(0);
  });

  it("builds the link from VIGIL_HOST and VIGIL_PORT, and prints JSON with --json", async () => {
    const made = await runCli(["login-link", "--data-dir", dir.path, "--json"], {
      env: { VIGIL_HOST: "0.0.0.0", VIGIL_PORT: "9911" },
    });
    expect(made.code).toBe(0);
    const link = JSON.parse(made.stdout) as Record<string, string>;
    expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:9911\/login\?token=/);
    expect(link).toMatchObject({ companyId: "default", userId: "admin", role: "admin" });
    expect(Date.parse(link.expiresAt ?? "")).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("refuses an unknown role, naming the choices", async () => {
    const made = await runCli(["login-link", "--data-dir", dir.path, "--role", "owner"]);
    expect(made.code).toBe(2);
    expect(made.stdout).toBe("");
    expect(made.stderr).toContain("admin, member");
  });
});

describe("vigil serve's login link", () => {
  it("prints a working link after the listening line in a terminal", async () => {
    const server = serve(["--data-dir", dir.path], true);
    const url = await server.listening;
    const lines = server.output().trimEnd().split("\n");
    expect(lines[0]).toBe(`Vigil listening on ${url}`);
    const link = LINK.exec(lines[1]?.split(": ").pop() ?? "")?.[1];
    expect(link?.startsWith(`${url}/login?token=`)).toBe(true);
    const { cookie } = await follow(link ?? "");
    expect((await fetch(`${url}/api/agents`, { headers: { cookie } })).status).toBe(200);
    server.stop();
    expect(await server.exit).toBe(0);
  });

  it("prints no link when stdout is not a terminal", async () => {
    const server = serve(["--data-dir", dir.path], false);
    await server.listening;
    expect(server.output()).not.toContain("login?token=");
    server.stop();
    expect(await server.exit).toBe(0);
  });
});
