import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const PICKUP = [
  "Drivers renting from Roadway Rentals must be at least 21 years old and have held a full licence for 2 years.",
  "Drivers aged 21 to 24 pay a young driver surcharge of $25 per day.",
  "A credit card in the main driver's name is required at pick-up; debit cards are not accepted.",
  "The airport desk is open from 06:00 to 23:00 every day.",
];

const FUEL = [
  "Cars are supplied with a full tank and must be returned full.",
  "If a car comes back with less fuel, a refuelling charge of $9 per gallon plus a $20 service fee applies.",
  "Electric vehicles are supplied with at least 80% charge and can be returned at any charge level above 20%.",
];

const MILEAGE = [
  "Economy and compact rentals include unlimited mileage.",
  "SUVs and vans include 200 miles per day; each extra mile costs $0.30.",
  "One-way rentals between branches in the same state carry a drop-off fee of $75.",
  "Taking a car into Mexico is not permitted under any rental agreement.",
];

const INSURANCE = [
  "Basic liability cover is included in every rental.",
  "The Collision Damage Waiver costs $18 per day and reduces the damage excess from $1,500 to $300.",
  "Full Protection costs $29 per day and removes the excess entirely.",
  "Damage to tyres, windscreens and the underside of the car is covered only by Full Protection.",
];

const RETURNS = [
  "Cars returned more than 29 minutes late are charged an extra day.",
  "Out-of-hours returns can be made at the key drop box, and the car stays the renter's responsibility until the branch opens.",
  "From 15 January 2027, the downtown branch will move to 410 Harbor Avenue.",
  "Returns to the downtown branch on Sundays will be accepted only until 14:00.",
];

export const CAR_RENTAL: Case[] = [
  {
    question: "How old do I have to be to rent?",
    contexts: PICKUP,
    answer: [
      ok("You need to be 21 or older and to have had a full licence for at least two years."),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Can I pay with my debit card?",
    contexts: PICKUP,
    answer: [
      ok(
        "Unfortunately not; the main driver has to show a credit card in their own name when collecting the car.",
      ),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "What would the young driver fee be for a week?",
    contexts: PICKUP,
    answer: [ok("Over seven days, a driver aged 21 to 24 would pay $175 in surcharges.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How many miles do I get with an SUV?",
    contexts: MILEAGE,
    answer: [ok("SUVs and vans come with 200 miles a day, and every mile over that is 30 cents.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Is the mileage limited on a compact?",
    contexts: MILEAGE,
    answer: [ok("No, compact cars, like economy ones, come with no mileage cap.")],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  {
    question: "How much does the damage waiver save me on the excess?",
    contexts: INSURANCE,
    answer: [ok("The Collision Damage Waiver brings your excess down by $1,200.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Which cover do I need for windscreen damage?",
    contexts: INSURANCE,
    answer: [
      say("Good question."),
      ok(
        "Windscreens, tyres and the car's underside are only protected if you take Full Protection, which is $29 a day with no excess at all.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "What are the fuel rules?",
    contexts: FUEL,
    answer: [
      ok("Bring the car back with a full tank, as that's how you get it [1]."),
      ok("An electric car just needs more than a fifth of its charge left when you return it [3]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number", "paraphrase"],
  },
  {
    question: "Where will the downtown branch be next year?",
    contexts: RETURNS,
    answer: [ok("The downtown branch relocates to 410 Harbor Avenue on January 15, 2027.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Can I add a second driver?",
    contexts: PICKUP,
    answer: [
      refuse(
        "The rental terms I have don't mention additional drivers, so I can't tell you whether or how to add one.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Do you rent convertibles in Hawaii?",
    contexts: [],
    answer: [refuse("I don't have any information about Roadway's fleet in Hawaii.")],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the one-way fee?",
    contexts: MILEAGE,
    answer: [bad("number", "Dropping the car at another branch in the same state costs $85.")],
    kind: "number",
  },
  {
    question: "What would Full Protection cost for five days?",
    contexts: INSURANCE,
    answer: [bad("derivation", "Five days of Full Protection would cost $135.")],
    kind: "derivation",
  },
  {
    question: "When does the downtown branch move?",
    contexts: RETURNS,
    answer: [
      bad("date", "From 15 February 2027, the downtown branch will be at 410 Harbor Avenue."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Can I drive the car across the border?",
    contexts: MILEAGE,
    answer: [
      bad("entity", "Taking a car into Canada is not permitted under any rental agreement."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do you take debit cards?",
    contexts: PICKUP,
    answer: [
      bad(
        "negation",
        "A credit card in the main driver's name is required at pick-up, and debit cards are accepted too.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is liability cover included?",
    contexts: INSURANCE,
    answer: [bad("quantifier", "Basic liability cover is included in most rentals.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Does the car need to come back full?",
    contexts: FUEL,
    answer: [bad("modal", "Cars are supplied with a full tank and can be returned full.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What if I return the car late?",
    contexts: RETURNS,
    answer: [
      ok("Being more than 29 minutes late means paying for an extra day."),
      bad("fabricated", "If you call the branch beforehand, the first hour of lateness is waived."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer child seats?",
    contexts: [],
    answer: [
      bad("empty-context", "Roadway rents child seats for $12 per day, capped at $60 per rental."),
    ],
    kind: "empty-context",
  },
  {
    question: "How do Sunday and out-of-hours returns work?",
    contexts: RETURNS,
    answer: [
      ok("Downtown only takes returns until 2 pm on Sundays [4]."),
      miscite(
        "After hours you can use the key drop box, but you're responsible for the car until the branch opens [1].",
      ),
    ],
    kind: "citation",
  },
  {
    question: "Can I take the car to Mexico?",
    contexts: MILEAGE,
    answer: [
      refuse("I'm sorry, I don't have any information on cross-border travel with a rental."),
    ],
    kind: "over-refusal",
  },
];
