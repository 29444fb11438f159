import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

// Longer answers: three to five sentences, where a planted error hides among true claims.

const PLANS = [
  "Kestrel Mobile's Lite plan costs £12 a month and includes 10 GB of data, unlimited calls and unlimited texts. Data beyond the allowance is charged at £2 per GB, up to a cap of £10 a month.",
  "The Plus plan costs £20 a month and includes 60 GB of data, unlimited calls and texts, and 5 GB of EU roaming.",
  "The Max plan costs £28 a month and includes unlimited data, with speeds reduced to 10 Mbps after 300 GB in a month.",
  "All plans run on a 30-day rolling contract and can be cancelled at any time with 30 days' notice.",
  "Customers who take two or more SIMs on the same account get £3 off each additional SIM.",
];

const ROAMING = [
  "Plus and Max customers can use their UK allowance in 45 European destinations at no extra cost, up to a fair-use limit of 25 GB a month on Max.",
  "Lite customers pay a daily roaming charge of £2.50 in the same destinations, which gives them their normal allowance for 24 hours.",
  "Roaming outside Europe is charged at £6 per day in the 20 countries of the World Pass zone and is not available elsewhere on any plan.",
  "Calls from the UK to international numbers are not included in any plan and cost 45p a minute.",
];

const DEVICES = [
  "Phones can be bought outright or spread over 24 or 36 months at 0% interest.",
  "The Horizon 9 costs £720, or £30 a month over 24 months.",
  "Customers can trade in an old phone for credit, which is applied to their bill within 14 days of the phone being received.",
  "Phones bought on instalments are locked to the network until the final payment is made.",
];

const SERVICE = [
  "Kestrel's 5G network covers 92% of the UK population, and 4G covers 99%.",
  "Wi-Fi calling is available on all plans and works with most phones sold since 2021.",
  "Customers can keep their number by giving their old provider's PAC code when they join; the switch completes within 1 working day.",
  "Lost or stolen SIMs are replaced free of charge once, and after that for £5.",
];

const BILLING = [
  "Bills are issued on the same date each month, and payment is taken by Direct Debit 7 days later.",
  "Customers who pay late are charged a £5 admin fee.",
  "From 1 April 2027, monthly prices on all plans will rise by £1.50.",
  "Customers can set a spending cap of £0, £5 or £10 on charges outside their allowance.",
];

