import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/harness";

let root: string;
let t: TestApp;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "vigil-site-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Vigil</title>");
  writeFileSync(join(root, "assets", "index-abc123.js"), "console.log(1)");
  writeFileSync(join(root, "favicon.svg"), "<svg/>");
  writeFileSync(join(tmpdir(), "vigil-outside.txt"), "secret");
  t = await createTestApp({ config: { webRoot: root } });
});

afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the dashboard's static files", () => {
  it("answers the app's HTML at / with no-cache and a content security policy", async () => {
    const res = await t.app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await res.text()).toContain("<title>Vigil</title>");
  });

  it("answers the app's HTML for a deep link that names no file", async () => {
    const res = await t.app.request("/traces/tr_4bf92f3577b34da6a3ce929d0e0e4736?span=abc");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>Vigil</title>");
  });

  it("serves hashed assets as immutable with their content type", async () => {
    const res = await t.app.request("/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/javascript");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toBe("console.log(1)");
  });

  it("serves other files with revalidation", async () => {
    const res = await t.app.request("/favicon.svg");
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers HEAD without a body", async () => {
    const res = await t.app.request("/agents", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("answers 404 for a missing asset instead of the HTML", async () => {
    const res = await t.app.request("/assets/index-old999.js");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });

  it("keeps the API's, OTLP's and login's 404 envelopes", async () => {
    for (const path of ["/api/nothing-here", "/v1/nothing", "/login/x"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
  });

  it("never serves a file outside its folder", async () => {
    for (const path of ["/..%2fvigil-outside.txt", "/%2e%2e/vigil-outside.txt", "/a/%00"]) {
      const res = await t.app.request(path);
      expect(await res.text(), path).not.toContain("secret");
    }
  });

  it("answers 404 to other methods on the site's paths", async () => {
    const res = await t.app.request("/traces", { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
  });
});

describe("without a web root", () => {
  it("answers / with the 404 envelope", async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.request("/");
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
