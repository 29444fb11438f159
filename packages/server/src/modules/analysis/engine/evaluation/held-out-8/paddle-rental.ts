import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const PADDLE = [
  "Tidewater Paddle Co. rents single kayaks for $25 an hour and tandem kayaks for $40 an hour. Stand-up paddleboards cost $20 an hour, and a half-day rental of 4 hours is charged as 3.",
  "All renters must wear the life jacket we provide, whatever their swimming ability. Children under 12 may paddle only in a tandem kayak with an adult.",
  "We rent from 9am to 6pm daily between 1 May and 30 September. The last rental goes out at 4:30pm, and all boards and boats must be back by 6pm.",
  "Trips are cancelled when winds exceed 15 knots, and you will receive a full refund. Most cancellations are announced by text message at least 2 hours before your booking.",
  "A refundable damage deposit of $100 is taken on a card for every rental. Late returns are charged at $10 per 15 minutes.",
  "Guided sunset tours with our lead guide, Tomas Reyes, run on Fridays and Saturdays for $55 per person. Tours last 2 hours and take a maximum of 10 paddlers.",
];

export const PADDLE_RENTAL: Case[] = [
  {
    question: "What does a half day in a single kayak cost?",
    contexts: retrieved(PADDLE, 1, 5),
    answer: [
      ok("A half day in a single kayak is $75, because the four hours are billed as three."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What if we're 45 minutes late bringing the boat back?",
    contexts: PADDLE,
    answer: [ok("Coming back three quarters of an hour late would add $30 to your bill.")],
    kind: null,
    tags: ["derived", "unit", "low-overlap"],
  },
  {
    question: "How long is your season?",
    contexts: PADDLE,
    answer: [
      ok("The rental season lasts five months, from the start of May to the end of September."),
    ],
    kind: null,
    tags: ["derived", "unit", "low-overlap"],
  },
  {
    question: "We're a family of three and our son is 8. What do we need to know before we come?",
    contexts: PADDLE,
    answer: [
      ok(
        "Your son will have to share a tandem kayak with one of you, everyone has to wear one of our life jackets however well they swim, and we hold a $100 card deposit on each rental.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "How long is the sunset tour, and how big are the groups?",
    contexts: PADDLE,
    answer: [ok("It runs for 120 minutes, and there's room for ten paddlers at most.")],
    kind: null,
    tags: ["unit", "spelled-number", "paraphrase"],
  },
  {
    question: "Is a tandem cheaper than two singles?",
    contexts: PADDLE,
    answer: [ok("Yes, for an hour a tandem is $10 less than renting two single kayaks.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Will you warn me if my trip is off?",
    contexts: PADDLE,
    answer: [
      ok("Usually, yes: most cancellations go out by text two or more hours before you're booked."),
    ],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "When's the last rental of the day, and what does a paddleboard cost?",
    contexts: PADDLE,
    answer: [
      ok("The last boats and boards go out at 4:30pm [3]."),
      ok("A paddleboard is $20 for each hour [1]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Can my dog come on the paddleboard with me?",
    contexts: retrieved(PADDLE, 1, 2),
    answer: [
      refuse("Our rental information doesn't mention dogs at all, so I can't confirm either way."),
      say("It's worth calling the shop before you come."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What happens if it's too windy?",
    contexts: PADDLE,
    answer: [
      ok("When the wind is above 15 knots, trips are called off and you're refunded in full."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How much is the sunset tour for me and my partner?",
    contexts: PADDLE,
    answer: [ok("For the two of you the sunset tour comes to $110.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How much is a tandem kayak?",
    contexts: PADDLE,
    answer: [bad("number", "Tandem kayaks rent for $45 an hour."), say("Enjoy the water!")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much for three hours on a paddleboard?",
    contexts: PADDLE,
    answer: [bad("derivation", "Three hours on a paddleboard would cost $65.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "Until when can I rent in the autumn?",
    contexts: PADDLE,
    answer: [bad("date", "We rent daily from 1 May until 31 October, 9am to 6pm.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who leads the sunset tours?",
    contexts: PADDLE,
    answer: [
      bad(
        "entity",
        "Sunset tours are led by our lead guide, Mateo Silva, on Fridays and Saturdays.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I get the deposit back?",
    contexts: retrieved(PADDLE, 5, 3),
    answer: [
      bad("negation", "The $100 damage deposit taken on your card is not refundable."),
      ok("Late returns cost $10 for every 15 minutes."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How will I hear if my booking is cancelled?",
    contexts: PADDLE,
    answer: [
      bad(
        "quantifier",
        "All cancellations are announced by text message at least 2 hours before your booking.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "I'm a strong swimmer. Is the life jacket compulsory?",
    contexts: PADDLE,
    answer: [
      bad(
        "modal",
        "Renters may wear one of our life jackets if they like, whatever their swimming ability.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What comes with a kayak rental?",
    contexts: PADDLE,
    answer: [
      ok("Every renter is given a life jacket to wear."),
      bad(
        "fabricated",
        "A waterproof phone pouch is included with every kayak at no extra charge.",
      ),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "Do you give paddleboard lessons?",
    contexts: [],
    answer: [
      bad("empty-context", "Yes, beginner paddleboard lessons run every Sunday morning for $35."),
    ],
    kind: "empty-context",
  },
  {
    question: "What's the deposit, and what if I'm late back?",
    contexts: PADDLE,
    answer: [
      ok("We hold a refundable $100 deposit on your card [5]."),
      miscite("Late returns cost $10 for every quarter of an hour [4]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Do you run sunset tours?",
    contexts: retrieved(PADDLE, 6, 3, 1),
    answer: [refuse("Sorry, I don't see any information about tours in what I have.")],
    kind: "over-refusal",
  },
];
