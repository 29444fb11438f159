import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s17 smoke, helper C: the holes round 5 left),
 * each with look-alikes of the other kind that must keep their verdict. Re-exported by
 * paraphrase-fixtures.ts.
 */
const POOL_AGES = "Entry is free for children under 5. Adults pay £8.";
const SENIORS = "Youth membership is for members under 18. Members over 65 get a 20% discount.";
const API_SPEED = "The API responds in under 2 seconds for cached requests.";
const CLASSES = "The course runs for ten weeks. Classes meet weekly for two hours.";
const PARTY_FOOD = "Food can be added for £6 per child. Parties are for up to 12 children.";
const PARTY_PACKAGE = "The party package costs £120 for 10 guests.";
const TATTOO_DEPOSIT =
  "Appointments cancelled with less than 48 hours' notice lose their deposit. A deposit of £50 is required to book.";
const BOOKING_FEE =
  "Late cancellations forfeit the booking fee; cancellations made earlier are refunded in full.";
const POOL_ADULT =
  "Children under 12 may use the pool only when accompanied by an adult. The pool opens at 7am.";
const GYM_ALONE = "Children under 16 must not be left alone in the gym.";
const CARD = "Lost cards can be replaced at reception. A replacement card costs £5.";

export const SMOKE6C_FIXTURES: Fixture[] = [
  // "under 5s", "over 65s" with a space: an age group where "under"/"over" opens a noun group.
  {
    name: "'free for under 5s' for 'free for children under 5' is supported",
    contexts: [POOL_AGES],
    answer: "Entry is free for under 5s, and adults pay £8.",
    verdicts: ["supported"],
  },
  {
    name: "'Over 65s get 20% off' for 'members over 65 get a 20% discount' is supported",
    contexts: [SENIORS],
    answer: "Over 65s get 20% off.",
    verdicts: ["supported"],
  },
  {
    name: "'free for under 4s' for 'free for children under 5' is flagged",
    contexts: [POOL_AGES],
    answer: "Entry is free for under 4s, and adults pay £8.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Over 60s get 20% off' for 'members over 65' is flagged",
    contexts: [SENIORS],
    answer: "Over 60s get 20% off.",
    verdicts: ["unsupported"],
  },
  {
    name: "'in under 2s' after 'in' stays seconds: restates 'under 2 seconds'",
    contexts: [API_SPEED],
    answer: "Cached requests get a response in under 2s.",
    verdicts: ["supported"],
  },
  {
    name: "'in under 3s' against 'under 2 seconds' is flagged",
    contexts: [API_SPEED],
    answer: "Cached requests get a response in under 3s.",
    verdicts: ["unsupported"],
  },
  // A sentence with a figure and two content words stays a claim (unless it points back).
  {
    name: "'once a week for a couple of hours' for 'meet weekly for two hours' is a supported claim",
    contexts: [CLASSES],
    answer: "You'll meet once a week for a couple of hours.",
    verdicts: ["supported"],
  },
  {
    name: "'once a week for three hours' against 'two hours' is flagged",
    contexts: [CLASSES],
    answer: "You'll meet once a week for three hours.",
    verdicts: ["unsupported"],
  },
  {
    name: "'A new card is £5.' is a supported claim",
    contexts: [CARD],
    answer: "A new card is £5. Thanks, that's all.",
    verdicts: ["supported"],
  },
  {
    name: "'A new card is £7.' against '£5' is flagged",
    contexts: [CARD],
    answer: "A new card is £7.",
    verdicts: ["unsupported"],
  },
  // "a head", "per head", "per person": "each", a price per one of the people counted.
  {
    name: "'£6 a head' for '£6 per child' is supported",
    contexts: [PARTY_FOOD],
    answer: "You can add food for £6 a head.",
    verdicts: ["supported"],
  },
  {
    name: "'drinks for £6 a head' against 'food for £6 per child' is flagged",
    contexts: [PARTY_FOOD],
    answer: "You can add drinks for £6 a head.",
    verdicts: ["unsupported"],
  },
  {
    name: "'£12 a head' derives from '£120 for 10 guests' as '£12 each' does",
    contexts: [PARTY_PACKAGE],
    answer: "The package works out at £12 a head.",
    verdicts: ["supported"],
  },
  {
    name: "'£15 a head' against '£120 for 10 guests' is flagged",
    contexts: [PARTY_PACKAGE],
    answer: "The package works out at £15 a head.",
    verdicts: ["unsupported"],
  },
  // Money lost or refunded: "lose"/"forfeit" against "refunded" flips; a negated one restates.
  {
    name: "'your deposit is refunded' against 'lose their deposit' is contradicted",
    contexts: [TATTOO_DEPOSIT],
    answer: "If you cancel with under 48 hours' notice, your deposit is refunded.",
    verdicts: ["contradicted"],
  },
  {
    name: "'your deposit isn't refunded' for 'lose their deposit' is supported",
    contexts: [TATTOO_DEPOSIT],
    answer: "If you cancel with under 48 hours' notice, your deposit isn't refunded.",
    verdicts: ["supported"],
  },
  {
    name: "'you lose the deposit' for 'lose their deposit' is supported",
    contexts: [TATTOO_DEPOSIT],
    answer: "Cancel with less than 48 hours' notice and you lose the deposit.",
    verdicts: ["supported"],
  },
  {
    name: "'refunded in full' for the sentence that forfeits and refunds is supported",
    contexts: [BOOKING_FEE],
    answer: "If you cancel early, you're refunded in full.",
    verdicts: ["supported"],
  },
  // "alone" against "accompanied"/"supervised"; a negation a few words before it restates.
  {
    name: "'may use the pool alone' against 'only when accompanied by an adult' is contradicted",
    contexts: [POOL_ADULT],
    answer: "Children under 12 may use the pool alone.",
    verdicts: ["contradicted"],
  },
  {
    name: "'if accompanied by an adult' for 'only when accompanied by an adult' is supported",
    contexts: [POOL_ADULT],
    answer: "Children under 12 may use the pool if accompanied by an adult.",
    verdicts: ["supported"],
  },
  {
    name: "'must be supervised' for 'must not be left alone' is supported",
    contexts: [GYM_ALONE],
    answer: "Children under 16 must be supervised in the gym.",
    verdicts: ["supported"],
  },
  {
    name: "'can be left alone' against 'must not be left alone' is contradicted",
    contexts: [GYM_ALONE],
    answer: "Children under 16 can be left alone in the gym.",
    verdicts: ["contradicted"],
  },
];
