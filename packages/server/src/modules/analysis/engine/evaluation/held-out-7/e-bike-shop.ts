import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const SHOP = [
  "Voltwheel Cycles sells three e-bikes: the City 250 at £1,495, the Trail X at £2,890 and the Cargo Duo at £3,650. All three have a 250 W motor limited to 15.5 mph, as UK law requires.",
  "The City 250's 418 Wh battery gives a range of up to 50 miles; the Trail X's 625 Wh battery gives up to 75 miles. Range depends on rider weight, terrain and assist level.",
  "Every bike comes with a 2-year frame and motor warranty; batteries are covered for 2 years or 500 charge cycles, whichever comes first. Batteries may lose up to 20% of their capacity after 500 cycles. A first service within 6 weeks of purchase is free.",
  "We offer 0% finance over 24 months on bikes over £1,000, with a 10% deposit. Cycle to Work vouchers are accepted. Our winter sale takes 15% off all accessories until 28 February 2027.",
  "Test rides are free and last up to 30 minutes; please bring photo ID. Our workshop manager, Callum Reid, handles all repairs.",
  "Home delivery within 20 miles of our Norwich shop costs £35 and is usually made within 5 working days. Standard servicing costs £79, and replacement batteries cost £549.",
];

export const E_BIKE_SHOP: Case[] = [
  {
    question: "I'm choosing between the City 250 and the Trail X. What's the difference?",
    contexts: SHOP,
    answer: [
      ok("The Trail X costs £1,395 more than the City 250."),
      ok(
        "For that you get a bigger 625 Wh battery and up to 75 miles of range, 25 more than the City 250's 50.",
      ),
      ok("Both have the same 250 W motor, capped at 15.5 mph."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How would finance work on the Cargo Duo?",
    contexts: SHOP,
    answer: [
      ok("The Cargo Duo qualifies for 0% finance, since it costs more than £1,000."),
      ok("The 10% deposit would be £365, leaving £3,285 to spread over 24 months."),
      ok("That works out at just under £137 a month."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What happens if the battery gives up after a year?",
    contexts: retrieved(SHOP, 3, 6, 4),
    answer: [
      ok("Your battery is guaranteed for two years or 500 charges, whichever you reach sooner."),
      ok("Outside that cover, a new battery would set you back £549."),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "When will my bike arrive if you deliver it?",
    contexts: SHOP,
    answer: [
      ok("If you're within 20 miles of the Norwich shop, we can bring it to your door for £35."),
      ok("Deliveries generally arrive within five working days."),
    ],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "Can I try one out first?",
    contexts: SHOP,
    answer: [
      say("Absolutely!"),
      ok("You're welcome to a free test ride of up to half an hour."),
      ok("Just remember to bring some photo ID with you."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Who fixes the bikes, and what does servicing cost?",
    contexts: SHOP,
    answer: [
      ok("All repairs are looked after by Callum Reid, who manages our workshop."),
      ok(
        "A standard service is £79, but the first one is free if it's within six weeks of purchase.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "How far does the City 250 go, and what warranty does it come with?",
    contexts: SHOP,
    answer: [
      ok("The City 250's 418 Wh battery is good for up to 50 miles [2]."),
      ok("Its frame and motor are guaranteed for two years [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you sell electric scooters too?",
    contexts: retrieved(SHOP, 1, 5, 6),
    answer: [
      refuse("I'm sorry, I can't find anything about electric scooters in our shop information."),
      say("Is there anything about our e-bikes I can help with?"),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How fast do your e-bikes go?",
    contexts: SHOP,
    answer: [
      ok("Each of our e-bikes has a 250-watt motor that is limited to 15.5 miles an hour."),
      ok("That limit is something UK law requires."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question:
      "I live 12 miles from your shop. What would the City 250 cost delivered, and how long would it take?",
    contexts: SHOP,
    answer: [
      ok("Delivered, the City 250 would come to £1,530, including the £35 delivery charge."),
      ok("It would normally reach you within five working days."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How many miles will the Trail X do?",
    contexts: SHOP,
    answer: [
      say("It depends a little on how you ride!"),
      ok("With its 625 Wh battery, the Trail X can cover up to 75 miles."),
      ok("Your weight, the terrain and the assist level you choose all affect how far you get."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Tell me about the Cargo Duo.",
    contexts: SHOP,
    answer: [
      ok(
        "The Cargo Duo costs £3,650, and like our other bikes its 250 W motor is limited to 15.5 mph.",
      ),
      bad("number", "It qualifies for 0% finance over 36 months with a 10% deposit."),
      ok("You can also pay with Cycle to Work vouchers."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much further does the Trail X go than the City 250?",
    contexts: SHOP,
    answer: [
      ok("The City 250's 418 Wh battery takes you up to 50 miles."),
      ok("The Trail X has a larger 625 Wh battery."),
      bad("derivation", "That gives the Trail X up to 27 more miles of range than the City 250."),
    ],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a sale on at the moment?",
    contexts: SHOP,
    answer: [
      bad("date", "Our winter sale takes 15% off all accessories until 31 March 2027."),
      ok("On the bikes themselves, 0% finance over 24 months is available with a 10% deposit."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who do I speak to about a repair?",
    contexts: SHOP,
    answer: [
      bad("entity", "Our workshop manager, Callum Reed, looks after all repairs."),
      ok("A standard service costs £79."),
      ok("If your bike is less than six weeks old, its first service is free."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Does the warranty cover the battery?",
    contexts: SHOP,
    answer: [
      ok("The frame and motor are covered for two years."),
      bad("negation", "Batteries are not covered, and a replacement costs £549."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How does home delivery work?",
    contexts: SHOP,
    answer: [
      ok("Delivery within 20 miles of the Norwich shop costs £35."),
      bad("quantifier", "Every delivery arrives within 5 working days."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will the battery wear out?",
    contexts: SHOP,
    answer: [
      ok("Batteries are covered for 2 years or 500 charge cycles, whichever comes first."),
      bad("modal", "After 500 cycles, the battery will lose up to 20% of its capacity."),
      ok("A replacement costs £549."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What's included when I buy a bike?",
    contexts: SHOP,
    answer: [
      ok("Every bike has a two-year frame and motor warranty."),
      ok("Your first service is free if it's done within six weeks."),
      bad("fabricated", "We also fit mudguards and a rear rack free of charge."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is the City 250?",
    contexts: [],
    answer: [
      bad("empty-context", "The City 250 costs £1,295."),
      say("Would you like to book a test ride?"),
    ],
    kind: "empty-context",
  },
  {
    question: "How long is a test ride, and what's the Trail X's range?",
    contexts: SHOP,
    answer: [
      ok("Test rides are free and can last up to half an hour [5]."),
      miscite("The Trail X can go up to 75 miles on a charge [1]."),
      ok("Please bring photo ID when you come in [5]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I use my Cycle to Work voucher?",
    contexts: retrieved(SHOP, 4, 1),
    answer: [
      refuse("I'm sorry, I can't find any information about Cycle to Work vouchers."),
      say("The shop team should be able to tell you."),
    ],
    kind: "over-refusal",
  },
];
