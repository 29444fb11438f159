import { describe, expect, it } from "vitest";
import { envRef, pii, secrets } from "../test-support/spans";

/** Text that looks sensitive to a naive scanner and must produce no PII and no secret at all. */
describe("hard negatives (all PII entities and all secret rules)", () => {
  it.each([
    ["a Luhn-invalid card number", "card 4111 1111 1111 1112 was declined"],
    ["invalid SSNs", "SSNs 000-12-3456, 666-45-6789, 912-34-5678, 123-00-4567, 123-45-0000"],
    ["order numbers", "Order #1234567890 and order ORD-2024-001234 and PO 45000123"],
    [
      "tracking numbers",
      "UPS 1Z999AA10123456784, USPS 9400 1000 0000 0000 0000 00, FedEx 771234567890",
    ],
    ["UUIDs", "request id 123e4567-e89b-12d3-a456-426614174000"],
    ["git SHAs", "fixed in 3f2a9c1b8e7d6f5a4b3c2d1e0f9a8b7c6d5e4f3a (short 3f2a9c1)"],
    ["version strings", "upgrade from v1.2.3.4 to 10.0.19041.1234, node 20.11.1, chart 1.2.3-rc.1"],
    ["AWS documentation keys", "AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
    [
      "placeholders",
      `api_key=<YOUR_API_KEY> token=${envRef("TOKEN")} pass: {{ secrets.DB_PASS }} Bearer $TOKEN password: ****`,
    ],
    ["timestamps and durations", "at 2024-05-01T12:30:45Z took 12:30:45.123 and 1500 ms"],
    ["prices and quantities", "total $1,234.56 for 3 items, SKU 100-200-3000"],
  ])("%s", (_label, text) => {
    expect(pii(text)).toEqual([]);
    expect(secrets(text)).toEqual([]);
  });
});
