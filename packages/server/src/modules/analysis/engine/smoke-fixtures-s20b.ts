import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s20 smoke, helper B: faithful answers that
 * reword the context heavily), in airline, bank, vet, library, cinema, insurance-claim,
 * car-repair and coworking prose. Each fix has the case that now passes and look-alikes with
 * a planted swap or negation that must keep their verdict.
 */
const CLAIMS_LINE = "Claims can be reported 24 hours a day by phone.";
const CLAIMS_OFFICE = "Claims can be reported between 9am and 5pm by phone.";
const PET_PLAN = "Vaccinations are included in the Pet Care Plan. Dental cleaning costs £95.";
const PET_PLAN_NOT =
  "Vaccinations are not included in the Pet Care Plan. Dental cleaning costs £95.";
const STUDIO =
  "Members must be 18 or over to book the recording studio. Studio time costs £30 per hour.";

export const SMOKE_S20B_FIXTURES: Fixture[] = [
  // Aspect adverbs of an answer ("not yet", "you can still") frame the
  // claim: framing.ts weighs them light, as the stance adverbs.
  {
    name: "'you can still lodge a claim at any hour' restates 'reported 24 hours a day'",
    contexts: [CLAIMS_LINE],
    answer: "You can still lodge a claim at any hour by phone.",
    verdicts: ["supported"],
  },
  {
    name: "'the plan already covers vaccinations' restates 'included in the plan'",
    contexts: [PET_PLAN],
    answer: "The Pet Care Plan already covers vaccinations.",
    verdicts: ["supported"],
  },
  {
    name: "'Not yet, you need to be 18 or older' restates '18 or over'",
    contexts: [STUDIO],
    answer: "Not yet, you need to be 18 or older to reserve the studio.",
    verdicts: ["supported"],
  },
  {
    name: "'you can still lodge a claim at any hour' against office hours is flagged",
    contexts: [CLAIMS_OFFICE],
    answer: "You can still lodge a claim at any hour by phone.",
    verdicts: ["unverifiable"],
  },
  {
    name: "'the plan already includes vaccinations' against 'not included' is flagged",
    contexts: [PET_PLAN_NOT],
    answer: "The Pet Care Plan already includes vaccinations.",
    verdicts: ["contradicted"],
  },
  {
    name: "'Not yet, you need to be 21 or older' against '18 or over' is flagged",
    contexts: [STUDIO],
    answer: "Not yet, you need to be 21 or older to reserve the studio.",
    verdicts: ["unsupported"],
  },
];
