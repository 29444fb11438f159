import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pii } from "../test-support/spans";

const octet = fc.integer({ min: 0, max: 255 }).map(String);
const quad = fc.tuple(octet, octet, octet, octet).map((o) => o.join("."));
/** Ways of naming a number as a version, each ending right before it. */
const versionLabel = fc.constantFrom(
  "version ",
  "assembly version ",
  "firmware ",
  "fw ",
  "build ",
  "release ",
  "v ",
  "ver. ",
  "rev ",
  "SDK ",
  "firmware was updated to ",
  "app_version=",
  "package version: ",
  '"appVersion": "',
  "BIOS version is ",
);
const addressLabel = fc.constantFrom(
  "",
  "IP ",
  "host ",
  "server ",
  "addr ",
  "from ",
  "ping ",
  "client_ip=",
  "firmware on host ",
  "version server ",
);
const prose = fc.constantFrom("", "Note: ", "ok, ", "[INFO] ");

describe("ip_address and versions", () => {
  it("never reports a dotted quad named as a version", () => {
    fc.assert(
      fc.property(prose, versionLabel, quad, (p, label, q) => {
        expect(pii(`${p}${label}${q} rolled out`, "ip_address")).toEqual([]);
      }),
    );
  });

  it("reports the same quad alone, after an address word, with a port or in a URL", () => {
    fc.assert(
      fc.property(prose, addressLabel, versionLabel, quad, (p, label, version, q) => {
        for (const text of [
          `${p}${label}${q} rolled out`,
          `${version}${q}:8080`,
          `${version}http://${q}/x`,
        ]) {
          const start = text.indexOf(q);
          expect(pii(text, "ip_address")).toEqual([["ip_address", start, start + q.length]]);
        }
      }),
    );
  });
});
