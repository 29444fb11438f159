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
];
