import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const PANTRYBOX = [
  "Pantrybox plans start at 3 recipes a week for 2 people, at $59.94 per box, or $9.99 per serving. The 4-person plan with 4 recipes a week costs $127.84, or $7.99 per serving.",
  "Shipping is $10.99 per box. Your first box ships free, and orders over $120 always ship free.",
  "You can skip a week or change recipes until 11:59pm Pacific on the Wednesday before delivery. After that cutoff, the box is charged and cannot be changed.",
  "Boxes arrive between 8am and 8pm on your chosen delivery day. On public holidays, deliveries may arrive a day late. Ice packs keep the food cold for up to 48 hours.",
  "Most ingredients keep for 5 days after delivery; fish should be cooked within 2 days. Our recipes are nut-free, but they are prepared in a facility that also handles peanuts and tree nuts. Vegetarian and low-calorie menus are available on every plan.",
  "When a friend places their first order, you receive $40 in referral credit. The spring menu launches on 3 March 2027 with 24 new recipes, all developed by head chef Marisol Ortega. Customer Care is on 1-888-555-0147, daily from 6am to 9pm Pacific.",
];

export const MEAL_KITS: Case[] = [
  {
    question:
      "What will the 2-person, 3-recipe plan cost me each week once the free first box is over?",
    contexts: PANTRYBOX,
    answer: [ok("From your second box on, each week is $70.93 including shipping.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Is the family plan cheaper per serving?",
    contexts: PANTRYBOX,
    answer: [ok("Yes, each serving on the 4-person plan is $2 cheaper than on the 2-person plan.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Do I pay shipping on the 4-person plan?",
    contexts: retrieved(PANTRYBOX, 1, 2, 6),
    answer: [ok("No, at $127.84 a week that plan is above $120, so it always ships for free.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How long can the box sit on my porch?",
    contexts: retrieved(PANTRYBOX, 4, 2),
    answer: [ok("The ice packs keep everything chilled for as long as two days.")],
    kind: null,
    tags: ["unit", "spelled-number", "low-overlap"],
  },
  {
    question: "How long will the ingredients last?",
    contexts: PANTRYBOX,
    answer: [
      ok(
        "Ingredients usually keep for five days after delivery, though fish should be cooked within two.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Can I skip next week?",
    contexts: PANTRYBOX,
    answer: [
      ok(
        "Yes, you can skip or swap recipes up to 11:59pm Pacific on the Wednesday before your delivery [3].",
      ),
      ok("Once that cutoff passes, you're charged for the box and it's locked [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you deliver to Alaska?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any delivery-area information to go on, so I can't confirm that, sorry.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "My son has a nut allergy. Is Pantrybox safe for him?",
    contexts: retrieved(PANTRYBOX, 5, 1),
    answer: [
      ok(
        "The recipes themselves contain no nuts, but the place they're prepared in also handles peanuts and tree nuts.",
      ),
      say("You may want to check with his doctor."),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "When does the spring menu start?",
    contexts: PANTRYBOX,
    answer: [
      ok("Twenty-four new recipes will be added when the spring menu launches on 3 March 2027."),
    ],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  {
    question: "Do you have vegetarian options, and what time do boxes come?",
    contexts: PANTRYBOX,
    answer: [
      ok(
        "Every plan offers vegetarian and low-calorie menus, and your box turns up between 8am and 8pm on the day you picked.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "I'm new. Do I pay shipping on my first delivery?",
    contexts: PANTRYBOX,
    answer: [ok("Good news: your first box ships at no cost!")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much is the 4-person plan?",
    contexts: PANTRYBOX,
    answer: [
      bad("number", "The 4-person plan with 4 recipes is $129.84 a week."),
      ok("That works out at $7.99 a serving."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would four weeks of the 2-person plan cost, not counting shipping?",
    contexts: PANTRYBOX,
    answer: [
      ok("Each 2-person box with 3 recipes is $59.94."),
      bad("derivation", "Four weeks of it comes to $249.76."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the spring menu come out?",
    contexts: PANTRYBOX,
    answer: [bad("date", "The spring menu launches on 10 March 2027, with 24 new recipes.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who comes up with the recipes?",
    contexts: PANTRYBOX,
    answer: [bad("entity", "Every recipe is developed by our head chef, Marisol Ortiz.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Are your meals nut-free?",
    contexts: PANTRYBOX,
    answer: [
      bad(
        "negation",
        "Our recipes are nut-free, and they are not prepared in a facility that handles peanuts or tree nuts.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Does everything in the box keep for the same time?",
    contexts: PANTRYBOX,
    answer: [
      bad("quantifier", "All ingredients keep for 5 days after delivery."),
      ok("The ice packs keep food cold for up to 48 hours."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Monday is a public holiday. Will my box be late?",
    contexts: PANTRYBOX,
    answer: [
      ok("Boxes normally come between 8am and 8pm on your delivery day."),
      bad("modal", "On public holidays, deliveries will arrive a day late."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I pause my subscription while I'm away?",
    contexts: PANTRYBOX,
    answer: [
      ok("You can skip a week as long as you do it before the Wednesday cutoff."),
      bad("fabricated", "You can also pause for up to 8 weeks at a time from your account page."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is shipping?",
    contexts: [],
    answer: [bad("empty-context", "Shipping is $10.99 a box, and your first box ships free.")],
    kind: "empty-context",
  },
  {
    question: "How do I reach you, and when do I have to make changes by?",
    contexts: PANTRYBOX,
    answer: [
      ok("Customer Care is on 1-888-555-0147 every day from 6am to 9pm Pacific [6]."),
      miscite("Changes have to be made by 11:59pm Pacific on the Wednesday before delivery [5]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "How much credit do I get for referring a friend?",
    contexts: retrieved(PANTRYBOX, 6, 2),
    answer: [refuse("I'm afraid I can't find anything about referral rewards in what I have.")],
    kind: "over-refusal",
  },
];
