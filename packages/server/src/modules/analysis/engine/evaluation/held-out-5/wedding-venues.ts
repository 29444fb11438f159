import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const BARN = [
  "Ashcombe Barn seats up to 120 guests for a wedding breakfast and 180 for the evening reception. Exclusive hire on a Saturday costs £7,500.",
  "Friday and Sunday hire costs £5,200, and weekdays cost £3,900. Prices include tables, chairs and a dedicated wedding coordinator.",
  "A deposit of 25% secures your date, with the balance due 8 weeks before the wedding.",
  "Music must stop at 11:30pm, and guests must leave the grounds by midnight. Fireworks are not permitted.",
  "Catering is by Hollins & Reed, priced at £68 per guest for three courses. Most couples book 14 to 18 months ahead. Couples may bring their own wine for a corkage fee of £12 per bottle.",
  "Ceremonies in the orchard can be held from May to September. Open days take place on 12 January 2027 and 9 February 2027, and our coordinator, Priya Castell, can show you round.",
];

export const WEDDING_VENUES: Case[] = [
  {
    question: "What deposit would I pay for a Saturday wedding?",
    contexts: retrieved(BARN, 3, 1, 2),
    answer: [ok("For a Saturday, the deposit to hold your date is £1,875.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How much would we save by marrying on a Friday instead of a Saturday?",
    contexts: BARN,
    answer: [ok("Choosing a Friday knocks £2,300 off the hire.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What would a three-course meal cost for 100 guests?",
    contexts: BARN,
    answer: [
      ok(
        "Feeding 100 guests three courses would come to £6,800, and the barn seats up to 120 for the meal, so there's room to spare.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase", "merged"],
  },
  {
    question: "How many more people can come to the evening do?",
    contexts: BARN,
    answer: [ok("You can invite up to 60 extra guests for the evening on top of the meal.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How late can the party go on?",
    contexts: retrieved(BARN, 4, 6, 1),
    answer: [
      ok(
        "The music has to be off by half past eleven at night, and everyone needs to be off the grounds by midnight.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "When is the rest of the money due?",
    contexts: BARN,
    answer: [ok("The remainder is payable eight weeks ahead of your wedding day.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What's included in the hire, and who does the food?",
    contexts: BARN,
    answer: [
      ok(
        "Tables, chairs and a coordinator come with the hire, while Hollins & Reed look after the food at £68 a head.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Can we marry outside, and can we have fireworks?",
    contexts: BARN,
    answer: [
      ok("Orchard ceremonies are possible between May and September [6]."),
      ok("Fireworks aren't allowed, though [4]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Does Ashcombe Barn have rooms for guests to stay over?",
    contexts: [],
    answer: [refuse("I don't have any details about accommodation at the venue, I'm afraid.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How far ahead do people usually book?",
    contexts: BARN,
    answer: [
      ok(
        "Between 14 and 18 months in advance is when most couples book, and the open days on 12 January and 9 February 2027 are a chance to be shown round first.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase", "merged"],
  },
  {
    question: "How far apart are the two open days?",
    contexts: BARN,
    answer: [ok("The open days fall four weeks apart, on 12 January and 9 February 2027.")],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  // Planted errors.
  {
    question: "How many guests can the barn seat for the meal?",
    contexts: BARN,
    answer: [bad("number", "Ashcombe Barn seats up to 150 guests for the wedding breakfast.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the deposit on a weekday wedding?",
    contexts: BARN,
    answer: [
      ok("Weekday hire is £3,900."),
      bad("derivation", "The 25% deposit on that would be £1,250."),
    ],
    kind: "derivation",
  },
  {
    question: "When are the open days?",
    contexts: retrieved(BARN, 6, 5),
    answer: [bad("date", "Open days are on 12 January 2027 and 16 February 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who does the catering?",
    contexts: BARN,
    answer: [bad("entity", "Catering is provided by Hollins & Webb at £68 per guest.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can we have fireworks?",
    contexts: BARN,
    answer: [bad("negation", "Fireworks are permitted, but the music must stop at 11:30pm.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How early do couples book?",
    contexts: BARN,
    answer: [bad("quantifier", "All couples book 14 to 18 months ahead.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Can we bring our own wine?",
    contexts: BARN,
    answer: [bad("modal", "Couples must bring their own wine, with corkage of £12 per bottle.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there room for everyone, and where do guests park?",
    contexts: BARN,
    answer: [
      ok("The barn takes up to 180 guests in the evening."),
      bad("fabricated", "There is free parking on site for 80 cars."),
    ],
    kind: "fabricated",
  },
  {
    question: "Can we bring our dog to the ceremony?",
    contexts: [],
    answer: [
      bad("empty-context", "Dogs are welcome at ceremonies as long as they stay on a lead."),
    ],
    kind: "empty-context",
  },
  {
    question: "What does a Saturday cost, and what is the catering price?",
    contexts: BARN,
    answer: [
      ok("A Saturday costs £7,500 for exclusive hire [1]."),
      miscite("Three courses from the caterer cost £68 per guest [2]."),
    ],
    kind: "citation",
  },
  {
    question: "What time does the music have to stop?",
    contexts: BARN,
    answer: [refuse("Sorry, the venue details I have don't mention a music curfew.")],
    kind: "over-refusal",
  },
];
