import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { at, pii } from "../test-support/spans";
import { ipv6Valid } from "./network";

describe("ip_address", () => {
  it.each([["192.168.1.1"], ["10.0.0.1"], ["127.0.0.1"], ["255.255.255.255"], ["0.0.0.0"]])(
    "finds the dotted quad %s",
    (ip) => {
      const text = `host ${ip} up`;
      expect(pii(text, "ip_address")).toEqual([at(text, ip, "ip_address")]);
    },
  );

  it("reports only the address of host:port and CIDR", () => {
    const text = "db 10.1.2.3:5432 net 172.16.0.0/12";
    expect(pii(text, "ip_address")).toEqual([
      at(text, "10.1.2.3", "ip_address"),
      at(text, "172.16.0.0", "ip_address"),
    ]);
  });

  it("leaves a trailing sentence dot out", () => {
    expect(pii("ping 8.8.8.8.", "ip_address")).toEqual([["ip_address", 5, 12]]);
  });

  it.each([["1.2.3"], ["v1.2.3.4"], ["256.1.1.1"], ["1.2.3.4.5"], ["10.0.19041.1234"]])(
    "does not report %s",
    (text) => {
      expect(pii(`version ${text} ok`, "ip_address")).toEqual([]);
    },
  );

  it.each([
    ["2001:0db8:85a3:0000:0000:8a2e:0370:7334"],
    ["2001:db8::1"],
    ["::1"],
    ["fe80::1ff:fe23:4567:890a"],
    ["::ffff:192.168.0.1"],
  ])("finds the IPv6 address %s", (ip) => {
    const text = `addr ${ip} ok`;
    expect(pii(text, "ip_address")).toEqual([at(text, ip, "ip_address")]);
  });

  it("reports only the address inside [v6]:port", () => {
    const text = "http://[2001:db8::2]:8080/";
    expect(pii(text, "ip_address")).toEqual([at(text, "2001:db8::2", "ip_address")]);
  });

  it("does not report times, MAC addresses or C++ scopes", () => {
    expect(pii("at 12:30:45 mac 00:1A:2B:3C:4D:5E std::vector Foo::bar", "ip_address")).toEqual([]);
  });

  it("parses compressed and full forms strictly", () => {
    expect(ipv6Valid("1:2:3:4:5:6:7:8")).toBe(true);
    expect(ipv6Valid("1:2:3:4:5:6:7")).toBe(false);
    expect(ipv6Valid("1::2::3")).toBe(false);
    expect(ipv6Valid("12345::1")).toBe(false);
    expect(ipv6Valid("::ffff:256.1.1.1")).toBe(false);
  });
});

describe("ip_address versus product-token versions", () => {
  it("does not report the version of a User-Agent product token", () => {
    const text =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
    expect(pii(text, "ip_address")).toEqual([]);
  });

  it.each([
    ["ping 10.0.0.1 now", "10.0.0.1"],
    ["host 192.168.1.10:8080", "192.168.1.10"],
    ["open http://10.1.2.3/ now", "10.1.2.3"],
    ["route 10.0.0.0/8 via gw", "10.0.0.0"],
  ])("still finds the address in %s", (text, ip) => {
    expect(pii(text, "ip_address")).toEqual([at(text, ip, "ip_address")]);
  });
});

describe("ipv6Valid on any text of hex digits, colons and dots", () => {
  /** The address rule stated with split and a regex per group. */
  function byGroups(text: string): boolean {
    let s = text;
    if (s.includes(".")) {
      const tail = s.slice(s.lastIndexOf(":") + 1).split(".");
      const octet = (p: string) => /^\d{1,3}$/.test(p) && Number(p) <= 255;
      if (tail.length !== 4 || !tail.every(octet)) return false;
      s = `${s.slice(0, s.lastIndexOf(":") + 1)}0:0`;
    }
    if (s.includes(":::") || s.indexOf("::") !== s.lastIndexOf("::")) return false;
    const hex = (g: string) => /^[0-9A-Fa-f]{1,4}$/.test(g);
    if (!s.includes("::")) return s.split(":").length === 8 && s.split(":").every(hex);
    const [left = "", right = ""] = s.split("::");
    const groups = [...(left ? left.split(":") : []), ...(right ? right.split(":") : [])];
    return groups.length <= 7 && groups.every(hex);
  }

  it("agrees with the rule stated group by group", () => {
    const text = fc
      .array(fc.constantFrom(..."0f9Ag:::::.1"), { maxLength: 40 })
      .map((chars) => chars.join(""));
    fc.assert(
      fc.property(text, (t) => {
        expect(ipv6Valid(t)).toBe(byGroups(t));
      }),
      { numRuns: 20_000 },
    );
    for (const t of [
      "::",
      "::1",
      "1::",
      "1:2:3:4:5:6:7::",
      "::2:3:4:5:6:7:8",
      "1:2:3:4:5:6::7:8",
    ]) {
      expect(ipv6Valid(t), t).toBe(byGroups(t));
    }
  });
});
