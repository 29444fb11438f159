import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const CENTRE = [
  "Fernhill Garden Centre is open 8:30am to 5:30pm Monday to Saturday and 10am to 4pm on Sundays. The café closes 30 minutes before the centre.",
  "Local delivery within 10 miles costs £7.50, and is free on orders over £60. Deliveries are made on Tuesdays and Fridays. Bulk bags of compost and bark are delivered by Hollins Haulage.",
  "Hardy perennials carry a one-year guarantee; if a plant dies within that time, bring it back with the receipt for a replacement. Houseplants and bedding plants are not covered by the guarantee.",
  "Our Green Card loyalty scheme gives members 10% off plants and 5% off garden furniture. Membership costs £12 a year.",
  "A 3-for-2 offer runs on all bedding plant trays until 15 June. Trays of bedding plants cost £4.50 each. Some bedding varieties may sell out early in the season.",
  "Plant advice sessions with our horticulturist, Dev Sharma, run every Saturday at 11am and are free. Most of our trees are grown at our own nursery in Ashby. Call the plant desk on 01530 412 906.",
];

export const GARDEN_CENTRE: Case[] = [
  {
    question: "If I pick up three trays of bedding plants, what do I pay?",
    contexts: CENTRE,
    answer: [ok("With the three-for-two offer you'd pay £9 for the three trays.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question:
      "I expect to spend about £200 on plants this year. Would a Green Card pay for itself?",
    contexts: CENTRE,
    answer: [ok("It would: you'd save £20, which is £8 more than the £12 yearly membership.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How long is the café open on a Sunday?",
    contexts: CENTRE,
    answer: [ok("On Sundays the café is open for five and a half hours, from 10am until 3:30pm.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "A hardy perennial I bought from you four months ago has died. Can I get a new one?",
    contexts: CENTRE,
    answer: [
      ok(
        "Yes, bring it in along with your receipt and we'll replace it, as it's still within its year of cover.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "unit"],
  },
  {
    question:
      "I live four miles away. If I order £45 of compost for delivery, what's the total and when would it come?",
    contexts: CENTRE,
    answer: [ok("You'd pay £52.50 with delivery, and it would arrive on a Tuesday or a Friday.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "When can I get some advice about my borders?",
    contexts: CENTRE,
    answer: [
      ok(
        "Dev Sharma, our horticulturist, gives free advice every Saturday at eleven in the morning.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "Do you grow your own trees?",
    contexts: retrieved(CENTRE, 6, 4),
    answer: [ok("Mostly, yes, the majority of our trees come from our own nursery in Ashby.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Who brings the big bags of bark?",
    contexts: CENTRE,
    answer: [ok("Hollins Haulage handles our bulk bag deliveries of both compost and bark.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Are houseplants guaranteed, and what does the Green Card cost?",
    contexts: CENTRE,
    answer: [
      ok("Houseplants aren't covered by the plant guarantee [3]."),
      ok("A Green Card is £12 for the year [4]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you sell real Christmas trees?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any information about Christmas trees, so I can't tell you whether we stock them.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Is delivery free for me if I spend £75?",
    contexts: retrieved(CENTRE, 2, 5),
    answer: [ok("Yes, £75 is over the £60 mark, so the delivery won't cost you anything.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How far do you deliver?",
    contexts: CENTRE,
    answer: [bad("number", "Local delivery covers anywhere within 20 miles.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would six trays of bedding cost with the offer?",
    contexts: CENTRE,
    answer: [bad("derivation", "Six trays come to £22.50 with the three-for-two offer.")],
    kind: "derivation",
  },
  {
    question: "When does the bedding offer end?",
    contexts: CENTRE,
    answer: [bad("date", "The three-for-two on bedding trays runs until 30 June.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who runs the Saturday advice sessions?",
    contexts: CENTRE,
    answer: [bad("entity", "The sessions are run by our horticulturist, Dan Shaw.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Are bedding plants covered by the guarantee?",
    contexts: CENTRE,
    answer: [bad("negation", "Yes, houseplants and bedding plants are covered by the guarantee.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Where do your trees come from?",
    contexts: CENTRE,
    answer: [bad("quantifier", "All of our trees are grown at our own nursery in Ashby.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Should I come early for bedding plants?",
    contexts: CENTRE,
    answer: [
      say("It's a good idea."),
      bad("modal", "Some bedding varieties will sell out early in the season."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can your team plant things for me?",
    contexts: CENTRE,
    answer: [bad("fabricated", "Our garden team offers a planting service for £25 an hour.")],
    kind: "fabricated",
  },
  {
    question: "What's the Green Card discount on plants?",
    contexts: [],
    answer: [bad("empty-context", "Green Card members get 15% off all plants.")],
    kind: "empty-context",
  },
  {
    question: "Which days do you deliver, and when does the café close?",
    contexts: CENTRE,
    answer: [
      ok("Deliveries go out on Tuesdays and Fridays [2]."),
      miscite("The café shuts half an hour before the centre does [6]."),
    ],
    kind: "citation",
  },
  {
    question: "Is bedding covered by your plant guarantee?",
    contexts: retrieved(CENTRE, 3, 5),
    answer: [
      refuse("Sorry, I don't have anything on whether the guarantee covers bedding plants."),
    ],
    kind: "over-refusal",
  },
];
