import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectPii } from "../detect";
import { at, pii } from "../test-support/spans";
import { isDomain } from "./contact";

describe("email", () => {
  it("finds a plain address with exact offsets", () => {
    expect(pii("mail bob@example.com now", "email")).toEqual([["email", 5, 20]]);
  });

  it("finds tagged, dotted, apostrophe and multi-label addresses", () => {
    const text = "to ann.o'neil+tag@sub.example.co.uk and x_y%z@mail-host.io";
    expect(pii(text, "email")).toEqual([
      at(text, "ann.o'neil+tag@sub.example.co.uk", "email"),
      at(text, "x_y%z@mail-host.io", "email"),
    ]);
  });

  it("leaves the trailing sentence dot out of the span", () => {
    const text = "Reach me at jane@example.org.";
    expect(pii(text, "email")).toEqual([at(text, "jane@example.org", "email")]);
  });

  it("finds an address inside angle brackets and after mailto:", () => {
    const text = "<a@b.io> mailto:c@d.io";
    expect(pii(text, "email")).toEqual([at(text, "a@b.io", "email"), at(text, "c@d.io", "email")]);
  });

  it("does not report handles, scp remotes or addresses without a TLD", () => {
    expect(pii("ping @alice, git@github.com:org/repo.git, root@localhost", "email")).toEqual([]);
  });

  it("does not report the userinfo of a URL as an email", () => {
    expect(pii("https://user:pass@example.com/x", "email")).toEqual([]);
  });
});

describe("phone", () => {
  it.each([
    ["(415) 555-2671"],
    ["415-555-2671"],
    ["415.555.2671"],
    ["415 555 2671"],
    ["+1 415 555 2671"],
    ["+1 (415) 555-2671"],
    ["1-800-555-0199"],
  ])("finds the NANP format %s", (phone) => {
    const text = `call ${phone} today`;
    expect(pii(text, "phone")).toEqual([at(text, phone, "phone")]);
  });

  it.each([["+44 20 7946 0958"], ["+49 30 12345678"], ["+33 1 23 45 67 89"], ["+919876543210"]])(
    "finds the international number %s",
    (phone) => {
      const text = `office: ${phone}.`;
      expect(pii(text, "phone")).toEqual([at(text, phone, "phone")]);
    },
  );

  it.each([["020 7946 0958"], ["07700 900123"], ["01 23 45 67 89"]])(
    "finds the national format %s",
    (phone) => {
      const text = `tel ${phone}`;
      expect(pii(text, "phone")).toEqual([at(text, phone, "phone")]);
    },
  );

  it("finds ten bare digits next to phone wording", () => {
    expect(pii("my cell is 4155552671", "phone")).toEqual([["phone", 11, 21]]);
  });

  it("does not report ten bare digits without phone wording (order numbers)", () => {
    expect(pii("Order #4155552671 has shipped", "phone")).toEqual([]);
  });

  it("does not carry phone wording across a sentence or clause break", () => {
    expect(pii("Please call us; order 4155552671 shipped", "phone")).toEqual([]);
  });

  it("rejects NANP numbers whose area code or exchange starts with 0 or 1", () => {
    expect(pii("call 123-456-7890 or 415-155-2671", "phone")).toEqual([]);
  });

  it("does not report groups of a longer tracking number", () => {
    expect(pii("USPS 9400 1000 0000 0000 0000 00 and 1Z999AA10123456784", "phone")).toEqual([]);
  });

  it("does not report version strings or dates", () => {
    expect(pii("v2.4.1 released 2024-01-15, build 10.0.19041", "phone")).toEqual([]);
  });

  it("gives a number both NANP and international patterns match the NANP confidence", () => {
    const text = "call +1 415 555 2671 now, or +44 20 7946 0958";
    expect(detectPii(text, { entities: ["phone"] })).toEqual([
      { type: "phone", start: 5, end: 20, confidence: 0.95 },
      { type: "phone", start: 29, end: 45, confidence: 0.9 },
    ]);
  });

  // found by scan.property.test.ts (seed 1188909485)
  it("leaves a 1 that ends a dotted number to that number, not to a country code", () => {
    const text = "host 0.0.0.1 (200) 200-0000";
    expect(pii(text, "phone")).toEqual([at(text, "(200) 200-0000", "phone")]);
    expect(pii(text, "ip_address")).toEqual([at(text, "0.0.0.1", "ip_address")]);
  });
});

