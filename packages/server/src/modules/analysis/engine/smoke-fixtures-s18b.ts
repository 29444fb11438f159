import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s18 smoke, helper B: missed entity swaps and
 * negations in dentist, gym, bank, licensing, travel insurance, school trip, parcel locker
 * and theatre prose), each with look-alikes of the other verdict that must keep it.
 */
const CLASSES =
  "Premium members get unlimited classes. Plus members can book four classes a month.";
const COVER =
  "Cancellation cover is included in all policies. Winter sports cover is an optional add-on.";
const CHECKUPS = "Children under 18 receive free check-ups. Adults pay £45 per check-up.";
const PLANS = "The gold plan covers dental care; the silver plan covers eye tests.";
const GUESTS = "Members can bring one guest per visit. Guests must sign in at reception.";
const ENGINEERS =
  "Our engineers are all Gas Safe registered. Appointments run Monday to Friday from 8am to 5pm.";

const MISSED = "A fee of £25 applies to missed appointments without 24 hours' notice.";
const CANCEL = "Bookings can be cancelled without a fee up to 24 hours before.";
const THEFT = "The policy covers theft from a car without signs of forced entry.";
const LESSON =
  "Members who miss a booked lesson without cancelling at least 3 hours before are charged £8.";

const INDUCTION = "An induction session is mandatory for new members.";
const NO_BOOKING = "Booking is not required for the swim session.";
const INSURANCE = "Travel insurance is optional for the school trip.";
const CONSENT = "A signed consent form is required for every pupil.";

const LUNCHES = "Packed lunches must be brought from home.";
const KEYS = "Licence keys must be activated within 30 days.";
const PRINTED = "Tickets must be printed before arrival.";

const SAVER =
  "The Easy Saver account pays 3.1% interest. The Current Plus account charges a monthly fee of £5. Overdrafts are only available on the Current Plus account.";
const LICENCES =
  "The Standard licence costs £40 a year. The Team licence costs £200 a year. Offline mode is only available with the Team licence.";

