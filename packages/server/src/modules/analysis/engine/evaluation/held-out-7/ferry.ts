import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SAILINGS = [
  "From March to October, Skerry Line ferries sail from Oban Pier to Kilbrannan Island four times a day, at 07:15, 10:30, 14:00 and 18:45. The crossing takes 55 minutes.",
  "An adult foot passenger return costs £18, and a child return (ages 5 to 15) costs £9. Children under 5 travel free. A car with driver costs £64 return, and each extra passenger in the car pays the foot passenger fare.",
  "Vehicle bookings must be made at least 24 hours before departure. Foot passengers do not need to book. Check-in for vehicles closes 30 minutes before sailing.",
  "Sailings may be cancelled in winds above 45 knots; affected passengers are offered a full refund or a free transfer to another sailing. Most cancellations are announced on the Skerry Line app by 6am.",
  "Dogs travel free but must stay on the car deck or in the outdoor passenger area. Bicycles cost £3 each way.",
  "The winter timetable runs from 1 November 2026 to 28 February 2027, with two sailings a day, at 09:00 and 15:30. The booking office in Oban can be reached on 01631 570 228.",
];

export const FERRY: Case[] = [
  {
    question: "What's the return fare for two adults and a 10-year-old walking on?",
    contexts: SAILINGS,
    answer: [ok("Two adult returns and one child return come to £45 in total.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "If I catch the 10:30 in summer, what time do I get to the island?",
    contexts: retrieved(SAILINGS, 1, 4),
    answer: [ok("You'd arrive at 11:25, as the crossing is just under an hour.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How long does the winter timetable last?",
    contexts: SAILINGS,
    answer: [
      ok(
        "It covers four months, November through February, with just a morning and an afternoon boat.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap", "spelled-number"],
  },
  {
    question: "Do I need to reserve if I'm just walking on, and what does it cost?",
    contexts: SAILINGS,
    answer: [
      ok(
        "There's no need to reserve a place when you travel without a vehicle, and an adult return on foot is £18.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "merged"],
  },
  {
    question: "I'm driving over with my wife and our dog. What will that cost us?",
    contexts: SAILINGS,
    answer: [
      ok(
        "It comes to £82 return: £64 for the car and you, £18 for your wife, and the dog goes free.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How early do I need to turn up with the car?",
    contexts: retrieved(SAILINGS, 3, 5),
    answer: [ok("Vehicle check-in shuts half an hour before the boat leaves.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Will I know in the morning if my ferry's off?",
    contexts: SAILINGS,
    answer: [ok("Usually, yes: most cancellations go up on the app by six in the morning.")],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "Can I bring my bike across?",
    contexts: SAILINGS,
    answer: [ok("Bikes are carried for £3 each way, so a return trip adds £6.")],
    kind: null,
    tags: ["reordered", "derived"],
  },
  {
    question: "What happens if my sailing is cancelled, and can I still book the car that morning?",
    contexts: SAILINGS,
    answer: [
      ok(
        "If a sailing is called off because of high winds, you can take a full refund or move to another sailing for free [4].",
      ),
      ok(
        "Car bookings have to be in a full day before departure, so booking that morning is too late [3].",
      ),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "Is there a café on board?",
    contexts: [],
    answer: [
      refuse(
        "I'm sorry, I don't have any information about food on board, so I can't say whether there's a café.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Where can my dog be during the crossing?",
    contexts: SAILINGS,
    answer: [
      ok(
        "Your dog rides free, but it has to stay down on the car deck or out in the open-air passenger area.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How long is the crossing?",
    contexts: SAILINGS,
    answer: [bad("number", "The crossing takes 50 minutes.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the return cost for two adults and two children aged 8 and 12?",
    contexts: SAILINGS,
    answer: [bad("derivation", "Two adult returns and two child returns come to £56 altogether.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "When does the winter timetable start?",
    contexts: SAILINGS,
    answer: [
      bad("date", "The winter timetable begins on 1 October 2026, with two sailings a day."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Where does the summer ferry leave from?",
    contexts: SAILINGS,
    answer: [bad("entity", "Summer sailings leave from Tarbert Pier for Kilbrannan Island.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do foot passengers have to book?",
    contexts: SAILINGS,
    answer: [bad("negation", "Yes, foot passengers do need to book before they travel.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do you put cancellations on the app?",
    contexts: SAILINGS,
    answer: [
      bad("quantifier", "Yes, all cancellations are announced on the Skerry Line app by 6am."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will the ferry run if it's very windy?",
    contexts: SAILINGS,
    answer: [bad("modal", "No, sailings will be cancelled whenever winds go above 45 knots.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a discount for regular travellers?",
    contexts: SAILINGS,
    answer: [
      say("Good question!"),
      bad("fabricated", "Regular travellers can buy a book of ten returns at a 20% discount."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much does it cost to take a car on the Kilbrannan ferry?",
    contexts: [],
    answer: [bad("empty-context", "A car and driver cost £58 return on the Kilbrannan ferry.")],
    kind: "empty-context",
  },
  {
    question: "What's a child fare, and do bikes cost extra?",
    contexts: SAILINGS,
    answer: [ok("A child return costs £9 [2]."), miscite("Bicycles are charged £3 each way [1].")],
    kind: "citation",
  },
  {
    question: "Do I have to pay for my dog?",
    contexts: retrieved(SAILINGS, 5, 2),
    answer: [
      refuse(
        "Sorry, I couldn't find anything about travelling with pets in the information I have.",
      ),
    ],
    kind: "over-refusal",
  },
];
