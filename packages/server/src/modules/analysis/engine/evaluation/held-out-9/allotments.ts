import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SOCIETY = [
  "Thornbury Lane Allotment Society manages 84 plots on behalf of Ashcombe Borough Council. Full plots measure 250 square metres and half plots 125 square metres. Each tenant may hold no more than one full plot or two half plots.",
  "Annual rent is £96 for a full plot and £52 for a half plot, due on 1 October each year. Tenants aged 65 or over pay half rent. Water charges of £14 per plot are included in the rent.",
  "The waiting list currently has 37 names, and most applicants are offered a plot within 18 months. Applicants must live within the borough. A refundable key deposit of £25 is taken when a plot is let.",
  "At least 75% of each plot must be cultivated, and inspections take place in May and August. Tenants who fail two inspections in a row may be given a 28-day notice to quit. Bonfires are permitted only between 1 November and 28 February, and never on Sundays.",
  "Sheds may be no larger than 2.4 metres by 1.8 metres and need written approval from the plot secretary, Gareth Pryce. Hosepipes are not allowed; water must be drawn from the troughs by can. Up to six hens may be kept on a full plot, but cockerels are banned.",
  "The society's trading hut, run by Moira Lennox, opens on Saturdays and Sundays from 10am to 12pm. Members can buy seed potatoes, compost and netting at cost. The annual general meeting is held on 12 March at the Thornbury Community Hall.",
];

export const ALLOTMENTS: Case[] = [
  {
    question: "I'm 70. What would a half plot cost me each year?",
    contexts: SOCIETY,
    answer: [
      ok("As you're over 65 you'd pay half rent, so a half plot would cost you £26 a year."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How much cheaper is a half plot than a full one?",
    contexts: retrieved(SOCIETY, 2, 3),
    answer: [ok("A half plot costs £44 a year less than a full plot.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Would two half plots give me as much room as a full plot?",
    contexts: SOCIETY,
    answer: [
      ok(
        "Yes, two half plots add up to 250 square metres, exactly the size of one full plot, and that's the most one tenant can hold.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "paraphrase"],
  },
  {
    question: "How long is the wait, and what does a full plot cost?",
    contexts: SOCIETY,
    answer: [
      ok(
        "Applicants are usually offered a plot within a year and a half, and a full plot then costs £96 a year with water included.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit", "paraphrase"],
  },
  {
    question: "Can I use a hose to water my vegetables?",
    contexts: retrieved(SOCIETY, 5, 1),
    answer: [ok("No, you'll need to fill a watering can at the troughs instead.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "When are plots inspected, and what happens if mine fails?",
    contexts: SOCIETY,
    answer: [
      ok("Plots are checked in May and again in August [4]."),
      ok("Fail two inspections running and you could be given 28 days' notice to quit [4]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "How many plots are there, and how long is the waiting list?",
    contexts: SOCIETY,
    answer: [
      say("Good question!"),
      ok(
        "The society looks after eighty-four plots, and thirty-seven people are on the waiting list right now.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "When am I allowed a bonfire?",
    contexts: SOCIETY,
    answer: [
      ok("Between 1 November and 28 February bonfires are allowed, though never on a Sunday."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Can I sublet my plot to a friend while I'm working abroad?",
    contexts: retrieved(SOCIETY, 1, 4, 5),
    answer: [
      refuse(
        "I'm afraid the rules I have don't say anything about subletting, so the plot secretary would be the person to ask.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Is the trading hut open on bank holidays?",
    contexts: [],
    answer: [
      refuse("Sorry, I don't have any information about the trading hut's bank holiday opening."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How long is the trading hut open at weekends?",
    contexts: SOCIETY,
    answer: [ok("Two hours each day, from ten until midday on Saturdays and Sundays.")],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  // Planted.
  {
    question: "How big is a full plot?",
    contexts: SOCIETY,
    answer: [
      bad("number", "Full plots measure 240 square metres, and half plots are 125 square metres."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "I'm 66. What would a full plot cost me?",
    contexts: SOCIETY,
    answer: [
      ok("Tenants who are 65 or older pay half rent."),
      bad("derivation", "So a full plot would cost you £38 a year."),
    ],
    kind: "derivation",
    tags: ["derivable-by-chance"],
  },
  {
    question: "When is the AGM?",
    contexts: SOCIETY,
    answer: [
      bad("date", "The annual general meeting is held on 12 May at the Thornbury Community Hall."),
      say("Hope to see you there!"),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who do I ask about putting up a shed?",
    contexts: SOCIETY,
    answer: [
      ok("Sheds can be at most 2.4 by 1.8 metres."),
      bad("entity", "You'll need written approval from the plot secretary, Moira Lennox."),
    ],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Can I keep chickens?",
    contexts: SOCIETY,
    answer: [bad("negation", "No, hens are not allowed on a full plot, and cockerels are banned.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will I get a plot within 18 months?",
    contexts: SOCIETY,
    answer: [
      ok("There are 37 names on the waiting list at the moment."),
      bad("quantifier", "All applicants are offered a plot within 18 months."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if my plot fails inspection?",
    contexts: SOCIETY,
    answer: [
      ok("Plots are inspected twice a year, in May and August."),
      bad(
        "modal",
        "Tenants who fail two inspections in a row will be given a 28-day notice to quit.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What do new tenants get when they start?",
    contexts: SOCIETY,
    answer: [
      ok("You pay a £25 key deposit, which is refundable."),
      bad(
        "fabricated",
        "Every new tenant also gets a free sack of seed potatoes from the trading hut.",
      ),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "How much does a plot at Thornbury Lane cost?",
    contexts: [],
    answer: [
      bad("empty-context", "A full plot at Thornbury Lane costs £120 a year."),
      say("Let me know if you'd like to join the waiting list."),
    ],
    kind: "empty-context",
  },
  {
    question: "What does the trading hut sell, and when is it open?",
    contexts: SOCIETY,
    answer: [
      ok("It opens at weekends from 10am until noon [6]."),
      miscite("Members can get seed potatoes, compost and netting at cost price [2]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "How many hens can I keep?",
    contexts: retrieved(SOCIETY, 5, 2),
    answer: [
      refuse("Sorry, I couldn't find any rule about keeping hens in the information I have."),
    ],
    kind: "over-refusal",
  },
];
