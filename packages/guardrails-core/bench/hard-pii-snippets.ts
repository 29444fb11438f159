/**
 * Hard positives for personal data: Medicare Beneficiary Identifiers and payer member ids named
 * in the ways people name them, the other health identifiers, and contact, government, card,
 * network and birth-date values in support, clinical, fintech and dev-ops wording.
 */
import type { LabelType, Segment } from "./corpus-types";
import type { HardSnippet } from "./hard-secret-snippets";
import { medicareMbi, memberId } from "./hard-values";
import { birthDate, cardValue, email, phone } from "./pii-values";
import type { Rng } from "./rng";
import { npi, validSsn } from "./token-gen";

const v = (type: LabelType, value: string): Segment => ({ type, value });

function healthPlanId(rng: Rng): Segment[] {
  const mbi = v("health_plan_id", medicareMbi(rng, rng.chance(0.5)));
  const member = v("health_plan_id", memberId(rng));
  const payer = rng.pick(["Aetna", "Cigna", "BCBS", "Humana", "Kaiser", "UnitedHealthcare"]);
  return rng.pick<() => Segment[]>([
    () => ["Medicare number ", mbi, ", Part B since 2019"],
    () => ["MBI: ", mbi, "\n"],
    () => ["her new red-white-and-blue card shows Medicare ID ", mbi, "\n"],
    () => ["Medicare Beneficiary Identifier ", mbi, " was issued last month"],
    () => ["pt's mbi is ", mbi, " per the eligibility check"],
    () => ['"mbi": "', mbi, '"'],
    () => [`${payer} member ID `, member, " on the front of the card"],
    () => ["subscriber id is ", member, " and group is on the back"],
    () => ["Member #: ", member, "\n"],
    () => ["insurance ID# ", member, " (primary)"],
    () => [`my ${payer} member number `, member, " got rejected at the pharmacy"],
    () => ['{"memberId": "', member, `", "payer": "${payer}"}`],
    () => ["health plan beneficiary number ", member, "\n"],
    () => ["Subscriber No. ", member, " / dependent 02"],
    () => ["Medicaid ID ", member, " was reinstated"],
  ])();
}

function medicalRecordNumber(rng: Rng): Segment[] {
  const m = v(
    "medical_record_number",
    rng.pick([
      rng.digits(rng.int(7, 9)),
      `MR${rng.digits(7)}`,
      `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(2)}`,
    ]),
  );
  return rng.pick<() => Segment[]>([
    () => ["chart MRN ", m, " has a duplicate"],
    () => ["medical record no. ", m, "\n"],
    () => ["pulled the medical record ", m, " for the audit"],
    () => ['"patient_mrn": "', m, '"'],
  ])();
}

function npiSnippet(rng: Rng): Segment[] {
  const n = v("npi", npi(rng));
  return rng.pick<() => Segment[]>([
    () => ["rendering provider NPI ", n, " is not on the roster"],
    () => ["npi=", n, " taxonomy=207Q00000X"],
    () => ["Dr. ", rng.faker.person.lastName(), "'s NPI is ", n, "\n"],
  ])();
}

function contact(rng: Rng): Segment[] {
  const e = v("email", email(rng));
  const p = v("phone", phone(rng, rng.pick(["nanp", "intl", "nanp"] as const)));
  return rng.pick<() => Segment[]>([
    () => ["the customer wrote in from ", e, " asking about the refund"],
    () => ["reply-to: ", e, "\n"],
    () => ["best number to reach me is ", p, ", evenings only"],
    () => ["callback requested: ", p, "\n"],
    () => ["patient's daughter can be reached at ", p, " or ", e],
    () => ["alert routed to ", e, " and paged ", p],
  ])();
}

function ssn(rng: Rng): Segment[] {
  const [a, g, s] = validSsn(rng);
  const value = rng.chance(0.7) ? `${a}-${g}-${s}` : `${a} ${g} ${s}`;
  const x = v("ssn", value);
  return rng.pick<() => Segment[]>([
    () => ["for the W-9 my social is ", x, "\n"],
    () => ["SSN on the application: ", x, "\n"],
    () => ["verified the member's social security number ", x, " over the phone"],
  ])();
}

function creditCard(rng: Rng): Segment[] {
  const c = v("credit_card", cardValue(rng));
  return rng.pick<() => Segment[]>([
    () => ["charge it to ", c, " exp 09/28"],
    () => ["the dispute is about card ", c, "\n"],
    () => ["pan=", c, " status=declined"],
    () => ["I paid the copay with ", c, " but was billed twice"],
  ])();
}

function ipAddress(rng: Rng): Segment[] {
  const o = () => rng.int(1, 254);
  const ip = v(
    "ip_address",
    rng.pick([`10.${o()}.${o()}.${o()}`, `${rng.int(11, 223)}.${o()}.${o()}.${o()}`]),
  );
  return rng.pick<() => Segment[]>([
    () => ["login attempt from ", ip, " was blocked"],
    () => ["src_ip=", ip, " action=deny\n"],
    () => ["pin the node at ", ip, " in the allowlist"],
  ])();
}

function dateOfBirth(rng: Rng): Segment[] {
  const d = v("date_of_birth", birthDate(rng));
  return rng.pick<() => Segment[]>([
    () => ["patient born ", d, ", allergic to penicillin"],
    () => ["my birthday is ", d, " if you need it for verification"],
    () => ["DOB: ", d, "\n"],
  ])();
}

/** Personal-data classes of the hard corpus, by gold type. */
export const HARD_PII_SNIPPETS: Record<string, HardSnippet> = {
  health_plan_id: healthPlanId,
  medical_record_number: medicalRecordNumber,
  npi: npiSnippet,
  contact,
  ssn,
  credit_card: creditCard,
  ip_address: ipAddress,
  date_of_birth: dateOfBirth,
};
