import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const AGENCY = [
  "Lexis Bridge charges €0.12 per word for standard translation and €0.18 per word for legal or medical texts. The minimum charge per order is €60.",
  "Certified translations for official use cost €35 per page plus the per-word rate, and are stamped by a sworn translator. Standard turnaround is 3 working days for up to 2,000 words.",
  "Express delivery within 24 hours adds 50% to the price and is available for documents of up to 3,000 words. Orders received after 4pm count as received the next working day.",
  "We translate between English, French, Dutch, German and Spanish; other languages are subcontracted and may take longer. Most projects are proofread by a second linguist.",
  "Your project manager will be Annelies De Smet, reachable at +32 2 555 0147. Payment is due within 30 days of the invoice. Our office is closed from 24 December to 1 January.",
  "Interpreting is booked by the half day at €380, or €690 for a full day. Bookings cancelled less than 72 hours ahead are charged in full.",
];

export const TRANSLATION: Case[] = [
  {
    question: "What would a 1,500-word standard document cost?",
    contexts: AGENCY,
    answer: [ok("A standard translation of 1,500 words would be €180.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "I only have a 300-word medical letter. What will that cost?",
    contexts: retrieved(AGENCY, 1, 2),
    answer: [
      ok("At 300 words the medical rate would only reach €54, so you'd pay the €60 minimum."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How much would express be on 1,000 words of standard text?",
    contexts: retrieved(AGENCY, 1, 3, 5),
    answer: [
      ok(
        "Express on a 1,000-word standard text comes to €180, half as much again as the usual €120.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "If I send my file at 5pm today, when does the clock start?",
    contexts: AGENCY,
    answer: [
      ok(
        "Anything that reaches us after 4 in the afternoon is treated as arriving on the next working day.",
      ),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Can you do a certified translation of a German birth certificate?",
    contexts: AGENCY,
    answer: [
      ok(
        "German is one of the languages we handle ourselves, and a certified translation is €35 per page on top of the word rate.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Will anyone check the translation?",
    contexts: AGENCY,
    answer: [ok("In most cases, yes, a second linguist goes over the work.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much notice do I need to give to cancel an interpreter?",
    contexts: AGENCY,
    answer: [
      ok("Cancel at least three days ahead, or you'll be charged the full amount."),
      say("Let us know as early as you can."),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "What do legal texts cost, and who will look after my project?",
    contexts: AGENCY,
    answer: [
      ok("Legal texts are charged at €0.18 a word [1]."),
      ok("Annelies De Smet will manage your project [5]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Do you do subtitles for videos?",
    contexts: retrieved(AGENCY, 4, 6),
    answer: [
      refuse(
        "The information I have doesn't mention subtitling, so I can't tell you whether we offer it.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Who stamps a certified translation?",
    contexts: AGENCY,
    answer: [ok("They're stamped by a sworn translator.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Standard turnaround?",
    contexts: AGENCY,
    answer: [ok("Three working days, for up to 2,000 words.")],
    kind: null,
    tags: ["spelled-number", "unit"],
  },
  {
    question: "What are your per-word rates?",
    contexts: AGENCY,
    answer: [
      bad(
        "number",
        "Standard translation is €0.14 per word, and legal or medical texts are €0.18.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much for a 2,500-word legal contract?",
    contexts: AGENCY,
    answer: [
      ok("Legal texts are €0.18 per word."),
      bad("derivation", "So 2,500 words of a legal contract would cost €405."),
    ],
    kind: "derivation",
  },
  {
    question: "Are you closed over the holidays?",
    contexts: AGENCY,
    answer: [bad("date", "Yes, our office is closed from 24 December to 6 January.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who will be my project manager?",
    contexts: retrieved(AGENCY, 5, 1),
    answer: [
      bad("entity", "Your project manager will be Annelies De Vries, reachable at +32 2 555 0147."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do you translate Spanish yourselves?",
    contexts: AGENCY,
    answer: [
      bad("negation", "Spanish isn't one of our own languages, so it would be subcontracted."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is every translation proofread?",
    contexts: AGENCY,
    answer: [bad("quantifier", "Yes, every project is proofread by a second linguist.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Can you do Portuguese, and how long would it take?",
    contexts: AGENCY,
    answer: [
      bad(
        "modal",
        "Portuguese would be subcontracted, and it will take longer than our own languages.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What if I'm not happy with the translation?",
    contexts: AGENCY,
    answer: [
      bad("fabricated", "Every translation comes with a free round of revisions within 14 days."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is a certified translation?",
    contexts: [],
    answer: [bad("empty-context", "Certified translations cost €40 per page.")],
    kind: "empty-context",
  },
  {
    question: "What does express cost, and how is interpreting priced?",
    contexts: AGENCY,
    answer: [
      ok("Express delivery adds 50% to the price [3]."),
      miscite("Interpreting costs €380 for a half day [5]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a minimum charge?",
    contexts: AGENCY,
    answer: [refuse("I'm afraid I can't find anything about a minimum charge.")],
    kind: "over-refusal",
  },
];
