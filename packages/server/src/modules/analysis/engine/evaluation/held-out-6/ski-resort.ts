import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const MOUNTAIN = [
  "A one-day adult lift ticket at Pinecrest Mountain costs $119 at the window or $99 if bought online at least 2 days ahead. Children aged 6 to 12 pay $69, and under-6s ride free.",
  "The Pinecrest Season Pass costs $749 for adults and is valid from opening day, 5 December 2026, until closing day, 11 April 2027. Season passes bought before 31 October 2026 include 4 free buddy tickets.",
  "Lifts operate from 8:30am to 4pm daily; the Summit Express closes at 3:30pm. Night skiing on the Lodge Run is available on Fridays and Saturdays until 9pm. Upper runs may close early in high winds.",
  "Group lessons for ages 4 to 14 cost $145 per day, including lunch. Most lessons fill up a week ahead during school holidays.",
  "Ski and boot rental costs $58 per day, and helmets are included free of charge. Rentals can be returned up to 30 minutes after the lifts close.",
  "Lift tickets are non-refundable but can be moved to another date up to 24 hours before use. Our guest services lead is Anneke Vos, reachable on (970) 555-0183.",
];

export const SKI_RESORT: Case[] = [
  {
    question: "How much do I save buying my day ticket online?",
    contexts: retrieved(MOUNTAIN, 1, 6),
    answer: [ok("Booking online two or more days ahead saves you $20 on an adult day ticket.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question:
      "How many days would I need to ski for the season pass to beat buying tickets online?",
    contexts: MOUNTAIN,
    answer: [
      ok(
        "At the online price of $99 a day, the $749 pass comes out cheaper once you ski 8 days or more.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap", "merged"],
  },
  {
    question: "What would a day cost at the window for me and my two kids, aged 9 and 4?",
    contexts: MOUNTAIN,
    answer: [
      ok(
        "At the window you'd pay $188 in all: $119 for you, $69 for your 9-year-old and nothing for your 4-year-old.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How long is the ski season?",
    contexts: MOUNTAIN,
    answer: [ok("The season lasts just over four months, from 5 December 2026 to 11 April 2027.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Do I need to bring a helmet?",
    contexts: retrieved(MOUNTAIN, 5, 4),
    answer: [ok("Not if you're hiring skis and boots, since a helmet comes with them for free.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "What are the lift hours, and is there night skiing?",
    contexts: MOUNTAIN,
    answer: [
      ok(
        "The lifts run 8:30am to 4pm every day, with the Summit Express shutting at 3:30pm, and on Fridays and Saturdays the Lodge Run stays open until 9pm.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Do I need to book ski lessons early?",
    contexts: MOUNTAIN,
    answer: [
      ok(
        "In the school holidays, lessons usually fill up a week in advance, so it's worth booking early.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "What's included in kids' group lessons and in rentals?",
    contexts: MOUNTAIN,
    answer: [
      ok("Group lessons for 4- to 14-year-olds are $145 a day with lunch thrown in [4]."),
      ok("Rentals are $58 a day and come with a free helmet [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Is the resort dog-friendly?",
    contexts: [],
    answer: [
      refuse("I don't have anything on pets at the resort, sorry, so I can't answer that one."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "When does the Summit Express close?",
    contexts: MOUNTAIN,
    answer: [ok("At 3:30pm, half an hour before the usual 4pm close of the lifts.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Can I change the date on my lift ticket?",
    contexts: MOUNTAIN,
    answer: [
      ok(
        "Your ticket can't be refunded, but you can switch it to a different day as long as you do so 24 hours or more before using it.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How much is a kids' lift ticket?",
    contexts: MOUNTAIN,
    answer: [
      bad("number", "Children aged 6 to 12 pay $79 for a day ticket, and under-6s ski free."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would three days of ski and boot rental cost?",
    contexts: MOUNTAIN,
    answer: [
      bad("derivation", "Three days of ski and boot rental comes to $164."),
      ok("Helmets are included at no extra charge."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the season pass valid?",
    contexts: MOUNTAIN,
    answer: [bad("date", "The Season Pass is valid from 5 December 2026 until 18 April 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who do I contact in guest services?",
    contexts: MOUNTAIN,
    answer: [bad("entity", "Our guest services lead is Anneke de Wit, on (970) 555-0183.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Are lift tickets refundable?",
    contexts: MOUNTAIN,
    answer: [
      bad(
        "negation",
        "Lift tickets are refundable, and they can also be moved to another date up to 24 hours before use.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do lessons fill up fast?",
    contexts: MOUNTAIN,
    answer: [bad("quantifier", "During school holidays, all lessons fill up a week ahead.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens when it's windy?",
    contexts: MOUNTAIN,
    answer: [bad("modal", "In high winds, the upper runs will close early.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there somewhere to eat on the mountain?",
    contexts: MOUNTAIN,
    answer: [
      ok("Kids' group lessons include lunch."),
      bad("fabricated", "The Summit Lodge restaurant serves hot food from 11am to 3pm every day."),
    ],
    kind: "fabricated",
  },
  {
    question: "Can I get a discount as a college student?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Students with a valid college ID get 25% off day tickets at the window.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "How much is an adult season pass, and what's the buddy-ticket deal?",
    contexts: MOUNTAIN,
    answer: [
      ok("An adult season pass is $749 [2]."),
      miscite("If you buy it before 31 October 2026, you get 4 free buddy tickets [1]."),
    ],
    kind: "citation",
  },
  {
    question: "What time do the lifts open?",
    contexts: retrieved(MOUNTAIN, 3, 5),
    answer: [
      refuse("Sorry, I couldn't find lift opening times in the information available to me."),
    ],
    kind: "over-refusal",
  },
];
