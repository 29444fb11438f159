import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const HIRE = [
  "Kestrel Campers hires out two models from its depot in Inverness: the two-berth Wren and the four-berth Osprey. The Wren costs £95 per night in low season and £140 per night in high season. The Osprey costs £125 per night in low season and £185 per night in high season.",
  "High season runs from 1 June to 31 August; every other date is low season. The minimum hire is 3 nights in low season and 5 nights in high season. Hires that span both seasons are charged night by night at each season's rate.",
  "Every hire includes 200 miles per night, pooled over the whole trip. Extra miles are charged at 30p per mile when the van is returned. Hires of 14 nights or more have unlimited mileage.",
  "Standard insurance is included, with an excess of £1,500. Excess Reduction cover lowers the excess to £250 and costs £18 per night, capped at £270 per hire. Damage to the roof, tyres or underside is not covered by Excess Reduction.",
  "Drivers must be aged 25 to 75 and have held a full licence for at least 2 years. A second driver can be added for £40 per hire. Most vans can take a cycle rack, which costs £25 per hire. The depot manager is Callum Fraser, and bookings are handled by Isla Munro.",
  "Collection is between 2pm and 4pm, and vans must be returned by 10am on the last day. Vans returned more than an hour late may be charged an extra night. A refundable security deposit of £300 is taken on collection. Bookings cancelled more than 30 days before collection are refunded in full, minus a £75 admin fee.",
];

export const CAMPERVAN_HIRE: Case[] = [
  // Faithful
  {
    question: "How much would 7 nights in the Osprey cost in July?",
    contexts: HIRE,
    answer: [ok("A week in the Osprey in July would come to £1,295 in nightly charges.")],
    kind: null,
    tags: ["derived", "unit", "low-overlap"],
  },
  {
    question: "How many miles do I get on a 5-night trip, and what if I end up doing 1,150?",
    contexts: retrieved(HIRE, 3, 4),
    answer: [
      ok(
        "Five nights give you 1,000 miles between them, so 1,150 miles would mean 150 extra miles at 30p each, or £45.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What would Excess Reduction cost me on a 20-night trip?",
    contexts: HIRE,
    answer: [
      ok(
        "Over 20 nights the nightly charge would pass the cap, so you'd pay £270 and your excess would drop from £1,500 to £250.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "I'd like the Wren from 28 August to 2 September, five nights. What will that cost?",
    contexts: HIRE,
    answer: [
      ok(
        "Four of those nights fall in high season and one in low season, so the Wren would cost £655.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "Can my 23-year-old son drive the van?",
    contexts: HIRE,
    answer: [ok("Sorry, no: he'd have to be 25 or older to drive one of our vans.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Do I get unlimited miles if I hire for two weeks?",
    contexts: HIRE,
    answer: [ok("Yes, if you hire for a fortnight or longer there's no limit on mileage.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "What's the excess, and how old do drivers have to be?",
    contexts: HIRE,
    answer: [
      ok("The standard excess is £1,500 [4]."),
      ok(
        "Drivers need to be between 25 and 75 and must have had a full licence for two years or more [5].",
      ),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Can I take the campervan on the ferry to the Outer Hebrides?",
    contexts: retrieved(HIRE, 3, 5),
    answer: [
      refuse(
        "I'm sorry, I can't find anything in our hire terms about taking the vans on ferries.",
      ),
      say("Would you like me to pass your question on to the team?"),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "When can I pick up the van?",
    contexts: HIRE,
    answer: [
      ok(
        "Between 2pm and 4pm is when you can collect it, and that's also when we take the £300 deposit, which you get back.",
      ),
    ],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "Can I bring our bikes along?",
    contexts: HIRE,
    answer: [ok("A cycle rack can usually be fitted, for £25 for the whole hire.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question:
      "I'd like to add my wife as a driver and reduce the excess on a 10-night trip. What would the extras come to?",
    contexts: HIRE,
    answer: [
      say("Happy to help!"),
      ok(
        "Adding her as a second driver is £40 and Excess Reduction for 10 nights is £180, so £220 in extras.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  // Planted
  {
    question: "How much is the security deposit?",
    contexts: HIRE,
    answer: [
      ok("We take a security deposit when you collect the van."),
      bad("number", "The deposit is £350, and it is refundable."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would 4 nights in the Wren cost in October?",
    contexts: HIRE,
    answer: [
      ok("October is low season, so the Wren is £95 a night."),
      bad("derivation", "Four nights in the Wren in October would cost £420."),
    ],
    kind: "derivation",
  },
  {
    question: "When does high season end?",
    contexts: HIRE,
    answer: [
      bad(
        "date",
        "High season runs from 1 June to 31 July, and the rest of the year is low season.",
      ),
      ok("Outside high season, the minimum hire drops to three nights."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who should I speak to about my booking?",
    contexts: HIRE,
    answer: [
      say("Good question."),
      bad("entity", "Bookings are handled by Callum Fraser, our depot manager."),
    ],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Are punctures covered if I take Excess Reduction?",
    contexts: HIRE,
    answer: [
      ok("Excess Reduction brings your excess down to £250."),
      bad("negation", "Damage to the roof, tyres or underside is covered by Excess Reduction."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Can I put a bike rack on the Wren?",
    contexts: HIRE,
    answer: [
      bad("quantifier", "Yes, all our vans can take a cycle rack, which costs £25 per hire."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I bring the van back late?",
    contexts: HIRE,
    answer: [
      ok("The van is due back by 10am on your last day."),
      bad("modal", "If you return it more than an hour late, you will be charged an extra night."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there anything extra to pay when I collect?",
    contexts: HIRE,
    answer: [
      ok("A £300 security deposit, which is refundable, is taken when you collect."),
      bad(
        "fabricated",
        "A gas bottle and a welcome pack are also provided for a one-off £35 preparation fee.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer one-way hire?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Yes, you can drop the van at our Glasgow depot for a one-way fee of £150.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What are the mileage rules?",
    contexts: HIRE,
    answer: [
      ok("Each night of hire comes with 200 miles, shared across the whole trip [3]."),
      miscite("Anything over that is billed at 30p a mile when you bring the van back [4]."),
    ],
    kind: "citation",
  },
  {
    question: "What's the youngest age you can be to drive one of your vans?",
    contexts: retrieved(HIRE, 5, 2),
    answer: [refuse("I'm sorry, I don't have any information on age limits for drivers.")],
    kind: "over-refusal",
  },
];
