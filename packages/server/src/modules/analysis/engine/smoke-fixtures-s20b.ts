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
const BUILDING =
  "Members have access to the building 24 hours a day, 7 days a week. The reception is staffed from 8am to 6pm.";
const BUILDING_HOURS =
  "Members have access to the building from 7am to 10pm. The reception is staffed from 8am to 6pm.";
const BREAKDOWN =
  "Our breakdown line answers calls 24 hours a day. Garage bookings are taken from 8am to 6pm.";
const BOOK_DROP =
  "Book drops at the library entrance are open 24 hours a day. Staffed desks open from 9am to 6pm.";
const BRANCHES =
  "Branches are open Monday to Friday from 9am to 5pm. Our phone line is available 24 hours a day.";
const VETS =
  "Emergency vets are on call around the clock. Routine appointments run from 8am to 7pm.";
const MACHINES =
  "Cash machines inside the branch can be used between 7am and 11pm. Outside machines work 24 hours a day.";
const SEATS = "Seat selection is free on flexible fares. Basic fares pay £12 to choose a seat.";
const RENEWALS = "Loan renewals are free online. Renewals made at the desk cost 50p per item.";
const HOLD = "Larger animals must travel in the hold. Pets under 8 kg can travel in the cabin.";
const SCREENINGS = "Children under 12 must be accompanied by an adult at all screenings.";
const FILMING = "Filming is forbidden inside the cinema. Photos are allowed in the foyer.";
const OVERDUE = "Overdue books cannot be renewed online.";
const FARES = "Basic fares cannot be changed. Flexible fares can be changed online for a £40 fee.";
const LOST_CARDS = "Lost cards cannot be reactivated. You can order a replacement in the app.";
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
  // "day or night", "at all hours", "any time of the day" say "at any hour" (paraphrase
  // lexicon), and a claim's "at any hour" against the same thing's clock hours is a flip
  // (any-hour.ts), as the sentence negates nothing.
  {
    name: "'get into the building at any time, day or night' restates '24 hours a day'",
    contexts: [BUILDING],
    answer: "Members can get into the building at any time, day or night, every day of the week.",
    verdicts: ["supported"],
  },
  {
    name: "'the breakdown line picks up calls day or night' restates 'answers calls 24 hours a day'",
    contexts: [BREAKDOWN],
    answer: "The breakdown line picks up calls day or night.",
    verdicts: ["supported"],
  },
  {
    name: "'return books through the book drop day or night' restates 'open 24 hours a day'",
    contexts: [BOOK_DROP],
    answer: "You can return books through the book drop at the entrance day or night.",
    verdicts: ["supported"],
  },
  {
    name: "'on call at all hours, and appointments between 8am and 7pm' joins two sentences",
    contexts: [VETS],
    answer:
      "An emergency vet is on call at all hours, and routine appointments are between 8am and 7pm.",
    verdicts: ["supported"],
  },
  {
    name: "'access the building day or night' against '7am to 10pm' is flagged",
    contexts: [BUILDING_HOURS],
    answer: "Members can access the building day or night.",
    verdicts: ["contradicted"],
  },
  {
    name: "'visit a branch at any hour of the day or night' against branch hours is flagged",
    contexts: [BRANCHES],
    answer: "You can visit a branch at any hour of the day or night.",
    verdicts: ["contradicted"],
  },
  {
    name: "'routine appointments at all hours' against '8am to 7pm' is flagged",
    contexts: [VETS],
    answer: "Routine appointments are available at all hours.",
    verdicts: ["contradicted"],
  },
  {
    name: "'machines inside the branch day or night' against '7am and 11pm' is flagged",
    contexts: [MACHINES],
    answer: "The machines inside the branch can be used day or night.",
    verdicts: ["contradicted"],
  },
  // A claim that states the sentence's price itself, in a part naming what the sentence
  // prices, says "free" of something else (price-restated.ts).
  {
    name: "'free on a flexible fare, while basic fares pay £12' joins two sentences",
    contexts: [SEATS],
    answer:
      "Choosing your seat is free if you're on a flexible fare, while basic fares pay £12 for it.",
    verdicts: ["supported"],
  },
  {
    name: "'renewing online is free, but renewals at the desk cost 50p' joins two sentences",
    contexts: [RENEWALS],
    answer: "Renewing a loan online is free, but renewals at the desk cost 50p per item.",
    verdicts: ["supported"],
  },
  {
    name: "'free on a basic fare, while flexible fares pay £12' swaps the fares",
    contexts: [SEATS],
    answer:
      "Choosing your seat is free if you're on a basic fare, while flexible fares pay £12 for it.",
    verdicts: ["contradicted"],
  },
  {
    name: "'free at the desk, but online renewals cost 50p' swaps the places",
    contexts: [RENEWALS],
    answer: "Renewing a loan at the desk is free, but renewals online cost 50p per item.",
    verdicts: ["contradicted"],
  },
  {
    name: "'choosing your seat is free on any fare' against the basic fare's price is flagged",
    contexts: [SEATS],
    answer: "Choosing your seat is free on any fare.",
    verdicts: ["contradicted"],
  },
  // Words on one side of a predicate flip group meet for support (synonyms.ts `sameSideOf`):
  // contradiction.ts reads them as one already.
  {
    name: "'bigger animals go in the hold' restates 'larger animals must travel in the hold'",
    contexts: [HOLD],
    answer: "Bigger animals go in the hold.",
    verdicts: ["supported"],
  },
  {
    name: "'supervised by an adult' restates 'accompanied by an adult'",
    contexts: [SCREENINGS],
    answer: "Children under 12 must be supervised by an adult at all screenings.",
    verdicts: ["supported"],
  },
  {
    name: "'smaller animals go in the hold' against 'larger animals' is flagged",
    contexts: [HOLD],
    answer: "Smaller animals go in the hold.",
    verdicts: ["contradicted"],
  },
  {
    name: "'children can attend unsupervised' against 'must be accompanied' is flagged",
    contexts: [SCREENINGS],
    answer: "Children under 12 can attend screenings unsupervised.",
    verdicts: ["unverifiable"],
  },
  {
    name: "'filming is allowed' against 'filming is forbidden' is flagged",
    contexts: [FILMING],
    answer: "Filming is allowed inside the cinema.",
    verdicts: ["contradicted"],
  },
  {
    name: "'photos are banned in the foyer' against 'photos are allowed' is flagged",
    contexts: [FILMING],
    answer: "Photos are banned in the foyer.",
    verdicts: ["contradicted"],
  },
  // An adverb before the verb is no part of its subject (subject-adverbs.ts): the negation
  // check no longer reads "still" as another subject than the sentence's.
  {
    name: "'you can still renew an overdue book online' against 'cannot be renewed' is flagged",
    contexts: [OVERDUE],
    answer: "You can still renew an overdue book online.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you can easily renew an overdue book online' against 'cannot be renewed' is flagged",
    contexts: [OVERDUE],
    answer: "You can easily renew an overdue book online.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you can still change a basic fare' against 'basic fares cannot be changed' is flagged",
    contexts: [FARES],
    answer: "You can still change a basic fare online for £40.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you can still change a flexible fare online for £40' is supported",
    contexts: [FARES],
    answer: "You can still change a flexible fare online for £40.",
    verdicts: ["supported"],
  },
  {
    name: "'you can still order a replacement, but a lost card can't be reactivated' is supported",
    contexts: [LOST_CARDS],
    answer:
      "You can still order a replacement card in the app, but a lost card can't be reactivated.",
    verdicts: ["supported"],
  },
];
