import type { Fixture } from "./fixtures";

/**
 * Pairs for the verdict design around hard facts (issue 18, rule-anchor round): for each, a
 * faithful restatement that must be supported and a look-alike error that must still be
 * flagged. Written from general rental, billing and library prose, not from any evaluation set.
 */
const BIKES = [
  "Bikes returned after 10 pm incur a late fee of £12.",
  "Helmets are included with every rental.",
];
const PLANS = [
  "The annual plan costs $240 and includes phone support.",
  "Monthly plans can be cancelled at any time.",
];

export const ANCHOR_FIXTURES: Fixture[] = [
  // A name in the possessive or the plural is the same name.
  {
    name: "a name in the possessive is the name",
    contexts: ["The Supplier will delete all Client data within 30 days of termination."],
    answer: "Within 30 days of termination the Supplier deletes all of the Client's data.",
    verdicts: ["supported"],
  },
  {
    name: "another name in the possessive is still missing",
    contexts: ["The Supplier will delete all Client data within 30 days of termination."],
    answer: "Within 30 days of termination the Supplier deletes all of the Partner's data.",
    verdicts: ["unsupported"],
  },
  {
    name: "an acronym in the singular meets its plural",
    contexts: ["DVDs are lent for 7 days and books for 21 days."],
    answer: "Each DVD is lent for 7 days.",
    verdicts: ["supported"],
  },
  {
    name: "another acronym is still missing",
    contexts: ["DVDs are lent for 7 days and books for 21 days."],
    answer: "Each CD is lent for 7 days.",
    verdicts: ["unsupported"],
  },
  // Anchoring: every fact in one window carries a claim in everyday words.
  {
    name: "two facts in one sentence carry a restatement in other words",
    contexts: BIKES,
    answer: "Bring the bike back later than 10 pm and you will be charged £12.",
    verdicts: ["supported"],
  },
  {
    name: "an added charge on the same facts is still flagged",
    contexts: BIKES,
    answer: "Bring the bike back later than 10 pm and you will be charged £12 plus a cleaning fee.",
    // "bring … back" reads as "return" since the fifth round: closer, still flagged.
    verdicts: ["unverifiable"],
  },
  {
    name: "a new object on a known price is still flagged",
    contexts: PLANS,
    answer: "The $240 annual plan also comes with a free tablet.",
    verdicts: ["unverifiable"],
  },
  {
    name: "facts split between two sentences anchor a claim that joins them",
    contexts: [
      "Walk-in flu clinics run from 1 October to 31 January.",
      "Patients over 70 receive the booster at no charge.",
      "Appointments can be booked online.",
    ],
    answer:
      "Walk-in clinics are open from 1 October through 31 January, and anyone older than 70 gets the booster for nothing.",
    verdicts: ["supported"],
  },
  {
    name: "a new object on the joined facts is still flagged",
    contexts: [
      "Walk-in flu clinics run from 1 October to 31 January.",
      "Patients over 70 receive the booster at no charge.",
      "Appointments can be booked online.",
    ],
    answer:
      "Walk-in clinics are open from 1 October through 31 January, and anyone older than 70 gets a taxi home for nothing.",
    verdicts: ["unverifiable"],
  },
  {
    name: "'each' and 'every' restate a rate and keep the anchor",
    contexts: [
      "Tenants pay a service charge of £18 per month for cleaning the shared areas.",
      "Parking bays are allocated by lottery.",
    ],
    answer: "Each tenant contributes £18 every month toward the cleaning of shared hallways.",
    verdicts: ["supported"],
  },
  {
    name: "'some' on the same facts is still flagged",
    contexts: [
      "Tenants pay a service charge of £18 per month for cleaning the shared areas.",
      "Parking bays are allocated by lottery.",
    ],
    answer: "Some tenants contribute £18 every month toward the cleaning of shared hallways.",
    verdicts: ["contradicted"],
  },
  {
    name: "a price stated as a difference must be one",
    contexts: ["The Pro plan costs £30 a month.", "The Basic plan costs £10 a month."],
    answer: "The Pro plan costs £30 more than Basic each month.",
    verdicts: ["unverifiable"],
  },
];

/**
 * Pairs for negation scope (contradiction.ts): a negated clause about another subject, a
 * negation moved to another word of the same clause, a negation over "or", "unless", a
 * positive statement about the complement, an answer particle, and "normally" for "usually".
 */
