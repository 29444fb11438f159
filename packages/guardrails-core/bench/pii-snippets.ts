/**
 * Personal data in conversational context: contact details, government and card numbers, IP
 * addresses and the health identifiers that are only identifiers next to their context words.
 * Each snippet is a list of segments; planted values carry their type, the rest is plain text.
 */
import type { Segment } from "./corpus-types";
import { birthDate, cardValue, email, ipAddress, phone } from "./pii-values";
import type { Rng } from "./rng";
import { mbi, npi, validSsn } from "./token-gen";

type Snippet = (rng: Rng) => Segment[];

type Planted = Exclude<Segment, string>;
const labelled = (v: Planted, before: string, after: string): Segment[] => [before, v, after];

export const PII_SNIPPETS: Record<
  | "email"
  | "phone"
  | "ssn"
  | "credit_card"
  | "ip_address"
  | "date_of_birth"
  | "medical_record_number"
  | "health_plan_id"
  | "npi",
  Snippet
> = {
  email: (rng) => {
    const v = { type: "email" as const, value: email(rng) };
    return rng.pick<() => Segment[]>([
      () => labelled(v, "You can reach me at ", "."),
      () => labelled(v, "my email is ", " if you need anything else"),
      () => labelled(v, "Email: ", "\n"),
      () => labelled(v, "please send the receipt to <", ">"),
      () => labelled(v, `${rng.faker.person.fullName()} (`, ") asked for an update"),
      () => ["cc ", v, ", ", { type: "email", value: email(rng) }],
      () => labelled(v, "the account is registered under ", ", not my work address"),
      () => labelled(v, "mailto:", ""),
      () => labelled(v, `From: ${rng.faker.person.fullName()} <`, ">"),
      () => labelled({ type: "email", value: v.value.toUpperCase() }, "EMAIL ON FILE: ", ""),
      () => ["[", v, "](mailto:", { type: "email", value: v.value }, ")"],
    ])();
  },
  phone: (rng) => {
    const style = rng.weighted([
      ["nanp", 5],
      ["intl", 3],
      ["national", 1],
      ["bare", 1],
    ] as const);
    const v = { type: "phone" as const, value: phone(rng, style) };
    if (style === "bare")
      return rng.pick([
        labelled(v, "call me on ", " after 5"),
        labelled(v, "my cell is ", ""),
        labelled(v, "text ", " when you arrive"),
      ]);
    return rng.pick([
      labelled(v, "Call me at ", " after 5pm."),
      labelled(v, "my mobile is ", ""),
      labelled(v, "Phone: ", "\n"),
      labelled(v, "the office number is ", ", ask for billing"),
      labelled(v, "best number to reach me: ", ""),
      labelled(v, "number on file: ", ""),
      labelled(v, "Tel. ", " (mobile)"),
      labelled(v, "phone=", "&source=web"),
      labelled(v, "desk line ", " ext. 204"),
    ]);
  },
  ssn: (rng) => {
    const [a, g, s] = validSsn(rng);
    const sep = rng.pick(["-", "-", "-", " ", ""]);
    const v = { type: "ssn" as const, value: [a, g, s].join(sep) };
    if (sep === "")
      return rng.pick([labelled(v, "SSN ", ""), labelled(v, "my social security number is ", ".")]);
    return rng.pick([
      labelled(v, "SSN: ", "\n"),
      labelled(v, "my social security number is ", "."),
      labelled(v, "the applicant's SSN ", " matches the W-9"),
      labelled(v, "ID check used ", " (SSN)"),
      labelled(v, "SSN#", ""),
    ]);
  },
  credit_card: (rng) => {
    const v = { type: "credit_card" as const, value: cardValue(rng) };
    return rng.pick([
      labelled(v, "card number ", ""),
      labelled(v, "it was charged to ", " twice yesterday"),
      labelled(v, "my card is ", `, exp 0${rng.int(1, 9)}/${rng.int(26, 30)}`),
      labelled(v, "PAN=", " status=declined"),
      labelled(v, "I updated the card on file to ", "."),
      labelled(v, "card='", "'"),
    ]);
  },
  ip_address: ipAddress,
  date_of_birth: (rng) => {
    const v = { type: "date_of_birth" as const, value: birthDate(rng) };
    return rng.pick([
      labelled(v, "DOB: ", "\n"),
      labelled(v, "date of birth ", " per the intake form"),
      labelled(v, "I was born on ", "."),
      labelled(v, "patient (DOB ", ") presents with"),
      labelled(v, "Birthdate: ", ""),
      labelled(v, "D.O.B. ", ""),
      labelled(v, "my date of birth is ", ", can you verify"),
      labelled(v, "DOB ", " (verified)"),
      labelled(v, "dob=", " plan=gold"),
    ]);
  },
  medical_record_number: (rng) => {
    const value = rng.pick<() => string>([
      () => rng.digits(rng.int(7, 10)),
      () => `${rng.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 2)}${rng.digits(rng.int(6, 8))}`,
      () => `E${rng.digits(9)}`,
      () => `${rng.digits(4)}-${rng.digits(4)}`,
    ])();
    const v = { type: "medical_record_number" as const, value };
    return rng.pick([
      labelled(v, "MRN: ", "\n"),
      labelled(v, "MRN ", ""),
      labelled(v, "medical record number ", " was merged"),
      labelled(v, "Medical Record #: ", ""),
      labelled(v, "(MRN ", ")"),
      labelled(v, "MRN:", ""),
      labelled(v, "mrn# ", " (epic)"),
    ]);
  },
  health_plan_id: (rng) => {
    const value = rng.pick<() => string>([
      () => `${rng.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 3)}${rng.digits(9)}`,
      () => `W${rng.digits(9)}`,
      () => `${rng.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 2)}${rng.digits(8)}`,
      () => mbi(rng, rng.chance(0.5)),
    ])();
    const v = { type: "health_plan_id" as const, value };
    return rng.pick([
      labelled(v, "Member ID: ", "\n"),
      labelled(v, "member ID is ", ", group 4471"),
      labelled(v, "subscriber ID ", " on the card"),
      labelled(v, "insurance ID: ", ""),
      labelled(v, "Medicare MBI ", ""),
      labelled(v, "health plan ID ", " is inactive"),
      labelled(v, "Medicaid ID ", ""),
    ]);
  },
  npi: (rng) => {
    const v = { type: "npi" as const, value: npi(rng) };
    return rng.pick([
      labelled(v, "NPI: ", "\n"),
      labelled(v, "referring provider NPI ", ""),
      labelled(v, "National Provider Identifier ", " on the claim"),
      labelled(v, "NPI #", ""),
      labelled(v, "billing NPI number ", " was rejected"),
    ]);
  },
};
