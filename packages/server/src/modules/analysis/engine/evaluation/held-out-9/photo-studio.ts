import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const STUDIO = [
  "Lumen Portrait Studio offers three sessions: a 30-minute Mini session for £65, a 60-minute Classic session for £120 and a 90-minute Family session for £175. The Family session covers up to 6 people; each extra person costs £15. All sessions are photographed by Hannah Okafor.",
  "Session fees include a private online gallery of at least 25 edited images. Digital files cost £20 each, or £180 for the full gallery. The gallery stays online for 60 days after it is published.",
  "Prints are ordered through the gallery. An 8x10 inch print costs £28 and a 16x20 inch print costs £65. Framed prints take 3 weeks and are finished by our retoucher, Ben Ashworth.",
  "Edited galleries are published within 14 days of the session. Express editing delivers the gallery within 3 working days for an extra £40. Most sessions are photographed in the studio; outdoor sessions are available from April to September only.",
  "A £50 booking fee secures the date and is deducted from the session fee. Sessions can be moved once free of charge with at least 7 days' notice. Cancellations with less than 48 hours' notice lose the booking fee.",
  "The studio is open Tuesday to Saturday, 9am to 5pm, and on Thursdays until 8pm. Children under 12 must be accompanied by an adult. Pets may join family sessions at no extra charge.",
];

export const PHOTO_STUDIO: Case[] = [
  // Faithful
  {
    question: "We're a family of 8. What would the Family session cost?",
    contexts: STUDIO,
    answer: [ok("With two people over the limit, the Family session would come to £205.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "If I've paid the booking fee, how much is left to pay for a Classic session?",
    contexts: STUDIO,
    answer: [ok("The £50 booking fee comes off the £120 Classic price, leaving £70 to pay.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "I'd like 10 digital files. Is the full gallery a better deal?",
    contexts: retrieved(STUDIO, 2, 3),
    answer: [
      ok("Ten single files would cost £200, so the full gallery at £180 works out £20 cheaper."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "My gallery was published on 1 March. Until when can I view it?",
    contexts: STUDIO,
    answer: [ok("It will stay online until 30 April, sixty days after it went up.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How long is the Family session?",
    contexts: STUDIO,
    answer: [ok("The Family session lasts an hour and a half.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "How much are prints, and how long do framed ones take?",
    contexts: STUDIO,
    answer: [
      ok("An 8x10 print is £28, and a 16x20 is £65 [3]."),
      ok("Framed prints are ready in three weeks [3]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Do you photograph weddings?",
    contexts: [],
    answer: [refuse("I'm sorry, I don't have any information about weddings, so I can't say.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Who will take our photos?",
    contexts: STUDIO,
    answer: [ok("Your photos will be taken by Hannah Okafor, whichever session you book.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Can we do the shoot outdoors?",
    contexts: STUDIO,
    answer: [
      ok(
        "Sessions usually take place in the studio, but outdoor shoots are possible between April and September.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Can I bring our dog to the family shoot?",
    contexts: STUDIO,
    answer: [
      say("Of course!"),
      ok("Your dog is welcome at a family session, and there's no extra charge for it."),
      say("Let me know if you'd like to book."),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Can I come in after work on a weekday?",
    contexts: retrieved(STUDIO, 6, 5),
    answer: [
      ok(
        "On Thursdays we stay open until 8pm; on the other weekdays we close at 5pm, and we're shut on Mondays.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  // Planted
  {
    question: "How many edited images do I get?",
    contexts: STUDIO,
    answer: [
      bad(
        "number",
        "Every session includes a private online gallery of at least 35 edited images.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a Mini session with three digital files cost?",
    contexts: STUDIO,
    answer: [
      ok("Each digital file is £20."),
      bad("derivation", "A Mini session with three digital files comes to £135."),
    ],
    kind: "derivation",
  },
  {
    question: "If my session is on 2 June, when will my gallery be ready?",
    contexts: STUDIO,
    answer: [
      bad("date", "Your gallery will be published by 12 June, within two weeks of the session."),
    ],
    kind: "date",
  },
  {
    question: "Who finishes the framed prints?",
    contexts: STUDIO,
    answer: [bad("entity", "Framed prints are finished by our retoucher, Hannah Okafor.")],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "If I cancel the day before, do I lose the booking fee?",
    contexts: STUDIO,
    answer: [
      ok("The booking fee is £50."),
      bad(
        "negation",
        "No, the booking fee is not lost if you cancel with less than 48 hours' notice.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Where are sessions photographed?",
    contexts: STUDIO,
    answer: [bad("quantifier", "All sessions are photographed in the studio.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Does my 10-year-old need an adult with her?",
    contexts: STUDIO,
    answer: [bad("modal", "Children under 12 may be accompanied by an adult.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you sell gift vouchers?",
    contexts: STUDIO,
    answer: [
      ok("Sessions start at £65 for a 30-minute Mini."),
      bad(
        "fabricated",
        "Gift vouchers are available for every session and are valid for 12 months.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer newborn sessions?",
    contexts: [],
    answer: [bad("empty-context", "Yes, newborn sessions last two hours and cost £150.")],
    kind: "empty-context",
  },
  {
    question: "How soon will I see my photos, and can it be faster?",
    contexts: STUDIO,
    answer: [
      ok("Your edited gallery goes live within two weeks of the shoot [4]."),
      miscite("Express editing gets it to you in three working days for £40 more [5]."),
    ],
    kind: "citation",
  },
  {
    question: "How long does the gallery stay online?",
    contexts: retrieved(STUDIO, 2, 6),
    answer: [refuse("I'm afraid I don't know how long galleries stay available.")],
    kind: "over-refusal",
  },
];
