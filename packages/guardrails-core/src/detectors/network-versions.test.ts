import { describe, expect, it } from "vitest";
import { at, pii } from "../test-support/spans";

describe("ip_address versus dotted-quad versions", () => {
  it.each([
    ["assembly version 9.12.45.44"],
    ["firmware 6.3.12.112 rolled out"],
    ["Support: assembly version 9.12.45.44\n"],
    ["upgrade to v 10.2.0.1 tonight"],
    ["installed ver. 10.2.0.1 yesterday"],
    ["the firmware was updated to 6.3.1.2"],
    ["app_version=10.2.0.1 status=ok"],
    ['{"sdkVersion": "4.2.1.0"}'],
    ["AssemblyFileVersion: 1.0.0.0"],
    ["release 2.4.0.17 is out"],
    ["kernel build 5.15.0.91 booted"],
  ])("does not report the version in %j", (text) => {
    expect(pii(text, "ip_address")).toEqual([]);
  });

  it.each([
    ["server 10.0.0.5 is down", "10.0.0.5"],
    ["IP 192.168.1.20 was banned", "192.168.1.20"],
    ["firmware on host 10.0.0.5 is old", "10.0.0.5"],
    ["login attempt from 10.2.3.4 after the firmware update", "10.2.3.4"],
    ["version endpoint at 10.0.0.5:8080", "10.0.0.5"],
    ["release notes at http://10.0.0.5/notes", "10.0.0.5"],
    ["firmware 6.3.12.112 on 10.0.0.5", "10.0.0.5"],
    ["the build is fine. 10.0.0.5 is down", "10.0.0.5"],
    ["after the release. X-Forwarded-For: 163.186.129.216", "163.186.129.216"],
    ["version check; ping 8.8.8.8 fails", "8.8.8.8"],
    // a version word inside a host name, an email or an identifier is no version word
    ["a0@a-v.com 0.0.0.0 is the bind", "0.0.0.0"],
    ["mail ops@fw.example.com 10.1.2.3 bounced", "10.1.2.3"],
    ["see build-v.internal 172.16.0.9 now", "172.16.0.9"],
    ["ghp_a0aa0A0AAaA0a00AaaaAa0aAAaaa0Aa00v 0.0.0.0", "0.0.0.0"],
    // a token's last camelCase hump ("…AaaV") is no word (CI seed -864642969 found it)
    ["ghp_000AaAaA0Aaa0aAa00A00AaaAAAA0AAaAaaV 0.0.0.0 the", "0.0.0.0"],
    ["key A1bcdefRev 10.1.2.3 answered", "10.1.2.3"],
  ])("still reports the address in %j", (text, ip) => {
    expect(pii(text, "ip_address")).toEqual([at(text, ip, "ip_address")]);
  });
});

describe("ip_address versus outline numbers (held-out look-alike class)", () => {
  it.each([
    ["Section 4.1.1.9 of the runbook covers failover."],
    ["see step 2.3.1.4 before restarting"],
    ["Clause 10.2.0.1 applies to subcontractors"],
    ["§ 12.4.1.3 was amended"],
    ["Appendix 3.1.2.1 lists the contacts"],
  ])("does not report the outline number in %j", (text) => {
    expect(pii(text, "ip_address")).toEqual([]);
  });

  it.each([
    ["the section on 10.0.0.5 is outdated", "10.0.0.5"],
    ["step two: ssh 10.0.0.5", "10.0.0.5"],
  ])("still reports an address the outline word does not number in %j", (text, ip) => {
    expect(pii(text, "ip_address")).toEqual([at(text, ip, "ip_address")]);
  });
});
