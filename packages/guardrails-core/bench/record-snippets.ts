/**
 * Structured records as agents see them in tool calls and logs: JSON objects, YAML, key=value
 * log lines and CSV rows. Context-dependent values (date of birth, MRN, member ID, NPI, plain
 * SSN) are labelled where the field name spells the spec's context word in a programmer's
 * way (dob, date_of_birth, birthDate, mrn, medical_record_number, member_id, subscriber_id,
 * npi, provider_npi, ssn); a CSV cell under a header row has no context and is not labelled.
 * Labels carry context "record", so the report can show recall on records apart from prose.
 */
import type { Domain, LabelType, Segment } from "./corpus-types";
import { email, phone } from "./pii-values";
import type { Rng } from "./rng";
import { CARD_BRANDS, cardNumber, mbi, npi, validSsn } from "./token-gen";

type Field = [key: string, value: Segment];

const planted = (type: LabelType, value: string): Segment => ({ type, value, context: "record" });

function isoDob(rng: Rng): string {
  const d = rng.faker.date.birthdate({ mode: "age", min: 18, max: 90 });
  return d.toISOString().slice(0, 10);
}

const ipv4 = (rng: Rng): string =>
  `${rng.pick([10, 172, 192, rng.int(11, 223)])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;

function fields(rng: Rng, domain: Domain): Field[] {
  const f = rng.faker;
  const name: Field = ["name", f.person.fullName()];
  const dobKey = rng.pick(["dob", "DOB", "date_of_birth", "dateOfBirth", "birthDate"]);
  const dob: Field = [dobKey, planted("date_of_birth", isoDob(rng))];
  const mail: Field = [
    rng.pick(["email", "emailAddress", "contact_email"]),
    planted("email", email(rng)),
  ];
  const tel: Field = [
    rng.pick(["phone", "phoneNumber", "mobile"]),
    planted("phone", phone(rng, rng.pick(["nanp", "intl"] as const))),
  ];
  switch (domain) {
    case "medical":
      return [
        name,
        dob,
        [
          rng.pick(["mrn", "MRN", "medical_record_number"]),
          planted("medical_record_number", rng.digits(8)),
        ],
        [
          rng.pick(["member_id", "memberId", "subscriber_id"]),
          planted("health_plan_id", rng.chance(0.5) ? `XJH${rng.digits(9)}` : mbi(rng, false)),
        ],
        [rng.pick(["npi", "provider_npi", "npiNumber"]), planted("npi", npi(rng))],
        tel,
      ];
    case "fintech": {
      const ssn = validSsn(rng);
      return [
        name,
        mail,
        rng.chance(0.5)
          ? ["ssn", planted("ssn", ssn.join(""))]
          : [rng.pick(["ssn", "social_security_number"]), planted("ssn", ssn.join("-"))],
        dob,
        [
          rng.pick(["card_number", "pan", "cardNumber"]),
          planted("credit_card", cardNumber(rng, rng.pick(CARD_BRANDS))),
        ],
        [rng.pick(["ip", "client_ip"]), planted("ip_address", ipv4(rng))],
      ];
    }
    case "devops":
      return [
        ["user", planted("email", email(rng))],
        [rng.pick(["remote_addr", "client_ip", "ip"]), planted("ip_address", ipv4(rng))],
        ["status", String(rng.pick([401, 403, 500]))],
      ];
    case "support":
      return [name, mail, tel, ["plan", rng.pick(["gold", "basic", "team"])], dob];
  }
}

const value = (s: Segment): string => (typeof s === "string" ? s : s.value);

function json(fs: Field[]): Segment[] {
  const out: Segment[] = ['{"result": {'];
  for (const [i, [k, v]] of fs.entries()) out.push(`${i > 0 ? ", " : ""}"${k}": "`, v, '"');
  out.push("}}");
  return out;
}

function yaml(fs: Field[]): Segment[] {
  const out: Segment[] = ["record:\n"];
  for (const [k, v] of fs) out.push(`  ${k}: `, v, "\n");
  return out;
}

function logLine(rng: Rng, fs: Field[]): Segment[] {
  const out: Segment[] = [`${rng.faker.date.recent().toISOString()} level=info msg="lookup ok"`];
  for (const [k, v] of fs) {
    const quoted = value(v).includes(" ");
    out.push(` ${k}=${quoted ? '"' : ""}`, v, quoted ? '"' : "");
  }
  return out;
}

/** CSV: only values that need no context (email, phone, card) stay labelled. */
function csv(rng: Rng, fs: Field[]): Segment[] {
  const keep = fs.filter(
    ([, v]) => typeof v === "string" || ["email", "phone", "credit_card"].includes(v.type),
  );
  const cells = keep.map(([k, v]): [string, Segment] => {
    const raw = value(v);
    return [k, raw.includes(",") ? `"${raw}"` : v];
  });
  const out: Segment[] = [`id,${cells.map(([k]) => k).join(",")}\n${rng.int(1000, 9999)},`];
  for (const [i, [, v]] of cells.entries()) out.push(i > 0 ? "," : "", v);
  return out;
}

/** A structured record in the format a tool call or log would carry. */
export function recordSnippet(rng: Rng, domain: Domain): Segment[] {
  const fs = fields(rng, domain);
  const format = rng.weighted([
    ["json", 4],
    ["yaml", 2],
    ["log", 2],
    ["csv", 1],
  ] as const);
  if (format === "json") return json(fs);
  if (format === "yaml") return yaml(fs);
  if (format === "log") return logLine(rng, fs);
  return csv(rng, fs);
}
