import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../deadline";
import { at, secrets } from "../test-support/spans";
import { resolveOverlaps } from "../text/spans";
import { ALL_TRIGGERS } from "./catalog";
import type { Match, TriggerScan } from "./detector";
import { DetectorSet } from "./detector-set";
import { genericSecretDetector, namesNonSecretId } from "./generic-secret";
import { TextFacts } from "./text-facts";

const HEX40 = "3f2a9c1b8e7d6f5a4b3c2d1e0f9a8b7c6d5e4f3a";
const HEX64 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

describe("generic_secret: hex digests named as identifiers are not secrets", () => {
  it.each([
    ["a cache key in prose", `the cache key is ${HEX40}`],
    ["a cache_key setting", `cache_key=${HEX40}`],
    ["an idempotency key header", `Idempotency-Key: ${HEX40}`],
    ["a hash of a token", `SHA-256 hash of the token: ${HEX64}`],
    ["a checksum of a key file", `checksum of key: ${HEX64}`],
    ["a commit in the same clause", `commit ${HEX40.slice(0, 7)} sets key=${HEX40}`],
    ["a page token", `next page token: ${HEX40}`],
    ["a csrf token", `csrf_token=${HEX40}`],
    ["a partition key", `partitionKey: "${HEX40}"`],
  ])("does not report %s", (_label, text) => {
    expect(secrets(text)).toEqual([]);
  });

  it.each([
    ["an API key", `API_KEY=${HEX40}`],
    ["a token after an unrelated clause", `cache warmed; token: ${HEX40}`],
    ["a secret after a sentence about hashes", `Hashes differ. secret: ${HEX40}`],
  ])("still reports %s", (_label, text) => {
    expect(secrets(text)).toEqual([at(text, HEX40, "generic_secret")]);
  });

  it("looks only at the clause before the name, and at the word right before it", () => {
    expect(namesNonSecretId("the cache ")).toBe(true);
    expect(namesNonSecretId("a SHA-1 digest of the ")).toBe(true);
    expect(namesNonSecretId("see the cache, the ")).toBe(false);
    expect(namesNonSecretId("next page ")).toBe(true);
    expect(namesNonSecretId("homepage ")).toBe(false);
    expect(namesNonSecretId("my ")).toBe(false);
  });
});

describe("generic_secret: an auth inside a longer word does not wake the rule", () => {
  /** The rule's matches with the trigger pass's offsets (gated) and without them (ungated). */
  function both(text: string): [Match[], Match[]] {
    const gated: Match[] = [];
    const facts = new TextFacts(text, ALL_TRIGGERS);
    const set = new DetectorSet([genericSecretDetector]);
    for (const m of set.run(text, NO_DEADLINE, facts)) gated.push(m);
    const ungated: Match[] = [];
    const scan: TriggerScan = {
      found: facts.found(),
      deadline: NO_DEADLINE,
      starts: () => undefined,
      numberRuns: () => [],
      matchesOf: () => [],
    };
    genericSecretDetector.find(text, ungated, scan);
    return [gated, resolveOverlaps(ungated)];
  }

  it("finds what it finds without the gate, on names built around auth", () => {
    const part = fc.constantFrom(
      "auth",
      "Auth",
      "AUTH",
      "authorization",
      "Authorization",
      "AUTHorization",
      "oauth",
      "xAuth",
      "auth_",
      "authToken",
      "authkey",
      "-",
      "_",
      ".",
      "=",
      ": ",
      " is ",
      " ",
      "requested",
      "is ",
      `${"n".repeat(30)}_`,
      HEX40,
      "q8Zr2LmX9vTk4WpN7sYb",
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 10 }), (parts) => {
        const text = parts.join("");
        const [gated, ungated] = both(text);
        expect(gated).toEqual(ungated);
      }),
      { numRuns: 3000 },
    );
  });

  it("still reports a value under an auth name, and skips prose about authorization", () => {
    expect(both(`auth-gateway: ${HEX40}`)[0]).toHaveLength(1);
    expect(both(`xAuth=${HEX40}`)[0]).toHaveLength(1);
    expect(both(`Prior authorization: ${HEX40}`)[0]).toEqual([]);
  });

  it("runs the rule where a name as long as MAX_NAME is cut right after an auth", () => {
    // the name is cut at 64 characters, after "auth": it ends on the word auth, and "is" follows
    const text = `${"a".repeat(59)}_authis ${HEX40}`;
    const [gated, ungated] = both(text);
    expect(ungated).toHaveLength(1);
    expect(gated).toEqual(ungated);
  });
});
