import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const WALLS = [
  "Granite Loft's day pass costs $22 for adults and $16 for under-16s. Shoe hire is $5 per visit and harness hire is $4. A ten-visit punch card costs $180 and never expires.",
  "Monthly membership is $79, or $69 a month on a 12-month contract. Members may freeze their membership for up to 2 months a year.",
  "Every new climber must complete a 45-minute induction before using the walls. Inductions run every hour from 10am to 8pm on weekends.",
  "Climbers under 14 must be supervised by an adult at all times. Most of our bouldering problems are reset every 3 weeks by head setter Marco Ruiz.",
  "Lead climbing requires a lead belay certificate, which costs $60 for a two-session course. Ropes are provided on every lead wall.",
  "The gym is open 6am to 10pm on weekdays and 8am to 9pm on weekends. It will be closed on 25 December and 1 January for maintenance.",
];

export const CLIMBING_GYM: Case[] = [
  {
    question: "Is the punch card worth it compared with buying ten adult day passes?",
    contexts: retrieved(WALLS, 1, 2, 5),
    answer: [ok("Yes, the punch card saves you $40 over paying for ten separate day passes.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How much do I save over a year by taking the contract instead of paying monthly?",
    contexts: WALLS,
    answer: [
      ok("Over twelve months the contract works out $120 cheaper than paying $79 month to month."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What does the punch card come to per visit?",
    contexts: WALLS,
    answer: [ok("It works out at $18 a climb, which is four dollars less than an adult day pass.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question:
      "I've never climbed before. What will my first day cost if I need to borrow shoes and a harness?",
    contexts: WALLS,
    answer: [
      ok(
        "An adult day pass plus shoe and harness hire comes to $31, and before you climb you'll do the 45-minute induction every newcomer has to take.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "How long does the induction take?",
    contexts: WALLS,
    answer: [ok("It takes three quarters of an hour.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "Can I pause my membership while I'm travelling?",
    contexts: WALLS,
    answer: [
      ok("Sure, you can put your membership on hold for as long as two months in any year."),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "How often do the boulders change?",
    contexts: WALLS,
    answer: [
      ok("Marco Ruiz, our head setter, resets most of the boulder problems every three weeks."),
    ],
    kind: null,
    tags: ["reordered", "spelled-number", "paraphrase"],
  },
  {
    question: "When are you open at weekends, and can I do my induction then?",
    contexts: WALLS,
    answer: [
      ok("On Saturdays and Sundays the doors are open from 8am until 9pm [6]."),
      ok("Weekend inductions start on the hour between 10am and 8pm [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you have a café where I can get lunch?",
    contexts: retrieved(WALLS, 1, 6),
    answer: [
      refuse(
        "I can't see anything about a café in the information I have, so it's worth asking at the front desk.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "My daughter is 12 and keen to start. What do we need to know?",
    contexts: WALLS,
    answer: [
      ok(
        "At 12 she pays the $16 under-16 rate, and since she's under 14 an adult has to stay with her the whole time.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap", "derived"],
  },
  {
    question: "Do I need to bring a rope for lead climbing?",
    contexts: WALLS,
    answer: [
      ok(
        "No, you don't need your own rope, but you will need a lead belay certificate, which you get from a two-session course costing $60.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How much is a punch card?",
    contexts: WALLS,
    answer: [bad("number", "A ten-visit punch card costs $160, and it never expires.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would two adults and my 10-year-old pay for day passes?",
    contexts: WALLS,
    answer: [
      bad("derivation", "Two adult passes and one under-16 pass come to $58 altogether."),
      say("Have a great session!"),
    ],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "Are you open over the holidays?",
    contexts: WALLS,
    answer: [
      bad("date", "The gym will be closed on 25 December and 2 January for maintenance."),
      ok("Otherwise weekend hours are 8am to 9pm."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who sets the boulder problems?",
    contexts: WALLS,
    answer: [
      bad("entity", "Head setter Dana Whitfield resets most of the problems every 3 weeks."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "I've climbed at other gyms for years. Do I still need the induction?",
    contexts: WALLS,
    answer: [
      bad("negation", "No, experienced climbers don't have to complete the 45-minute induction."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do you reset the bouldering problems regularly?",
    contexts: retrieved(WALLS, 4, 3),
    answer: [
      bad(
        "quantifier",
        "Yes, all of our bouldering problems are reset every 3 weeks by Marco Ruiz.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Does my 13-year-old need me there, or can he climb alone?",
    contexts: WALLS,
    answer: [
      bad(
        "modal",
        "Climbers under 14 can be supervised by an adult, but it's up to you whether you stay.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a student discount on membership?",
    contexts: WALLS,
    answer: [
      ok("Monthly membership is normally $79."),
      bad("fabricated", "Students with a valid ID get 15% off that price."),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "Can I rent a chalk bag?",
    contexts: [],
    answer: [bad("empty-context", "Yes, chalk bags can be rented at the front desk for $2.")],
    kind: "empty-context",
  },
  {
    question: "What does membership cost, and can I freeze it?",
    contexts: WALLS,
    answer: [
      ok("Membership is $79 a month, or $69 if you sign a 12-month contract [2]."),
      miscite("You can freeze it for up to two months each year [4]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "What time do you open on weekdays?",
    contexts: retrieved(WALLS, 6, 3),
    answer: [refuse("Sorry, I don't have the gym's weekday opening hours to hand.")],
    kind: "over-refusal",
  },
];
