/**
 * Conversation styles: support chats, clinical notes, fintech disputes and dev-ops threads.
 * Each domain has its own openers, speakers, filler sentences and a weighting of which
 * entities its conversations tend to leak. Filler never contains planted-looking values.
 */
import type { Domain, LabelType } from "./corpus-types";
import type { Rng } from "./rng";

/**
 * What a domain's messages plant: a label type, "provider" for a random provider token, or
 * "record" for a structured record (JSON, YAML, log line, CSV) with several values.
 */
export type Plant = LabelType | "provider" | "record";

export const DOMAIN_WEIGHTS: Record<Domain, ReadonlyArray<readonly [Plant, number]>> = {
  support: [
    ["email", 6],
    ["phone", 6],
    ["credit_card", 4],
    ["ssn", 2],
    ["date_of_birth", 2],
    ["ip_address", 2],
    ["password", 4],
    ["basic_auth", 1],
    ["bearer_token", 1],
    ["jwt", 1],
    ["health_plan_id", 1],
    ["record", 3],
  ],
  medical: [
    ["medical_record_number", 6],
    ["health_plan_id", 5],
    ["npi", 4],
    ["date_of_birth", 6],
    ["phone", 3],
    ["email", 2],
    ["ssn", 2],
    ["record", 5],
  ],
  fintech: [
    ["credit_card", 6],
    ["ssn", 4],
    ["email", 3],
    ["phone", 2],
    ["date_of_birth", 2],
    ["provider", 2],
    ["bearer_token", 2],
    ["basic_auth", 2],
    ["jwt", 2],
    ["ip_address", 1],
    ["record", 3],
  ],
  devops: [
    ["ip_address", 5],
    ["connection_string", 5],
    ["private_key", 2],
    ["aws_key", 4],
    ["jwt", 3],
    ["bearer_token", 3],
    ["basic_auth", 3],
    ["password", 4],
    ["provider", 12],
    ["email", 1],
    ["record", 1],
  ],
};

const SYMPTOMS = [
  "chest tightness",
  "a persistent cough",
  "lower back pain",
  "migraines",
  "dizziness",
  "a rash on both arms",
  "shortness of breath",
];
const DRUGS = ["amoxicillin", "lisinopril", "metformin", "atorvastatin", "sertraline", "ibuprofen"];
const SERVICES = [
  "checkout-api",
  "billing-worker",
  "auth-gateway",
  "search-indexer",
  "notifications",
  "ledger",
];

function speaker(rng: Rng, domain: Domain): string {
  const f = rng.faker;
  switch (domain) {
    case "support":
      return rng.pick(["Customer", "Agent", `Agent ${f.person.firstName()}`, f.person.firstName()]);
    case "medical":
      return rng.pick(["Nurse", `Dr. ${f.person.lastName()}`, "Patient", "Front desk"]);
    case "fintech":
      return rng.pick(["Client", "Risk analyst", "Support", `${f.person.firstName()} (ops)`]);
    case "devops":
      return `@${f.internet.username().toLowerCase()}`;
  }
}

export function opener(rng: Rng, domain: Domain): string {
  const f = rng.faker;
  switch (domain) {
    case "support":
      return `${f.company.name()} support chat: ${rng.pick(["login problem", "billing question", "delivery issue", "account locked"])}`;
    case "medical":
      return rng.pick([
        `Intake note, ${f.location.city()} Family Clinic`,
        `Referral from Dr. ${f.person.lastName()}`,
        "Patient portal message",
      ]);
    case "fintech":
      return `${f.company.name()} Payments: ${rng.pick(["dispute thread", "KYC review", "payout failure", "limit increase request"])}`;
    case "devops":
      return `#incident-${rng.pick(SERVICES)}: ${f.hacker.phrase()}`;
  }
}

/** One sentence of domain filler, free of anything a scanner should report. */
export function filler(rng: Rng, domain: Domain): string {
  const f = rng.faker;
  switch (domain) {
    case "support":
      return rng.pick([
        "I can't log in to my account since the last update.",
        "The app keeps logging me out every few minutes.",
        `I ordered the ${f.commerce.productName()} last week and it never arrived.`,
        `Thanks ${f.person.firstName()}, I can help with that.`,
        "Could you confirm a few details so I can verify the account?",
        `I've escalated this to our ${f.commerce.department()} team.`,
        "Thanks for your patience!",
        "Is there anything else I can help you with today?",
      ]);
    case "medical":
      return rng.pick([
        `Patient ${f.person.fullName()} reports ${rng.pick(SYMPTOMS)} for ${rng.int(2, 14)} days.`,
        `Started ${rng.pick(DRUGS)} ${rng.pick([5, 10, 20, 250, 500])} mg twice daily.`,
        `Follow-up scheduled with Dr. ${f.person.lastName()} in two weeks.`,
        `Prior authorization requested from ${f.company.name()} Health.`,
        "Vitals stable, no known allergies.",
        "Please update the chart before the visit.",
      ]);
    case "fintech":
      return rng.pick([
        `The transfer of $${f.finance.amount({ min: 20, max: 9000 })} to ${f.company.name()} has been pending since Monday.`,
        "We need to verify your identity before raising the limit.",
        "The payout failed with error card_declined.",
        `Dispute opened for the ${f.commerce.productName()} purchase.`,
        "The merchant says the refund was issued on their side.",
        "Please do not share full card details over chat.",
      ]);
    case "devops":
      return rng.pick([
        `${f.hacker.phrase()}`,
        `Deploy of ${rng.pick(SERVICES)} to ${rng.pick(["staging", "prod-eu", "prod-us"])} failed at step ${rng.int(2, 9)}.`,
        `Rolling back ${rng.pick(SERVICES)} to the previous release.`,
        `[${rng.pick(["WARN", "ERROR", "INFO"])}] ${rng.pick(SERVICES)}: connection reset by peer`,
        "Can someone with prod access take a look?",
        "Pinned the dependency until upstream ships a fix.",
      ]);
  }
}

/** The prefix of one conversational turn: speaker and a filler sentence. */
export function turnPrefix(rng: Rng, domain: Domain): string {
  return `${speaker(rng, domain)}: ${rng.chance(0.7) ? `${filler(rng, domain)} ` : ""}`;
}
