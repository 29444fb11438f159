import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s21, helper B: faithful paraphrases that reword
 * one context sentence in everyday English and were read as only partly covered), each with
 * look-alikes that change the meaning and must stay flagged.
 */
const SEATS =
  "Gold members can pick their seat without extra charge. Checked bags cost £30 each way.";
const SEATS_PAID =
  "Gold members can pick their seat for an extra charge of £10. Checked bags cost £30 each way.";
const CHECKUP =
  "Nail clipping is included at no extra charge with every check-up. Microchipping costs £20.";

const BOOSTER =
  "Your vet may recommend postponing the vaccination if your pet is unwell. Boosters are due every 12 months.";
const SCREENINGS =
  "Cinema screenings cannot be postponed. Tickets can be exchanged up to 30 minutes before the film starts.";

const HIRE =
  "A credit card in the hirer's name is needed at pick-up; prepaid cards are not accepted. Child seats cost £5 per day.";

const PHONES =
  "Mobile phones are not allowed in classrooms. Lunch is provided at no cost for pupils in Years 1 and 2.";
const SMOKING =
  "Smoking is prohibited in all our vehicles. A cleaning charge of £150 applies if this rule is broken.";
const STUDY =
  "Food is not permitted in the study rooms, except bottled water. Study rooms must be booked in advance.";

export const SMOKE_S21B_FIXTURES: Fixture[] = [
  // "without extra charge", "at no additional cost": the same "free" (paraphrase-lexicon.ts).
  {
    name: "'at no additional cost' restates 'without extra charge'",
    contexts: [SEATS],
    answer: "Gold members can pick their seat at no additional cost.",
    verdicts: ["supported"],
  },
  {
    name: "'without any additional charge' restates 'at no extra charge'",
    contexts: [CHECKUP],
    answer: "Nail clipping comes without any additional charge at every check-up.",
    verdicts: ["supported"],
  },
  {
    name: "'without any additional charge' on the item that costs £20 is flagged",
    contexts: [CHECKUP],
    answer: "Microchipping comes without any additional charge at every check-up.",
    verdicts: ["contradicted"],
  },
  {
    name: "'at no additional cost' where the seat costs an extra £10 is flagged",
    contexts: [SEATS_PAID],
    answer: "Gold members can pick their seat at no additional cost.",
    verdicts: ["contradicted"],
  },
  // "pushing the vaccination back" (a phrasal verb's -ing form split round its object)
  // restates "postponing the vaccination" (register-lexicon.ts).
  {
    name: "'pushing the vaccination back' restates 'postponing the vaccination'",
    contexts: [BOOSTER],
    answer: "If your pet is poorly, the vet might suggest pushing the vaccination back.",
    verdicts: ["supported"],
  },
  {
    name: "'pushing the vaccination forward' is not 'postponing' it",
    contexts: [BOOSTER],
    answer: "If your pet is poorly, the vet might suggest pushing the vaccination forward.",
    verdicts: ["unverifiable"],
  },
  {
    name: "'cancelling the vaccination' is not 'postponing' it",
    contexts: [BOOSTER],
    answer: "If your pet is poorly, the vet might suggest cancelling the vaccination.",
    verdicts: ["unverifiable"],
  },
  {
    name: "'pushing your screening back' where screenings cannot be postponed is flagged",
    contexts: [SCREENINGS],
    answer: "Pushing your screening back to another day is possible.",
    verdicts: ["contradicted"],
  },
  // "at pick-up" is "when collecting" (register-lexicon.ts: the noun with the verb).
  {
    name: "'when collecting the vehicle' restates 'at pick-up'",
    contexts: [HIRE],
    answer: "The hirer has to show a credit card in their own name when collecting the vehicle.",
    verdicts: ["supported"],
  },
  {
    name: "'a passport when collecting' where pick-up needs a credit card is not supported",
    contexts: [HIRE],
    answer: "The hirer has to show a passport in their own name when collecting the vehicle.",
    verdicts: ["unverifiable"],
  },
  {
    name: "'when collecting the vehicle' with a charge the context never states is flagged",
    contexts: [HIRE],
    answer:
      "The hirer has to show a credit card in their own name when collecting the vehicle, and the card is charged £200.",
    verdicts: ["unsupported"],
  },
  // A plain negated permission is a prohibition (negated-permission.ts); the exception to a
  // ban said with a word is a permission (exception-named.ts, restriction.ts).
  {
    name: "'banned' restates 'not allowed'",
    contexts: [PHONES],
    answer: "Phones are banned in classrooms.",
    verdicts: ["supported"],
  },
  {
    name: "'aren't allowed to smoke' restates 'smoking is prohibited'",
    contexts: [SMOKING],
    answer: "You aren't allowed to smoke in any of our cars.",
    verdicts: ["supported"],
  },
  {
    name: "'banned in the playground' where phones are banned in classrooms is not supported",
    contexts: [PHONES],
    answer: "Phones are banned in the playground.",
    verdicts: ["unverifiable"],
  },
  {
    name: "'pupils can use their phones in classrooms' against 'not allowed' is flagged",
    contexts: [PHONES],
    answer: "Pupils can use their phones in classrooms.",
    verdicts: ["contradicted"],
  },
  {
    name: "'aren't allowed to eat' where smoking is the ban is flagged",
    contexts: [SMOKING],
    answer: "You aren't allowed to eat in any of our cars.",
    verdicts: ["unsupported"],
  },
  {
    name: "the exception to 'not permitted' may be brought",
    contexts: [STUDY],
    answer: "You can bring bottled water into the study rooms.",
    verdicts: ["supported"],
  },
  {
    name: "food other than the exception is still banned",
    contexts: [STUDY],
    answer: "You can bring snacks into the study rooms.",
    verdicts: ["contradicted"],
  },
  {
    name: "the exception to 'prohibited' may be brought",
    contexts: ["Food is prohibited in the study rooms, except bottled water."],
    answer: "You can bring bottled water into the study rooms.",
    verdicts: ["supported"],
  },
];