export const SMOKE_S18B_FIXTURES: Fixture[] = [
  // One clause's subject on the other clause's predicate, lower-case subjects too
  // (crossed-subjects.ts).
  {
    name: "'Plus members get unlimited classes' where Premium members do is flagged",
    contexts: [CLASSES],
    answer: "Plus members get unlimited classes.",
    verdicts: ["unsupported"],
  },
  {
    name: "'winter sports cover is included in all policies' where cancellation cover is is flagged",
    contexts: [COVER],
    answer: "Winter sports cover is included in all policies.",
    verdicts: ["unsupported"],
  },
  {
    name: "'cancellation cover is an optional add-on' where winter sports cover is is flagged",
    contexts: [COVER],
    answer: "Cancellation cover is an optional add-on.",
    verdicts: ["unsupported"],
  },
  {
    name: "'children pay £45 per check-up' where adults do is flagged",
    contexts: [CHECKUPS],
    answer: "Children pay £45 per check-up.",
    verdicts: ["unsupported"],
  },
  {
    name: "'adults get free check-ups' where children under 18 do is flagged",
    contexts: [CHECKUPS],
    answer: "Adults get free check-ups.",
    verdicts: ["unsupported"],
  },
  {
    name: "'the silver plan covers dental care' where the gold plan does (one sentence, a semicolon) is flagged",
    contexts: [PLANS],
    answer: "The silver plan covers dental care.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Premium members get unlimited classes' beside the Plus sentence is supported",
    contexts: [CLASSES],
    answer: "Premium members get unlimited classes.",
    verdicts: ["supported"],
  },
  {
    name: "'winter sports cover is an optional extra' beside the cancellation sentence is supported",
    contexts: [COVER],
    answer: "Winter sports cover is an optional extra.",
    verdicts: ["supported"],
  },
  {
    name: "'check-ups are free for children under 18' is supported",
    contexts: [CHECKUPS],
    answer: "Check-ups are free for children under 18.",
    verdicts: ["supported"],
  },
  {
    name: "'the silver plan covers eye tests' is supported",
    contexts: [PLANS],
    answer: "The silver plan covers eye tests.",
    verdicts: ["supported"],
  },
  {
    name: "'children under 12 don't pay the full fare' denies of them what the others do and is supported",
    contexts: ["Children under 12 travel free. Passengers aged 12 and over pay the full fare."],
    answer: "Children under 12 don't pay the full fare.",
    verdicts: ["supported"],
  },
  {
    name: "'guests of members must sign in' names both subjects and is supported",
    contexts: [GUESTS],
    answer: "Guests of members must sign in at reception.",
    verdicts: ["supported"],
  },
  {
    name: "'engineers visit Monday to Friday' (subjects with nothing in common) is supported",
    contexts: [ENGINEERS],
    answer: "Engineers visit Monday to Friday from 8am to 5pm.",
    verdicts: ["supported"],
  },
  // "without" negates its object, not its clause: a claim that denies the clause's predicate
  // flips it (negation-scope.ts negativeClauseHolds).
  {
    name: "'missed appointments aren't charged' against 'a fee applies … without 24 hours' notice' is flagged",
    contexts: [MISSED],
    answer: "Missed appointments aren't charged.",
    verdicts: ["contradicted"],
  },
  {
    name: "'bookings can't be cancelled' against 'can be cancelled without a fee' is flagged",
    contexts: [CANCEL],
    answer: "Bookings can't be cancelled up to 24 hours before.",
    verdicts: ["contradicted"],
  },
  {
    name: "'the policy doesn't cover theft from a car' against 'covers … without signs of forced entry' is flagged",
    contexts: [THEFT],
    answer: "The policy doesn't cover theft from a car.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no fee for cancelling' for 'cancelled without a fee' (the object of 'without') is supported",
    contexts: [CANCEL],
    answer: "There's no fee for cancelling up to 24 hours before.",
    verdicts: ["supported"],
  },
  {
    name: "'missing an appointment without notice costs £25' is supported",
    contexts: [MISSED],
    answer: "Missing an appointment without 24 hours' notice costs £25.",
    verdicts: ["supported"],
  },
  {
    name: "'UK citizens don't need a visa' for 'can visit without a visa' is supported",
    contexts: ["UK citizens can visit without a visa for up to 90 days."],
    answer: "UK citizens don't need a visa for visits of up to 90 days.",
    verdicts: ["supported"],
  },
  {
    name: "a negation under 'if' ('if you can't make a booked lesson') against 'miss … without cancelling' is supported",
    contexts: [LESSON],
    answer:
      "If you can't make a booked lesson, cancel three hours or more beforehand to avoid an £8 charge.",
    verdicts: ["supported"],
  },
  // Necessity said with a modal against necessity said with a word (necessity.ts).
  {
    name: "'new members don't need to attend an induction' against 'mandatory' is flagged",
    contexts: [INDUCTION],
    answer: "New members don't need to attend an induction.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you need to book the swim session' against 'booking is not required' is flagged",
    contexts: [NO_BOOKING],
    answer: "You need to book the swim session.",
    verdicts: ["contradicted"],
  },
  {
    name: "'parents have to buy travel insurance' against 'optional' is flagged",
    contexts: [INSURANCE],
    answer: "Parents have to buy travel insurance for the trip.",
    verdicts: ["contradicted"],
  },
  {
    name: "'new members must do an induction session' for 'mandatory' is supported",
    contexts: [INDUCTION],
    answer: "New members must do an induction session.",
    verdicts: ["supported"],
  },
  {
    name: "'you don't need to book the swim session' for 'not required' is supported",
    contexts: [NO_BOOKING],
    answer: "You don't need to book the swim session.",
    verdicts: ["supported"],
  },
  {
    name: "'every pupil must hand in a signed consent form' for 'required' is supported",
    contexts: [CONSENT],
    answer: "Every pupil must hand in a signed consent form.",
    verdicts: ["supported"],
  },
  // The sentence's passive subject is the negated clause's object: one thing, not another
  // subject (passive-object.ts).
  {
    name: "'pupils don't have to bring a packed lunch' against 'packed lunches must be brought' is flagged",
    contexts: [LUNCHES],
    answer: "Pupils don't have to bring a packed lunch from home.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you don't have to activate your licence key within 30 days' against 'must be activated' is flagged",
    contexts: [KEYS],
    answer: "You don't have to activate your licence key within 30 days.",
    verdicts: ["contradicted"],
  },
  {
    name: "'pupils need to bring a packed lunch' for the passive is supported",
    contexts: [LUNCHES],
    answer: "Pupils need to bring a packed lunch from home.",
    verdicts: ["supported"],
  },
  {
    name: "'customers must activate licence keys within 30 days' for the passive is supported",
    contexts: [KEYS],
    answer: "Customers must activate licence keys within 30 days.",
    verdicts: ["supported"],
  },
  {
    name: "'you'll need to print your tickets before you arrive' for the passive is supported",
    contexts: [PRINTED],
    answer: "You'll need to print your tickets before you arrive.",
    verdicts: ["supported"],
  },
  // A name anchoring the claim where another sentence says its words of another name
  // (rival-sentence.ts).
  {
    name: "'overdrafts are available on the Easy Saver account' where only Current Plus has them is flagged",
    contexts: [SAVER],
    answer: "Overdrafts are available on the Easy Saver account.",
    verdicts: ["unsupported"],
  },
  {
    name: "'offline mode is available with the Standard licence' where only Team has it is flagged",
    contexts: [LICENCES],
    answer: "Offline mode is available with the Standard licence.",
    verdicts: ["unsupported"],
  },
  {
    name: "'you can get an overdraft on the Current Plus account' is supported",
    contexts: [SAVER],
    answer: "You can get an overdraft on the Current Plus account.",
    verdicts: ["supported"],
  },
  {
    name: "'the Easy Saver account earns 3.1% interest' (its own sentence holds the figure) is supported",
    contexts: [SAVER],
    answer: "The Easy Saver account earns 3.1% interest.",
    verdicts: ["supported"],
  },
  {
    name: "'the Standard licence costs £40 a year' is supported",
    contexts: [LICENCES],
    answer: "The Standard licence costs £40 a year.",
    verdicts: ["supported"],
  },
  // A claim that says one clause in full and joins the other is no moved subject (lead, on
  // merging: figure-fixtures.ts' "Together that comes to £17" antecedent).
  {
    name: "'the Basic plan costs £12 a month and the add-on £5 a month' joining two sentences is supported",
    contexts: ["The Basic plan costs £12 a month. The storage add-on costs £5 a month."],
    answer: "The Basic plan costs £12 a month and the add-on £5 a month.",
    verdicts: ["supported"],
  },
  {
    name: "'the Basic plan costs £5 a month' taking the add-on's price is flagged",
    contexts: ["The Basic plan costs £12 a month. The storage add-on costs £5 a month."],
    answer: "The Basic plan costs £5 a month.",
    verdicts: ["unsupported"],
  },
];
