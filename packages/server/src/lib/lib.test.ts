import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { parseDuration } from "./duration";
import { newId, randomBase62, ulid } from "./ids";
import { createSecretBox } from "./secret-box";

describe("ids", () => {
  it("makes 26-character Crockford ULIDs that sort by time, also within one millisecond", () => {
    const ids = Array.from({ length: 1000 }, () => ulid(1_700_000_000_000));
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(ulid(1_700_000_000_001) > ids[ids.length - 1]!).toBe(true);
  });

  it("prefixes ids", () => {
    expect(newId("agent")).toMatch(/^agent_[0-9A-Z]{26}$/);
  });

  it("draws base62 strings of the asked length", () => {
    const s = randomBase62(32);
    expect(s).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(randomBase62(32)).not.toBe(s);
  });
});

describe("parseDuration", () => {
  it.each([
    ["30s", 30_000],
    ["5m", 300_000],
    ["2h", 7_200_000],
    ["30d", 2_592_000_000],
  ])("parses %s", (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(["", "30", "d", "1w", "-1d", "0d", "1.5h"])("refuses %j", (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe("secret box", () => {
  const box = createSecretBox(Buffer.alloc(32, 1));

  it("round-trips and never stores the plaintext", () => {
    const sealed = box.seal("vgl_secret");
    expect(sealed).not.toContain("vgl_secret");
    expect(box.open(sealed)).toBe("vgl_secret");
    expect(box.seal("vgl_secret")).not.toBe(sealed);
  });

  it("refuses tampered data and the wrong key", () => {
    const sealed = box.seal("hello");
    const parts = sealed.split(".");
    parts[3] = Buffer.from("jello").toString("base64url");
    expect(() => box.open(parts.join("."))).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed)).toThrow();
  });
});

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({}, {});
    expect(config).toMatchObject({ host: "127.0.0.1", port: 4318, dev: false });
    expect(config.dataDir).toMatch(/\.vigil$/);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("reads VIGIL_* variables, and flags win over them", () => {
    const env = {
      VIGIL_HOST: "0.0.0.0",
      VIGIL_PORT: "9000",
      VIGIL_DEV: "1",
      VIGIL_DATABASE_URL: "postgres://x@y/z",
    };
    expect(loadConfig({}, env)).toMatchObject({
      host: "0.0.0.0",
      port: 9000,
      dev: true,
      databaseUrl: "postgres://x@y/z",
    });
    expect(loadConfig({ port: 0 }, env).port).toBe(0);
  });

  it("says which setting is wrong", () => {
    expect(() => loadConfig({}, { VIGIL_PORT: "eighty" })).toThrow(/port/);
  });
});
