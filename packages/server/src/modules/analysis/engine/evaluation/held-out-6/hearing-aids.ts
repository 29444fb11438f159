import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const CLINIC = [
  "A free hearing check at Echo Hearing Centres takes about 45 minutes and is open to anyone over 18. A full diagnostic assessment with an audiologist costs $95, refunded if you buy hearing aids within 60 days.",
  "Our Echo Lite hearing aids cost $1,890 a pair, and Echo Pro costs $3,450 a pair. Both come with a 90-day trial, during which you can return them for a refund minus a $150 fitting fee.",
  "Echo Pro is rechargeable and lasts up to 30 hours per charge; Echo Lite uses size 312 batteries, which last 5 to 7 days. Most users find Echo Pro easier to handle.",
  "Hearing aids are covered by a 3-year warranty, extendable to 5 years for $240. Loss and damage cover is included for the first 12 months, with a $175 excess per claim.",
  "Follow-up adjustments are free for the life of the hearing aids. Adjustments may be done remotely through the Echo app. Clinics open 9am to 5pm Monday to Friday, and 9am to 1pm on the first Saturday of each month.",
  "Pensioner concession card holders get 15% off any hearing aid. Lead audiologist Dr. Hannah Liu is at the Fremantle clinic, on (08) 9431 6270. The Fremantle clinic moves to 22 High Street on 1 February 2027.",
];

export const HEARING_AIDS: Case[] = [
  {
    question: "What's the price difference between Echo Lite and Echo Pro?",
    contexts: CLINIC,
    answer: [ok("A pair of Echo Pro costs $1,560 more than a pair of Echo Lite.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "I have a pensioner concession card. What would a pair of Echo Lite cost me?",
    contexts: CLINIC,
    answer: [ok("With your 15% concession discount, a pair of Echo Lite would come to $1,606.50.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "If I send Echo Pro back during the trial, how much do I get back?",
    contexts: retrieved(CLINIC, 2, 3),
    answer: [ok("You'd get $3,300 back, as the $150 fitting fee is kept.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How long does the battery last on Echo Pro?",
    contexts: CLINIC,
    answer: [ok("You can go as long as 30 hours between charges with Echo Pro.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How long does the free hearing check take?",
    contexts: CLINIC,
    answer: [ok("Roughly three-quarters of an hour.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "What happens after I buy, with adjustments and the warranty?",
    contexts: CLINIC,
    answer: [
      ok(
        "Adjustments cost nothing for as long as you have the aids, and the warranty runs three years, or five if you pay $240.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "Which model is easier to use?",
    contexts: CLINIC,
    answer: [ok("Most people tend to find Echo Pro the easier one to handle.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "Do I have to pay for the assessment, and when are you open on Saturdays?",
    contexts: CLINIC,
    answer: [
      ok(
        "The full diagnostic assessment is $95, but you get it back if you buy hearing aids within 60 days [1].",
      ),
      ok("We're open 9am to 1pm on the first Saturday of the month [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Does Medicare cover Echo hearing aids?",
    contexts: retrieved(CLINIC, 2, 6),
    answer: [
      refuse(
        "The pricing I have mentions the pensioner concession but nothing about Medicare, so I can't confirm that.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How often will I change the batteries in Echo Lite?",
    contexts: CLINIC,
    answer: [ok("Echo Lite's size 312 batteries need replacing every five to seven days.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "What if I lose one of my hearing aids?",
    contexts: CLINIC,
    answer: [ok("Loss is covered during the first year, though each claim carries a $175 excess.")],
    kind: null,
    tags: ["unit", "reordered"],
  },
  {
    question: "How much is Echo Pro?",
    contexts: CLINIC,
    answer: [bad("number", "Echo Pro costs $3,540 a pair and is rechargeable.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the total for Echo Lite plus the extended warranty?",
    contexts: CLINIC,
    answer: [
      ok("The warranty can be extended from three to five years for $240."),
      bad("derivation", "Echo Lite plus the 5-year warranty extension comes to $2,310."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the Fremantle clinic moving?",
    contexts: CLINIC,
    answer: [bad("date", "The Fremantle clinic moves to 22 High Street on 1 March 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is the lead audiologist?",
    contexts: CLINIC,
    answer: [bad("entity", "Our lead audiologist is Dr. Hannah Lee, at the Fremantle clinic.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is loss cover included?",
    contexts: CLINIC,
    answer: [bad("negation", "Loss and damage cover isn't included, even in the first 12 months.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is Echo Pro easier to handle than Echo Lite?",
    contexts: CLINIC,
    answer: [bad("quantifier", "All users find Echo Pro easier to handle than Echo Lite.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to come in for adjustments?",
    contexts: CLINIC,
    answer: [
      ok("Adjustments are free for as long as you own the hearing aids."),
      bad("modal", "Follow-up adjustments will be done remotely through the Echo app."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can someone come to my home?",
    contexts: CLINIC,
    answer: [bad("fabricated", "Home visits are available for $60 within 20 km of any clinic.")],
    kind: "fabricated",
  },
  {
    question: "How long do hearing aids usually last?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Most hearing aids last about five to seven years before they need replacing.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "How long is the trial, and what's the warranty?",
    contexts: CLINIC,
    answer: [
      ok("You get a 90-day trial [2]."),
      miscite("The standard warranty lasts 3 years [5]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is a hearing check?",
    contexts: retrieved(CLINIC, 1, 5),
    answer: [refuse("I'm sorry, I couldn't find the cost of a hearing check in the documents.")],
    kind: "over-refusal",
  },
];