describe("phone wording does not cross a field boundary", () => {
  it("does not take a later JSON field's key as context for an npi", () => {
    const text = '{"npi": "2537112122", "phone": "+49 30 32284297"}';
    expect(pii(text, "phone")).toEqual([at(text, "+49 30 32284297", "phone")]);
  });

  it("does not report an order id followed by a phone field", () => {
    const text = '{"order_id": "4155552671", "phone": "+1 415 555 0100"}';
    expect(pii(text, "phone")).toEqual([at(text, "+1 415 555 0100", "phone")]);
  });

  it("does not carry phone wording across a line or key=value field", () => {
    expect(pii("order_id: 4155552671\nphone: none", "phone")).toEqual([]);
    expect(pii("order_id=4155552671 phone=none", "phone")).toEqual([]);
    expect(pii('{"phone": "none", "order_id": "4155552671"}', "phone")).toEqual([]);
  });

  it("still takes context from the value's own key or the text before it", () => {
    for (const text of [
      '{"mobile": "4155552671"}',
      '{"phoneNumber": "4155552671"}',
      "cell_phone=4155552671",
      "call me at 4155552671",
    ]) {
      expect(pii(text, "phone")).toEqual([at(text, "4155552671", "phone")]);
    }
  });
});

describe("isDomain", () => {
  const DOMAIN =
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,8}(?:[A-Za-z]{2,24}|xn--[A-Za-z0-9-]{1,59})$/;
  const label = fc.oneof(
    fc.stringMatching(/^[a-zA-Z0-9-]{0,6}$/),
    fc.constantFrom("xn--", "xn--p1ai", "XN--p1ai", "a".repeat(62), "b".repeat(64), "c".repeat(25)),
  );
  const domain = fc.array(label, { maxLength: 11 }).map((labels) => labels.join("."));

  it("accepts what the domain rule's regex accepts, and nothing else", () => {
    fc.assert(
      fc.property(domain, fc.string({ maxLength: 3 }), (name, pad) => {
        const text = `${pad}${name}${pad}`;
        expect(isDomain(text, pad.length, pad.length + name.length)).toBe(DOMAIN.test(name));
      }),
      { numRuns: 20_000 },
    );
  });

  it("takes IDN top-level labels and rejects empty, hyphen-edged and over-long labels", () => {
    const ok = (name: string) => isDomain(name, 0, name.length);
    expect(["example.com", "a.b.co.uk", "mail-host.io", "xn--bcher-kva.xn--p1ai"].map(ok)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["com", "a..com", "-a.com", "a-.com", `${"a".repeat(64)}.com`, "a.c0m"].map(ok)).toEqual(
      [false, false, false, false, false, false],
    );
  });
});

describe("phone-shaped digits inside a longer identifier", () => {
  it.each([
    ["INV-415-555-2671 was paid"],
    ["ORD_4155552671 shipped"],
    ["doc KB-(415) 555-2671"],
    ["part 415-555-2671-B is back-ordered"],
    ["ref ABC-020 7946 0958"],
  ])("does not report %s", (text) => {
    expect(pii(text, "phone")).toEqual([]);
  });

  it("still reports a number joined to phone wording (tel-…)", () => {
    const text = "tel-415-555-2671";
    expect(pii(text, "phone")).toEqual([at(text, "415-555-2671", "phone")]);
  });
});

describe("phone-shaped values named as other identifiers", () => {
  it.each([
    ["order_id=415-555-2671 status=shipped"],
    ['{"invoiceNo": "415-555-2671"}'],
    ["tracking_number: 415 555 2671"],
    ["shipment=+1 415 555 2671&carrier=ups"],
    ["record_no=020 7946 0958"],
    ["your order #415-555-2671 has shipped"],
    ["invoice no. 415.555.2671 is overdue"],
    ["Confirmation number: (415) 555-2671"],
    // held-out class: an identifier noun heading the number with only a space
    ["Lot 442 564 8014 recalled by the manufacturer."],
    ["waybill 212 555 0143 is at the hub"],
    ["Serial 415-555-2671 failed the burn-in"],
    // codes keyed in on a call are not numbers to call
    ["Patient: dial-in code 035 158 580#"],
    ["Meeting ID: 812 3456 7890, passcode 4417"],
    ["access code 415 555 2671 then press #"],
  ])("does not report %s", (text) => {
    expect(pii(text, "phone")).toEqual([]);
  });

  it.each([
    ["phone=415-555-2671 order_id=77"],
    ['{"order": "77", "mobile": "+44 7700 900123"}'],
    ["order shipped, call 415-555-2671 with questions"],
    ["contact_number: 415 555 2671"],
    ["order (415) 555-2671 for pickup"],
    ["about the lot, call 415 555 2671"],
    ["dial-in: +1 415 555 2671, then the meeting code"],
  ])("still reports the phone in %s", (text) => {
    expect(pii(text, "phone")).toHaveLength(1);
  });
});
