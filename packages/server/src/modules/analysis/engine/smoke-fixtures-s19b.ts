import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s19 smoke, helper B: faithful answers that join
 * two context facts or reword them heavily), each with look-alikes of the other kind that must
 * keep their verdict.
 */
const PETS = "Pets are not allowed without the landlord's written consent.";
const PETS_NEVER = "Pets are not allowed, even with the landlord's consent.";
const RECEIPT = "Refunds are not given without a receipt.";
const TENANCY =
  "The first month's rent is paid when you sign; the balance of the deposit is due before you move in.";
const CLASSROOM = "Laptops are allowed in class. Phones are banned during exams.";
const HOUSE_RULES =
  "Pets are not allowed without the landlord's written consent. Smoking is prohibited inside the property.";
const SOLAR = "A typical installation takes one to two days. Scaffolding is put up the day before.";
const LESSONS = "Beginners usually need one to two weeks of lessons before the road test.";
const TYRES =
  "Tyre fitting is free when you buy the tyres from us. Otherwise it costs £15 per wheel.";
const REFUND_RETURN =
  "Refunds are issued within 14 days. If the item is not returned, no refund is given.";
const COURSE = "Course fees are due 30 days before the start date. Books are included.";

export const SMOKE_S19B_FIXTURES: Fixture[] = [
  // "not allowed without X" is "allowed only with / if X" (double-negation.ts).
  {
    name: "'you can only keep a pet if the landlord agrees' for 'not allowed without consent' is supported",
    contexts: [PETS],
    answer: "You can only keep a pet if the landlord agrees in writing.",
    verdicts: ["supported"],
  },
  {
    name: "'pets are allowed with the landlord's consent' for 'not allowed without it' is supported",
    contexts: [PETS],
    answer: "Pets are allowed with the landlord's written consent.",
    verdicts: ["supported"],
  },
  {
    name: "'you get a refund if you show your receipt' for 'not given without a receipt' is supported",
    contexts: [RECEIPT],
    answer: "You get a refund if you show your receipt.",
    verdicts: ["supported"],
  },
  {
    name: "'allowed with consent' against 'not allowed, even with consent' is flagged",
    contexts: [PETS_NEVER],
    answer: "Pets are allowed with the landlord's consent.",
    verdicts: ["contradicted"],
  },
  {
    name: "'not allowed even if the landlord agrees' against 'not allowed without consent' is flagged",
    contexts: [PETS],
    answer: "Pets are not allowed even if the landlord agrees.",
    verdicts: ["contradicted"],
  },
  {
    name: "'a refund only if you show your bank statement' for 'not without a receipt' is flagged",
    contexts: [RECEIPT],
    answer: "You get a refund only if you show your bank statement.",
    verdicts: ["unverifiable"],
  },
  // What is still owed: "remainder" for "balance", "payable" for "due" (paraphrase-lexicon.ts).
  {
    name: "'the remainder of the deposit is payable before you move in' for 'the balance is due' is supported",
    contexts: [TENANCY],
    answer: "The remainder of the deposit is payable before you move in.",
    verdicts: ["supported"],
  },
  {
    name: "'the remainder is payable after you move in' against 'due before you move in' is flagged",
    contexts: [TENANCY],
    answer: "The remainder of the deposit is payable after you move in.",
    verdicts: ["contradicted"],
  },
  {
    name: "'fees are payable 14 days ahead' against 'due 30 days before' is flagged",
    contexts: [COURSE],
    answer: "Course fees are payable 14 days ahead of the start date.",
    verdicts: ["unsupported"],
  },
  // A joined claim's second modal starts its own permission (permission.ts).
  {
    name: "'you can bring a laptop, but you can't use your phone during exams' is supported",
    contexts: [CLASSROOM],
    answer: "You can bring a laptop to class, but you can't use your phone during exams.",
    verdicts: ["supported"],
  },
  {
    name: "'you can keep a pet if the landlord agrees, but you can't smoke inside' is supported",
    contexts: [HOUSE_RULES],
    answer: "You can keep a pet if the landlord agrees, but you can't smoke inside the property.",
    verdicts: ["supported"],
  },
  {
    name: "'you can bring a laptop, and you can use your phone during exams' is flagged",
    contexts: [CLASSROOM],
    answer: "You can bring a laptop to class, and you can use your phone during exams.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you can smoke inside, and you can keep a pet if the landlord agrees' is flagged",
    contexts: [HOUSE_RULES],
    answer: "You can smoke inside the property, and you can keep a pet if the landlord agrees.",
    verdicts: ["contradicted"],
  },
  // A range's first end carries the second's unit: "one to two days" (range-start.ts).
  {
    name: "'takes a day or two' for 'takes one to two days' is supported",
    contexts: [SOLAR],
    answer: "Installation usually takes a day or two.",
    verdicts: ["supported"],
  },
  {
    name: "'takes 1-2 days' for 'takes one to two days' is supported",
    contexts: [SOLAR],
    answer: "Installation takes 1-2 days.",
    verdicts: ["supported"],
  },
  {
    name: "'a week or two of lessons' for 'one to two weeks of lessons' is supported",
    contexts: [LESSONS],
    answer: "Beginners usually need a week or two of lessons before the road test.",
    verdicts: ["supported"],
  },
  {
    name: "'takes a week or two' against 'one to two days' is flagged",
    contexts: [SOLAR],
    answer: "Installation usually takes a week or two.",
    verdicts: ["unsupported"],
  },
  {
    name: "'takes two or three days' against 'one to two days' is flagged",
    contexts: [SOLAR],
    answer: "Installation usually takes two or three days.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two or three weeks of lessons' against 'one to two weeks of lessons' is flagged",
    contexts: [LESSONS],
    answer: "Beginners usually need two or three weeks of lessons before the road test.",
    verdicts: ["unsupported"],
  },
  // "if not," alone is "otherwise": it negates the condition before it (if-not.ts).
  {
    name: "'we fit them free; if not, it's £15 a wheel' for 'otherwise it costs £15 per wheel' is supported",
    contexts: [TYRES],
    answer: "If you buy your tyres here, we fit them free; if not, it's £15 a wheel.",
    verdicts: ["supported"],
  },
  {
    name: "'we fit them free; if not, it's £25 a wheel' against '£15 per wheel' is flagged",
    contexts: [TYRES],
    answer: "If you buy your tyres here, we fit them free; if not, it's £25 a wheel.",
    verdicts: ["unsupported"],
  },
  {
    name: "'refunds are paid within 14 days if not returned' keeps its negation and is flagged",
    contexts: [REFUND_RETURN],
    answer: "Refunds are paid within 14 days if not returned.",
    verdicts: ["contradicted"],
  },
];
