import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const COOP = [
  "Greenhollow Food Co-op is owned by its members. Membership means buying one £25 share, which is refunded if you leave. Members on a low income can pay for their share in five monthly instalments of £5.",
  "Members get 5% off all purchases, and members who volunteer at least 3 hours a month get 15% off instead. Discounts do not apply to alcohol or to items already on offer. Non-members are welcome to shop at full price.",
  "Volunteer shifts last 3 hours and run from 8am to 11am, 11am to 2pm and 2pm to 5pm. Shifts are booked on the rota board or through the members' app, and swaps must be arranged at least 48 hours in advance. The volunteer coordinator is Kwame Asante.",
  "The shop is open Tuesday to Saturday from 9am to 6pm, and until 8pm on Thursdays. Bulk orders of 10 kg or more of dry goods must be placed by Monday noon for Friday collection. Most of the fresh produce comes from farms within 30 miles.",
  "Members may bring their own containers for refills, which are weighed at the till before filling. Paper bags cost 10p, and plastic carrier bags are not sold. The membership secretary is Bronwen Hale.",
  "The annual general meeting is on 18 April 2026, and each member has one vote regardless of how many shares they hold. Any surplus is paid out as a dividend or reinvested, as voted at the AGM. Last year's dividend was 2% of each member's spending.",
];

export const FOOD_COOP: Case[] = [
  {
    question: "How much more would I save on a £60 shop if I volunteered?",
    contexts: COOP,
    answer: [
      ok("Volunteering at least three hours a month lifts your discount from 5% to 15%."),
      ok("On a £60 shop with no alcohol or offer items, that's £9 off instead of £3, an extra £6."),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "How many shifts a month do I need for the bigger discount?",
    contexts: COOP,
    answer: [
      ok("Each shift lasts three hours, so one shift a month is enough for the 15% discount."),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "Can I bring my own jars?",
    contexts: COOP,
    answer: [
      ok("Yes, bring them along and they'll be weighed at the till before you fill them."),
      ok("If you need a bag, paper ones are 10p, since there are no plastic carrier bags."),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How long is the shop open on Thursdays?",
    contexts: retrieved(COOP, 4, 3),
    answer: [
      ok("On Thursdays it's open for eleven hours, from nine in the morning until eight at night."),
    ],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  {
    question: "Is your produce local?",
    contexts: COOP,
    answer: [
      ok("Fresh produce mostly comes from farms no more than 30 miles away."),
      say("Let me know if you'd like to hear about a particular farm."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How do I join, and who do I contact?",
    contexts: COOP,
    answer: [
      ok("Joining means buying a single £25 share, which you get back if you leave [1]."),
      ok("Bronwen Hale is the membership secretary [5]."),
    ],
    kind: null,
    tags: ["citation", "merged", "reordered"],
  },
  {
    question: "If I buy three shares, do I get three votes?",
    contexts: COOP,
    answer: [ok("No, every member gets a single vote at the AGM, however many shares they hold.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Do you deliver groceries?",
    contexts: retrieved(COOP, 4, 5),
    answer: [
      refuse("I can't find anything about home delivery in the co-op's information, sorry."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What time does the co-op close on Sundays?",
    contexts: [],
    answer: [refuse("I don't have the co-op's opening hours in front of me, so I can't say.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What happens to any profit the co-op makes?",
    contexts: COOP,
    answer: [
      ok(
        "Surpluses are either paid out as a dividend or put back into the co-op, depending on how members vote at the AGM.",
      ),
      ok("Last year members got back 2% of what they spent."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "I want 15 kg of oats for Friday. When do I need to order?",
    contexts: COOP,
    answer: [
      ok(
        "Orders of 10 kg or more of dry goods need to be in by noon on Monday for collection that Friday.",
      ),
      say("Happy baking!"),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  // Planted.
  {
    question: "Tell me about volunteer shifts.",
    contexts: COOP,
    answer: [
      ok("Shifts are three hours long, in the morning, around midday or in the afternoon."),
      ok("You book them on the rota board or in the members' app."),
      bad("number", "If you need to swap, arrange it at least 24 hours ahead."),
    ],
    kind: "number",
  },
  {
    question: "How do the share instalments work?",
    contexts: COOP,
    answer: [
      ok("If you're on a low income, you can spread the share over five monthly payments of £5."),
      bad("derivation", "That's £20 in all, and you get it back if you leave."),
    ],
    kind: "derivation",
    tags: ["derivable-by-chance"],
  },
  {
    question: "When is the AGM?",
    contexts: COOP,
    answer: [
      bad(
        "date",
        "The AGM is on 25 April 2026, and every member gets one vote however many shares they hold.",
      ),
      ok("Members vote there on whether any surplus is paid out as a dividend or reinvested."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who do I talk to about volunteering?",
    contexts: COOP,
    answer: [
      ok("Shifts can be booked on the rota board or through the app."),
      bad("entity", "Your volunteer coordinator is Bronwen Hale."),
    ],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Does my member discount work on sale items?",
    contexts: COOP,
    answer: [
      ok("Members get 5% off, or 15% if they volunteer three hours a month."),
      bad(
        "negation",
        "The discount also applies to items already on offer, though not to alcohol.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Where does your produce come from?",
    contexts: COOP,
    answer: [
      bad("quantifier", "All of the fresh produce comes from farms within 30 miles."),
      say("Let me know if you have any other questions."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need to bring my own containers?",
    contexts: COOP,
    answer: [
      bad("modal", "Members must bring their own containers for refills."),
      ok("They're weighed at the till before you fill them."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can non-members shop at the co-op?",
    contexts: COOP,
    answer: [
      ok("Yes, anyone can shop there, though non-members pay full price."),
      bad("fabricated", "Non-members can also try a free one-month trial membership."),
    ],
    kind: "fabricated",
  },
  {
    question: "What discount do Greenhollow members get?",
    contexts: [],
    answer: [
      bad("empty-context", "Greenhollow members get 10% off everything in the shop."),
      say("Hope that helps!"),
    ],
    kind: "empty-context",
  },
  {
    question: "What are the opening hours, and who coordinates volunteers?",
    contexts: COOP,
    answer: [
      ok(
        "The shop opens Tuesday to Saturday, 9am to 6pm, staying open until 8pm on Thursdays [4].",
      ),
      miscite("Kwame Asante coordinates the volunteers [5]."),
    ],
    kind: "citation",
  },
  {
    question: "Do I get my share money back if I leave?",
    contexts: retrieved(COOP, 1, 2),
    answer: [
      refuse("I'm not sure, as I can't see anything about leaving the co-op in what I have."),
    ],
    kind: "over-refusal",
  },
];