export const SCOPE_FIXTURES: Fixture[] = [
  {
    name: "a negated sentence about another subject is no flip",
    contexts: [
      "Orders can be returned online within 30 days.",
      "Gift cards cannot be returned online.",
    ],
    answer: "An order you send back online is accepted within 30 days.",
    verdicts: ["supported"],
  },
  {
    name: "the negation dropped on the same subject still flips",
    contexts: [
      "Orders can be returned online within 30 days.",
      "Gift cards cannot be returned online.",
    ],
    answer: "Gift cards can be returned online.",
    verdicts: ["contradicted"],
  },
  {
    name: "a negation moved to another word of the clause restates it",
    contexts: [
      "Prescriptions cannot be renewed through the website and must be renewed at the desk.",
    ],
    answer: "Prescriptions are renewed at the desk, not through the website.",
    verdicts: ["supported"],
  },
  {
    name: "the negation dropped from that clause still flips",
    contexts: [
      "Prescriptions cannot be renewed through the website and must be renewed at the desk.",
    ],
    answer: "Prescriptions can be renewed through the website.",
    verdicts: ["contradicted"],
  },
  {
    name: "a negation scopes over both sides of 'or'",
    contexts: ["Neither party is liable for lost data or late delivery."],
    answer: "Neither party can be held liable for lost data, nor for late delivery.",
    verdicts: ["supported"],
  },
  {
    name: "'either' for 'neither' still flips",
    contexts: ["Neither party is liable for lost data or late delivery."],
    answer: "Either party is liable for late delivery.",
    verdicts: ["contradicted"],
  },
  {
    name: "'as long as no one' restates 'unless someone'",
    contexts: ["Books can be renewed twice unless another reader has reserved them."],
    answer: "You can renew a book twice as long as no other reader has reserved it.",
    verdicts: ["supported"],
  },
  {
    name: "a renewal denied outright still flips",
    contexts: ["Books can be renewed twice unless another reader has reserved them."],
    answer: "Books cannot be renewed twice, even when no other reader has reserved them.",
    verdicts: ["contradicted"],
  },
  {
    name: "allowed outside a period restates not allowed during it",
    contexts: ["Dogs are allowed in the park outside the summer months."],
    answer: "Dogs aren't allowed in the park during the summer months.",
    verdicts: ["supported"],
  },
  {
    name: "not allowed outside the period still flips",
    contexts: ["Dogs are allowed in the park outside the summer months."],
    answer: "Dogs are not allowed in the park outside the summer months.",
    verdicts: ["contradicted"],
  },
  {
    name: "'normally' restates 'usually' while another clause says 'each'",
    contexts: [
      "Quota requests are usually approved within 2 days.",
      "Each region has 24 vCPUs by default.",
    ],
    answer:
      "Each region has 24 vCPUs by default, and quota requests are normally approved within 2 days.",
    verdicts: ["supported"],
  },
  {
    name: "'always' for 'usually' still flips",
    contexts: [
      "Quota requests are usually approved within 2 days.",
      "Each region has 24 vCPUs by default.",
    ],
    answer: "Quota requests are always approved within 2 days.",
    verdicts: ["contradicted"],
  },
  {
    name: "a short answer before the colon negates nothing in the claim",
    contexts: ["Patients are discharged on the same afternoon after day surgery."],
    answer: "Usually not: patients are discharged on the same afternoon after day surgery.",
    verdicts: ["supported"],
  },
  {
    name: "a negation inside the claim still flips",
    contexts: ["Patients are discharged on the same afternoon after day surgery."],
    answer: "Patients are not discharged on the same afternoon after day surgery.",
    verdicts: ["contradicted"],
  },
];

/** Pairs for derived numbers (derivation.ts): a claim's own arithmetic, the rest of a whole. */
export const DERIVED_FIXTURES: Fixture[] = [
  {
    name: "a total the claim itself breaks down needs no cue",
    contexts: [
      "A first resident permit costs £95 a year.",
      "A second resident permit costs £150 a year.",
    ],
    answer:
      "The pair of resident permits costs £245 a year: £95 for the first and £150 for the second.",
    verdicts: ["supported"],
  },
  {
    name: "a wrong total beside its parts is still flagged",
    contexts: [
      "A first resident permit costs £95 a year.",
      "A second resident permit costs £150 a year.",
    ],
    answer:
      "The pair of resident permits costs £255 a year: £95 for the first and £150 for the second.",
    verdicts: ["unsupported"],
  },
  {
    name: "the rest of a percentage is its complement",
    contexts: ["The grant covers 80% of the project costs."],
    answer: "The other 20% of the project costs comes from the applicant.",
    verdicts: ["supported"],
  },
  {
    name: "a wrong rest is still flagged",
    contexts: ["The grant covers 80% of the project costs."],
    answer: "The other 30% of the project costs comes from the applicant.",
    verdicts: ["unsupported"],
  },
];
