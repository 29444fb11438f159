import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SALON = [
  "Cutting Room Hair Studio is open Tuesday to Saturday, 9am to 7pm, and until 8pm on Thursdays. We are closed on Sundays and Mondays.",
  "A women's cut and blow-dry costs £48 with a senior stylist and £38 with a junior stylist. A men's cut costs £26. Children under 12 pay half the adult price.",
  "Full head colour starts at £75 and highlights at £90. A patch test is required at least 48 hours before any colour service for new clients. Colour appointments usually take 2 to 3 hours.",
  "Appointments cancelled with less than 24 hours' notice are charged 50% of the booked service. Clients who miss an appointment without notice may be asked for a deposit on future bookings.",
  "Our senior stylists are Priya Mehta and Tom Adeyemi; Lucy Crane leads the colour team. Book online or call 0117 496 0832.",
  "Gift vouchers are sold in amounts from £20 to £200 and are valid for 12 months. Vouchers cannot be exchanged for cash. The salon closes for the holidays on 24 December and reopens on 3 January.",
];

export const HAIR_SALON: Case[] = [
  {
    question: "How much more is a women's cut with a senior stylist than with a junior?",
    contexts: SALON,
    answer: [ok("Going with a senior stylist costs £10 more than a junior one.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "My daughter is 8. What would a cut and blow-dry with a junior stylist cost her?",
    contexts: retrieved(SALON, 2, 3),
    answer: [ok("For her it would be £19, half the usual junior price.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question:
      "I have to cancel my £90 highlights appointment, and it's in three hours. Will I be charged?",
    contexts: SALON,
    answer: [
      ok(
        "With under a day's notice you'd be charged £45, which is half the cost of the highlights.",
      ),
    ],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "Which evening can I come in after work for a men's cut, and what will it cost?",
    contexts: SALON,
    answer: [
      ok(
        "Thursday is your best bet, as the salon stays open until eight that evening, and a men's cut is £26.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number", "merged"],
  },
  {
    question: "I'm new and I'd like highlights. What do I need to know?",
    contexts: SALON,
    answer: [
      ok(
        "As a new client you'll need a patch test at least two days beforehand; highlights start at £90, and you can book online or by calling 0117 496 0832.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "How long does a colour take?",
    contexts: SALON,
    answer: [ok("Set aside two to three hours, as that's how long a colour typically takes.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Can I swap my gift voucher for money?",
    contexts: retrieved(SALON, 6, 2),
    answer: [ok("I'm afraid not, gift vouchers can't be cashed in.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How long is a voucher good for?",
    contexts: SALON,
    answer: [ok("For a whole year after it's bought, a voucher can be used.")],
    kind: null,
    tags: ["unit", "reordered"],
  },
  {
    question: "Who are your senior stylists, and are you open on Mondays?",
    contexts: SALON,
    answer: [
      ok("Priya Mehta and Tom Adeyemi are the senior stylists [5]."),
      ok("Mondays we're closed, and Sundays too [1]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Do you do eyebrow threading?",
    contexts: SALON,
    answer: [
      refuse(
        "I can't see eyebrow threading anywhere in our service details, so I'm not able to confirm it.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What happens if I just don't turn up?",
    contexts: retrieved(SALON, 4, 5),
    answer: [
      ok(
        "If you miss an appointment without telling us, you may be asked for a deposit next time you book.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How much is a men's cut?",
    contexts: SALON,
    answer: [bad("number", "A men's cut is £28.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much more are highlights than a full head colour?",
    contexts: SALON,
    answer: [bad("derivation", "Highlights start at £25 more than a full head colour.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "When are you closed over Christmas?",
    contexts: SALON,
    answer: [bad("date", "The salon closes on 24 December and reopens on 6 January.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who's in charge of colour?",
    contexts: SALON,
    answer: [bad("entity", "Priya Mehta leads the colour team.")],
    kind: "entity",
    tags: ["in-context-swap", "high-overlap"],
  },
  {
    question: "Can I exchange a voucher for cash?",
    contexts: SALON,
    answer: [bad("negation", "Yes, vouchers can be exchanged for cash.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How long will my colour appointment be?",
    contexts: SALON,
    answer: [bad("quantifier", "Colour appointments always take 2 to 3 hours.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "I missed my last appointment without calling. Does that matter?",
    contexts: SALON,
    answer: [
      bad(
        "modal",
        "Clients who miss an appointment without notice will be asked for a deposit on future bookings.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you have a student discount?",
    contexts: SALON,
    answer: [bad("fabricated", "Students get 15% off any cut booked on a weekday.")],
    kind: "fabricated",
  },
  {
    question: "What does a senior stylist charge for a cut and blow-dry?",
    contexts: [],
    answer: [bad("empty-context", "A cut and blow-dry with a senior stylist costs £52.")],
    kind: "empty-context",
  },
  {
    question: "How much are highlights, and do new clients need a patch test?",
    contexts: SALON,
    answer: [
      ok("Highlights start at £90 [3]."),
      miscite("New clients need a patch test at least 48 hours before any colour service [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How much notice do I need to give if I cancel?",
    contexts: retrieved(SALON, 4, 1),
    answer: [refuse("I'm afraid I don't have the details of the cancellation policy to hand.")],
    kind: "over-refusal",
  },
];
