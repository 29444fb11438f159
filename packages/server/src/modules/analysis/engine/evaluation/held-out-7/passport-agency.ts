import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const AGENCY = [
  "Swiftdocs Passport & Visa Services checks and submits UK passport renewals for £49 on top of the government fee of £88.50. Our Fast Track service costs £129 and gets you an appointment within 7 days.",
  "For Indian e-visas we charge a handling fee of £35 per applicant. Most e-visas are approved within 4 working days of submission, but approval is decided by the Indian authorities. Our handling fee is not refundable if the visa is refused.",
  "Passports must be sent to us by tracked post, and we return them by Special Delivery for £9.95.",
  "Our office at 14 Cardew Street is open 9:30 am to 5 pm on weekdays. Applications are reviewed by our senior caseworker, Dev Malhotra.",
  "During the summer peak from 1 June to 31 August, standard processing may take up to 10 weeks. We recommend applying at least 3 months before you travel.",
  "Children's passport renewals cost £49 plus the government fee of £57.50. Only one parent with parental responsibility needs to sign the form.",
];

export const PASSPORT_AGENCY: Case[] = [
  {
    question: "What's the total for an adult passport renewal through you?",
    contexts: AGENCY,
    answer: [
      ok("With our £49 fee and the £88.50 government fee, an adult renewal comes to £137.50."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How much more does an adult renewal cost than a child's?",
    contexts: AGENCY,
    answer: [
      ok("An adult renewal costs £31 more than a child's, as the government fee is higher."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How long does the summer peak last?",
    contexts: AGENCY,
    answer: [ok("The peak covers three months, June through August.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Do my husband and I both have to sign our son's form?",
    contexts: AGENCY,
    answer: [ok("No, it's enough for one parent with parental responsibility to sign it.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How long does an Indian e-visa take?",
    contexts: retrieved(AGENCY, 2, 5, 4),
    answer: [
      ok(
        "It's typically approved within four working days, though the final decision rests with the Indian authorities.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How quick is Fast Track?",
    contexts: AGENCY,
    answer: [ok("Fast Track costs £129 and gets you an appointment within a week.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Where are you, and how do I get my passport back?",
    contexts: AGENCY,
    answer: [
      ok("You'll find us at 14 Cardew Street, open weekdays from 9:30 am to 5 pm [4]."),
      ok("Your passport comes back to you by Special Delivery, which costs £9.95 [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Who looks over my application?",
    contexts: AGENCY,
    answer: [ok("Your application is reviewed by Dev Malhotra, our senior caseworker.")],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "Can you help me with a Schengen visa?",
    contexts: retrieved(AGENCY, 2, 1, 4),
    answer: [
      refuse(
        "I'm sorry, the information I have doesn't mention Schengen visas, so I can't say whether we handle them.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What would your fee be for Indian e-visas for a family of four?",
    contexts: AGENCY,
    answer: [ok("Our handling fee would be £140 for the four of you.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What time does the office close?",
    contexts: AGENCY,
    answer: [
      ok("The office closes at five in the afternoon on weekdays."),
      say("Hope to see you soon!"),
    ],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "How much is Fast Track?",
    contexts: AGENCY,
    answer: [
      bad("number", "Our Fast Track service costs £139 and gets you an appointment within 7 days."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does a child's renewal cost in total?",
    contexts: AGENCY,
    answer: [
      bad(
        "derivation",
        "A child's renewal comes to £116.50 in total, including the government fee.",
      ),
    ],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "When is your busy summer period?",
    contexts: AGENCY,
    answer: [bad("date", "The summer peak runs from 1 July to 31 August.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who reviews applications?",
    contexts: AGENCY,
    answer: [bad("entity", "Applications are checked by our senior caseworker, Dev Mehta.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I get the handling fee back if my e-visa is refused?",
    contexts: AGENCY,
    answer: [bad("negation", "Yes, our £35 handling fee is refundable if the visa is refused.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How quickly are e-visas approved?",
    contexts: AGENCY,
    answer: [bad("quantifier", "All e-visas are approved within 4 working days of submission.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "How long will a standard renewal take in July?",
    contexts: AGENCY,
    answer: [bad("modal", "During the summer peak, standard processing will take up to 10 weeks.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What does your £49 fee cover?",
    contexts: AGENCY,
    answer: [
      ok(
        "It pays for us to check and submit your UK passport renewal, on top of the £88.50 government fee.",
      ),
      bad("fabricated", "We'll also retake your passport photo free of charge if it's rejected."),
    ],
    kind: "fabricated",
  },
  {
    question: "How long does a standard renewal take?",
    contexts: [],
    answer: [bad("empty-context", "A standard passport renewal takes about three weeks.")],
    kind: "empty-context",
  },
  {
    question: "How much do you charge for e-visas, and how long do they take?",
    contexts: AGENCY,
    answer: [
      ok("We charge £35 per person to handle an Indian e-visa [2]."),
      miscite("Most are approved within four working days [1]."),
    ],
    kind: "citation",
  },
  {
    question: "How do I send my passport to you?",
    contexts: retrieved(AGENCY, 3, 4),
    answer: [refuse("I'm sorry, I don't have any details on how to post passports to us.")],
    kind: "over-refusal",
  },
];
