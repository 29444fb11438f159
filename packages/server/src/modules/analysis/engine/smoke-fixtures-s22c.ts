import type { Fixture } from "./fixtures";
import type { Verdict } from "./types";

/**
 * Cases found by trying the engine as a user (s22, helper C: faithful answers stating a figure
 * the context does not print but that follows from its figures), each with look-alikes that
 * must keep the other verdict: a wrong amount, an extra added twice, a claim that does not name
 * what the extra or the discount is for.
 */
const GYM = "Gym membership is £240 a year. Students get £40 off the annual fee.";
const CARDS =
  "Business cards are £20 per box of 250, and flyers are £28 per pack of 500. A gloss finish adds £5 per box.";
const CANVAS = "Canvas prints start at £35. Framing is an extra £15 per print.";
const POSTERS = "A2 posters are £12 each. Lamination costs an extra £4 per poster.";

const CARE =
  "Day care at Little Acorns costs £52 per day, and the after-school club costs £15 per day. Sessions run from 8am to 6pm.";
const SEAT =
  "Child seats can be added to any rental for £9 a day. Please request them when booking.";

const fixture = (name: string, context: string, answer: string, verdict: Verdict): Fixture => ({
  name,
  contexts: [context],
  answer,
  verdicts: [verdict],
});

export const SMOKE_S22C_FIXTURES: Fixture[] = [
  // A figure added to another price ("an extra £15", "adds £5") is a relative figure, and what
  // it is for ("Students", "Lamination") ties to the claim by its stem ("student", "laminated").
  fixture(
    "'Students get £40 off' the £240 fee: a student pays £200",
    GYM,
    "As a student, your membership would be £200 a year.",
    "supported",
  ),
  fixture(
    "the £40 off taken twice is no student price",
    GYM,
    "As a student, your membership would be £160 a year.",
    "unsupported",
  ),
  fixture(
    "the discounted price for someone the discount does not name",
    GYM,
    "Your membership would be £200 a year.",
    "unsupported",
  ),
  fixture(
    "'a gloss finish adds £5 per box' to £20: a gloss box costs £25",
    CARDS,
    "A box of gloss business cards costs £25.",
    "supported",
  ),
  fixture(
    "the gloss finish added twice",
    CARDS,
    "A box of gloss business cards costs £30.",
    "unsupported",
  ),
  fixture(
    "the gloss extra on the flyers, which the claim does not say are glossed",
    CARDS,
    "A pack of 500 flyers costs £33.",
    "unsupported",
  ),
  fixture(
    "'Framing is an extra £15' on £35: a framed print starts at £50",
    CANVAS,
    "A framed canvas print starts at £50.",
    "supported",
  ),
  fixture(
    "the framing extra added twice",
    CANVAS,
    "A framed canvas print starts at £65.",
    "unsupported",
  ),
  fixture(
    "'Lamination costs an extra £4' on £12: a laminated poster costs £16",
    POSTERS,
    "A laminated A2 poster costs £16.",
    "supported",
  ),
  fixture(
    "the laminated price for a plain poster",
    POSTERS,
    "An A2 poster costs £16.",
    "unsupported",
  ),
  // "a full week", "a whole month" with an article is a span of time wherever it stands, so a
  // rate over it derives; a week is seven days, not five.
  fixture(
    "'A full week of day care' at '£52 per day' costs £364",
    CARE,
    "A full week of day care would cost £364.",
    "supported",
  ),
  fixture(
    "a full week priced as five days",
    CARE,
    "A full week of day care would cost £260.",
    "unsupported",
  ),
  fixture(
    "'a whole week' of a child seat at '£9 a day' is £63",
    SEAT,
    "A whole week with a child seat adds £63 to the rental.",
    "supported",
  ),
  fixture(
    "a whole week of a child seat priced as five days",
    SEAT,
    "A whole week with a child seat adds £45 to the rental.",
    "unsupported",
  ),
];
