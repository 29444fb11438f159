import { bad, type Case, miscite, ok, refuse } from "./build";

const BAGGAGE = [
  "Economy fares include one cabin bag of up to 8 kg and one personal item.",
  "Checked bags up to 23 kg cost €35 each when added online and €50 at the airport.",
  "Bags weighing between 23 and 32 kg are charged an overweight fee of €60; bags over 32 kg are not accepted.",
];

const CHANGES = [
  "Flexi fares can be changed free of charge up to 2 hours before departure.",
  "Light fares can be changed for a fee of €70 plus any fare difference, and are non-refundable.",
  "Name changes are not permitted on any fare.",
];

const HOTEL = [
  "Check-in at Hotel Miramar is from 15:00 and check-out is by 11:00.",
  "Breakfast is served from 7:00 to 10:30 in the Tejo restaurant on the ground floor.",
  "Free cancellation is available until 48 hours before arrival; later cancellations are charged the first night.",
  "The hotel is a 10-minute walk from Baixa-Chiado metro station.",
  "Guests will be charged a city tax of €4 per night at check-in.",
];

const RAIL_PASS = [
  "The 7-day Swiss Travel Pass costs CHF 389 in second class and CHF 619 in first class.",
  "Children under 6 travel free; children aged 6 to 15 travel free with a parent holding a pass if they have a Swiss Family Card.",
  "The pass covers trains, buses and boats, and gives a 50% discount on most mountain railways.",
];

const ETIAS = [
  "Since 2 May 2026, travellers from visa-exempt countries must hold an approved ETIAS authorisation before entering the Schengen area.",
  "An ETIAS authorisation costs €20 and is valid for 3 years or until the passport expires.",
  "Applicants under 18 or over 70 are exempt from the fee.",
];

export const TRAVEL: Case[] = [
  {
    question: "How heavy can my carry-on be?",
    contexts: BAGGAGE,
    answer: [
      ok(
        "With an Economy ticket you can bring a cabin bag weighing as much as 8 kg, plus a personal item.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much do I save by adding my bag online?",
    contexts: BAGGAGE,
    answer: [ok("Adding a checked bag online is €15 cheaper than paying for it at the airport.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Can I change my Flexi ticket on the day of the flight?",
    contexts: CHANGES,
    answer: [
      ok("Yes, a Flexi ticket can be changed at no cost until two hours before the flight leaves."),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Can I put my ticket in my sister's name?",
    contexts: CHANGES,
    answer: [ok("No fare allows the passenger's name to be changed.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "When can I check in and when do I have to leave?",
    contexts: HOTEL,
    answer: [ok("Your room is available from 3 pm, and you need to check out by 11 am.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Where is breakfast?",
    contexts: HOTEL,
    answer: [
      ok("The Tejo restaurant on the ground floor serves breakfast between 7:00 and 10:30."),
    ],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "What's the cancellation policy, and how do I get there?",
    contexts: HOTEL,
    answer: [
      ok("You can cancel for free up to two days before you arrive [3]."),
      ok("Baixa-Chiado metro station is ten minutes away on foot [4]."),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "How much more is first class on the pass?",
    contexts: RAIL_PASS,
    answer: [ok("For the 7-day pass, first class costs CHF 230 more than second class.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Do I need a separate ticket for the lake boats?",
    contexts: RAIL_PASS,
    answer: [
      ok("Boats are included in the pass, along with trains and buses."),
      ok("Most mountain railways are half price with it too."),
    ],
    kind: null,
    tags: ["reordered", "unit"],
  },
  {
    question: "Do I need a visa for Japan?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any travel documents for Japan to go on, so I can't answer that reliably.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the weight limit for a checked bag?",
    contexts: BAGGAGE,
    answer: [
      bad("number", "A checked bag can weigh up to 25 kg before the overweight fee applies."),
    ],
    kind: "number",
    tags: ["derivable-by-chance"],
  },
  {
    question: "How much would two first-class passes cost?",
    contexts: RAIL_PASS,
    answer: [bad("derivation", "Two first-class 7-day passes would cost CHF 1,338 in total.")],
    kind: "derivation",
  },
  {
    question: "Since when is ETIAS required?",
    contexts: ETIAS,
    answer: [
      bad(
        "date",
        "Travellers from visa-exempt countries have needed an approved ETIAS since 2 March 2026.",
      ),
    ],
    kind: "date",
  },
  {
    question: "Where is breakfast served?",
    contexts: HOTEL,
    answer: [
      bad(
        "entity",
        "Breakfast is served from 7:00 to 10:30 in the Douro restaurant on the ground floor.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I get my money back on a Light fare?",
    contexts: CHANGES,
    answer: [
      bad(
        "negation",
        "Light fares can be refunded, and changes cost €70 plus any fare difference.",
      ),
    ],
    kind: "negation",
  },
  {
    question: "Is there a city tax?",
    contexts: HOTEL,
    answer: [bad("modal", "Guests may be charged a city tax of €4 per night at check-in.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Does the hotel have parking?",
    contexts: HOTEL,
    answer: [
      ok("Hotel Miramar is a ten-minute walk from Baixa-Chiado metro."),
      bad("fabricated", "Guests can park in the hotel's underground garage for a daily fee."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is an ETIAS?",
    contexts: [],
    answer: [bad("empty-context", "An ETIAS authorisation costs €7 and lasts three years.")],
    kind: "empty-context",
  },
  {
    question: "What are the fees for heavy bags?",
    contexts: BAGGAGE,
    answer: [
      ok("A bag between 23 and 32 kg is charged a €60 overweight fee [3]."),
      miscite("Anything heavier than 32 kg won't be accepted at all [2]."),
    ],
    kind: "citation",
  },
  {
    question: "Can my 4-year-old travel free on the Swiss pass?",
    contexts: RAIL_PASS,
    answer: [
      refuse("I'm sorry, I don't have information about child fares for the Swiss Travel Pass."),
    ],
    kind: "over-refusal",
  },
];