export const MOBILE_PLANS: Case[] = [
  {
    question: "Which plan should I pick if I use about 40 GB a month?",
    contexts: PLANS,
    answer: [
      say("Let's compare."),
      ok(
        "Lite only comes with 10 GB, and extra data on it is capped at £10 a month, so Lite would cost you £22 a month at most.",
      ),
      ok("Plus gives you 60 GB for £20 a month, £2 less than Lite at its most expensive."),
      ok("Max costs £8 a month more than Plus and has no data limit."),
    ],
    kind: null,
    tags: ["derived", "merged", "paraphrase"],
  },
  {
    question: "What do I get on Max?",
    contexts: PLANS,
    answer: [
      ok("Max is £28 per month for unlimited data."),
      ok("Once you've used 300 GB in a month, your speed drops to 10 Mbps."),
      ok(
        "Like every Kestrel plan it's a rolling 30-day contract that you can leave any time with thirty days' notice.",
      ),
    ],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  {
    question: "We're a family of three — what discount do we get?",
    contexts: PLANS,
    answer: [
      ok("Every SIM after the first on the same account is £3 cheaper."),
      ok("So with three SIMs you'd save £6 a month in total."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Can I use my data in Europe?",
    contexts: ROAMING,
    answer: [
      ok(
        "Yes, if you're on Plus or Max your UK allowance works in 45 European destinations without extra charges, though Max has a 25 GB monthly fair-use limit there.",
      ),
      ok(
        "On Lite you'd pay £2.50 for each day, which unlocks your usual allowance for a full day.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "What about roaming outside Europe and calling abroad from home?",
    contexts: ROAMING,
    answer: [
      ok(
        "Outside Europe, roaming is £6 a day in the twenty World Pass countries and not offered anywhere else [3].",
      ),
      ok("Ringing a foreign number from the UK isn't part of any plan; it's 45p per minute [4]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "How much is the Horizon 9 over 36 months?",
    contexts: DEVICES,
    answer: [
      ok("The Horizon 9 is £720 outright, and you can spread it over 36 months at 0% interest."),
      ok("That works out at £20 a month, £10 less per month than the two-year option."),
      ok("Bear in mind the phone stays locked to Kestrel until it's fully paid off."),
    ],
    kind: null,
    tags: ["derived", "merged", "unit"],
  },
  {
    question: "How does trade-in work?",
    contexts: DEVICES,
    answer: [
      ok("You send in your old handset and get credit for it."),
      ok(
        "The credit shows up on your bill no more than two weeks after Kestrel receives the phone.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Is the coverage any good, and can I keep my number?",
    contexts: SERVICE,
    answer: [
      say("Good news on both counts."),
      ok("5G reaches 92% of people in the UK and 4G reaches 99%."),
      ok(
        "To bring your number across, just give your old provider's PAC code when you sign up, and the move is done within a working day.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "When is payment taken and what if I'm late?",
    contexts: BILLING,
    answer: [
      ok(
        "Your bill comes out on the same date every month, and the Direct Debit is collected a week after that.",
      ),
      ok("Paying late adds a £5 admin fee."),
      ok("From April 2027 every plan will go up by £1.50 a month, so Plus would then be £21.50."),
    ],
    kind: null,
    tags: ["unit", "derived", "merged"],
  },
  {
    question: "Do you offer a student discount?",
    contexts: BILLING,
    answer: [
      refuse(
        "I've looked through the billing terms and there's nothing about student discounts, so I can't confirm one.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can I get a landline with Kestrel?",
    contexts: [],
    answer: [refuse("I don't have any information about home phone or landline products, sorry.")],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's in the Plus plan?",
    contexts: PLANS,
    answer: [
      ok("Plus is £20 a month."),
      bad(
        "number",
        "It includes 50 GB of data, unlimited calls and texts, and 5 GB of EU roaming.",
      ),
      ok("You can cancel with 30 days' notice whenever you like."),
    ],
    kind: "number",
  },
  {
    question: "What would Lite cost if I used 14 GB?",
    contexts: PLANS,
    answer: [
      ok("Lite includes 10 GB for £12 a month."),
      bad("derivation", "Using 14 GB would add £6 of extra data, bringing the month to £18."),
      ok("Extra data on Lite never costs more than £10 in a month."),
    ],
    kind: "derivation",
  },
  {
    question: "When do prices go up?",
    contexts: BILLING,
    answer: [
      ok("Prices are rising on every plan."),
      bad("date", "From 1 March 2027, each plan will cost £1.50 more per month."),
      ok("You can also cap out-of-allowance charges at £0, £5 or £10."),
    ],
    kind: "date",
  },
  {
    question: "Which phone is on offer and how can I pay?",
    contexts: DEVICES,
    answer: [
      ok("You can buy a phone outright or spread it over 24 or 36 months with no interest."),
      bad("entity", "The Zenith 9 costs £720, or £30 a month over two years."),
      ok("Instalment phones stay network-locked until the last payment."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is Wi-Fi calling included?",
    contexts: SERVICE,
    answer: [
      ok("Wi-Fi calling works on most phones sold since 2021."),
      bad("negation", "It isn't available on the Lite plan, only on Plus and Max."),
    ],
    kind: "negation",
  },
  {
    question: "Can I leave whenever I want?",
    contexts: PLANS,
    answer: [
      bad(
        "quantifier",
        "Most plans run on a 30-day rolling contract that you can cancel at any time with 30 days' notice.",
      ),
      ok("There's also £3 off each extra SIM on the same account."),
    ],
    kind: "quantifier",
  },
  {
    question: "Is my phone locked if I pay monthly?",
    contexts: DEVICES,
    answer: [
      ok("You can pay for a phone over 24 or 36 months at 0% interest."),
      bad(
        "modal",
        "Phones bought on instalments might be locked to the network until the final payment is made.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What if I lose my SIM?",
    contexts: SERVICE,
    answer: [
      ok("Your first replacement SIM is free, and later ones cost £5."),
      bad(
        "fabricated",
        "Replacement SIMs are sent by first-class post and usually arrive the next working day.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "Does Kestrel have a family plan with shared data?",
    contexts: [],
    answer: [
      say("It does."),
      bad(
        "empty-context",
        "The Kestrel Family plan shares 100 GB between up to five SIMs for £45 a month.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "How does Lite roaming compare with Plus?",
    contexts: ROAMING,
    answer: [
      ok("On Plus your UK allowance works in 45 European destinations at no extra cost [1]."),
      miscite("On Lite you pay £2.50 a day in those places to use your normal allowance [3]."),
      ok("Outside Europe, any plan can roam in the World Pass zone for £6 a day [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I stop surprise charges?",
    contexts: BILLING,
    answer: [
      refuse(
        "I'm not sure there's any way to cap charges, and I can't find it in the billing information.",
      ),
    ],
    kind: "over-refusal",
  },
];
