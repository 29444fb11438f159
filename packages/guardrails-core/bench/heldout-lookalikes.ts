/**
 * Look-alikes of the held-out corpus: sentences full of values shaped like PII or secrets that
 * are neither, by class (written from the description of the false positives and from
 * public formats, not from the detectors). None of them carries a label: any finding on one is
 * a false alarm.
 */

import * as V from "./heldout-values";
import { ALPHABETS, type Rng } from "./rng";

type LookAlike = (rng: Rng) => string;

const ts = (r: Rng) =>
  `2025-1${r.int(0, 1)}-${r.int(10, 28)} ${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)}`;
const nanpish = (r: Rng, sep: string) =>
  `${r.int(2, 9)}${r.digits(2)}${sep}${r.int(2, 9)}${r.digits(2)}${sep}${r.digits(4)}`;
const idKey = (r: Rng) =>
  r.pick([
    "order_id",
    "invoice",
    "shipment_no",
    "record_no",
    "ticket",
    "batch",
    "po_number",
    "case_id",
    "rma",
    "orderRef",
  ]);

export const HELDOUT_LOOK_ALIKES: Readonly<Record<string, LookAlike>> = {
  /** Phone-shaped digit groups as the value of a non-phone key in a log line. */
  kv_identifier: (r) =>
    `${ts(r)} INFO ${r.pick(["fulfil", "billing", "wms"])} ${idKey(r)}=${r.chance(0.5) ? nanpish(r, "") : nanpish(r, "-")} status=${r.pick(["shipped", "paid", "queued"])} items=${r.int(1, 9)}`,
  /** Phone-shaped digits joined to letters by hyphens or underscores. */
  joined_identifier: (r) =>
    r.pick([
      `Your return label is RMA-${nanpish(r, "-")} - drop it at any depot.`,
      `Part no. ${r.chars(ALPHABETS.upper, 3)}-${nanpish(r, "-")}-${r.chars(ALPHABETS.upper, 1)} is back-ordered.`,
      `Reference PO_${nanpish(r, "_")} on the invoice please.`,
      `Ticket ${r.chars(ALPHABETS.upper, 4)}-${r.digits(10)} was merged into the parent.`,
    ]),
  /** Phone-shaped numbers named as orders, invoices, tracking or confirmation numbers. */
  named_number: (r) =>
    r.pick([
      `Order #${nanpish(r, "-")} shipped yesterday; tracking should update tonight.`,
      `Invoice no. ${nanpish(r, ".")} is overdue by ${r.int(3, 40)} days.`,
      `Confirmation number: ${nanpish(r, " ")}. Keep it for your records.`,
      `Tracking number ${r.digits(12)} shows it at the sorting hub.`,
      `Your claim reference is ${nanpish(r, "")} for the damaged parcel.`,
    ]),
  /** Check-digit failures: card-shaped and NPI-shaped numbers that fail Luhn, invalid SSNs. */
  bad_check_digit: (r) =>
    r.pick([
      `Gift card ${V.luhnFailingCard(r)} has a balance of $${r.int(5, 200)}.`,
      `The form rejected NPI ${V.npiFailing(r)} as invalid, please double-check it.`,
      `Sample row: id=${V.invalidSsn(r)} (test data, not a real SSN).`,
      `Voucher code ${V.luhnFailingCard(r)} expired last month.`,
    ]),
  /** Health-looking ids with no health context: gym, library, airline, loyalty. */
  health_id_no_context: (r) =>
    r.pick([
      `Gym member ID ${r.digitsFrom("123456789", 8)} - your spin class is booked for Tuesday.`,
      `Library member number ${r.digits(10)}: the fine for the late book is $2.`,
      `Thanks for joining! Your rewards member ID is ${r.chars(ALPHABETS.upper, 2)}${r.digits(8)}.`,
      `Subscriber ${r.digits(9)}, your magazine renewal is due in March.`,
      `Frequent flyer member number ${r.digits(9)} earned 2,400 miles.`,
      `Co-op member no. ${r.digits(7)} can vote at the annual meeting.`,
    ]),
  /** 32/40/64-hex values named as cache keys, commit ids, checksums, digests or ETags. */
  named_hex: (r) =>
    r.pick([
      `cache_key=${V.digest(r, 32)} hit=true ttl=300`,
      `Fixed in commit ${V.digest(r, 40)}, will be in the next release.`,
      `sha256 checksum: ${V.digest(r, 64)}`,
      `${ts(r)} DEBUG artifact uploaded digest=sha256:${V.digest(r, 64)}`,
      `ETag: "${V.digest(r, 32)}"`,
      `md5sum of the export is ${V.digest(r, 32)}, matches the vendor's.`,
      `git revert ${V.digest(r, 40)}`,
      `{"content_hash": "${V.digest(r, 64)}", "size": ${r.int(1000, 99999)}}`,
    ]),
  /** "token" in non-secret senses: pagination, CSRF, LLM tokens, token bucket, idempotency. */
  token_word: (r) =>
    r.pick([
      `next_page_token=${r.chars(ALPHABETS.base64url, 32)} returned ${r.int(10, 100)} rows`,
      `The prompt used ${r.int(1000, 9000)} tokens and the completion ${r.int(100, 900)} tokens.`,
      `We use a token bucket limiter: ${r.int(10, 100)} tokens per second, burst ${r.int(100, 500)}.`,
      `csrf_token=${r.chars(ALPHABETS.base64url, 40)} mismatch on form submit`,
      `{"cursor": "${r.chars(ALPHABETS.base64url, 36)}", "has_more": true}`,
      `The tokenizer splits "unbelievable" into ${r.int(2, 4)} tokens.`,
      `Idempotency-Key: ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`,
    ]),
  /** Password policy and password events with no value. */
  password_no_value: (r) =>
    r.pick([
      "Passwords must be at least 12 characters and include a number and a symbol.",
      "Your password expired, use the reset link we emailed you.",
      "I typed my password wrong three times and now I'm locked out.",
      `password: ${"*".repeat(r.int(8, 14))}`,
      `DB_PASSWORD=${"$"}{DB_PASSWORD}`,
      'password: "{{ vault_db_password }}"',
      "The password is the same as the one for the staging box, ask Priya.",
      "Password reset requested for the billing portal; link valid for 30 minutes.",
      "We changed the password policy to require a passphrase of four words.",
      "set the password to something long and store it in 1Password",
    ]),
  /** Version strings, build numbers and user agents shaped like IPs. */
  version_strings: (r) =>
    r.pick([
      `Upgraded the agent to v${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}.${r.int(0, 99)} last night.`,
      `User-Agent: Mozilla/5.0 Chrome/${r.int(100, 130)}.0.${r.int(4000, 6999)}.${r.int(10, 200)} Safari/537.36`,
      `build ${r.int(2023, 2025)}.${r.int(1, 12)}.${r.int(1, 28)}.${r.int(1, 9)} is rolling out`,
      `Section 4.${r.int(1, 9)}.${r.int(1, 9)}.${r.int(1, 9)} of the runbook covers failover.`,
    ]),
  /** Non-birth dates near people and records. */
  other_dates: (r) =>
    r.pick([
      `Appointment date ${V.dob(r)} was rescheduled.`,
      `Account opened ${V.dob(r)}, last statement ${V.dob(r)}.`,
      `Shipped on ${V.dob(r)} via ground.`,
      `{"created_at": "${V.dob(r)}", "status": "closed"}`,
    ]),
  /** Public material and digests in base64: SRI hashes, ssh public keys, UUIDs. */
  public_material: (r) =>
    r.pick([
      `<script src="/app.js" integrity="sha384-${r.chars(ALPHABETS.base64, 64)}"></script>`,
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(ALPHABETS.base64, 43)} ops@laptop`,
      `request_id=${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)} latency_ms=${r.int(5, 900)}`,
      `-----BEGIN PUBLIC KEY-----\n${r.chars(ALPHABETS.base64, 64)}\n${r.chars(ALPHABETS.base64, 24)}==\n-----END PUBLIC KEY-----`,
      `Image pulled: registry.internal/app@sha256:${r.hex(64)}`,
    ]),
  /** Masked and placeholder credentials. */
  masked: (r) =>
    r.pick([
      `Card on file: **** **** **** ${r.digits(4)}`,
      `SSN ***-**-${r.digits(4)} verified.`,
      "AWS_SECRET_ACCESS_KEY=<your-secret-key>",
      "Authorization: Bearer <token>",
      `api_key: ${"$"}{API_KEY}`,
      "OPENAI_API_KEY=sk-...redacted",
    ]),
  /** Numbers with digit groups: money, ISBNs, measurements, timestamps. */
  digit_groups: (r) =>
    r.pick([
      `Wire of $${r.int(1, 9)},${r.digits(3)},${r.digits(3)}.${r.digits(2)} settled.`,
      `ISBN 978-${r.int(0, 1)}-${r.digits(3)}-${r.digits(5)}-${r.int(0, 9)}`,
      `Epoch ${r.int(1_700_000_000, 1_760_000_000)} corresponds to the outage start.`,
      `Dimensions ${r.int(100, 999)} x ${r.int(100, 999)} x ${r.digits(4)} mm`,
      `Lot ${r.digits(3)} ${r.digits(3)} ${r.digits(4)} recalled by the manufacturer.`,
    ]),
  /** Look-alikes of addresses and handles. */
  handles: (r) =>
    r.pick([
      `git clone git@github.com:${r.pick(["acme", "northwind"])}/${r.pick(["billing", "infra"])}.git`,
      `ping @${r.faker.internet.username().replace(/[^A-Za-z0-9_]/g, "")} on Slack about it`,
      `npm install @${r.pick(["acme", "vigil"])}/${r.pick(["sdk", "ui"])}@${r.int(1, 9)}.${r.int(0, 9)}.${r.int(0, 9)}`,
    ]),
};

export const HELDOUT_LOOK_ALIKE_KINDS = Object.keys(HELDOUT_LOOK_ALIKES);

export function heldoutLookAlike(rng: Rng, kind = rng.pick(HELDOUT_LOOK_ALIKE_KINDS)): string {
  return (HELDOUT_LOOK_ALIKES[kind] as LookAlike)(rng);
}
