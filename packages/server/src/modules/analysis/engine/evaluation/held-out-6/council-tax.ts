import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four claims, so a planted error sits among true sentences.

const EASTBROOK = [
  "Eastbrook District Council's council tax for 2026/27 is £1,640 a year for a Band B home and £2,109 for Band D. Bills are normally paid in 10 monthly instalments from April to January, but you can ask to pay over 12 months instead.",
  "If you are the only adult living in your home, you can claim a 25% single person discount. Full-time students are disregarded when counting adults, and a home occupied only by students is exempt.",
  "Empty and unfurnished homes are charged the full amount; homes empty for more than 2 years pay a 100% premium, doubling the bill. Homes left empty because the owner has moved into a care home may be exempt.",
  "Instalments are due on the 1st or 15th of the month, whichever you choose. If an instalment is missed, we send a reminder and you have 7 days to pay. After a second reminder in the same year, you lose the right to pay by instalments.",
  "You must tell us within 21 days if you move house or someone moves in or out. Most changes can be reported online; you can also call 01632 960 214, Monday to Friday, 9am to 5pm.",
  "Council Tax Support is available to residents on a low income and can reduce a bill by up to 80%. Applications are assessed by the Revenues team, led by Marcus Oyelaran. The 2027/28 bills will be sent out from 8 March 2027.",
];

export const COUNCIL_TAX: Case[] = [
  {
    question: "I live on my own in a Band D house. What will I pay, and how?",
    contexts: EASTBROOK,
    answer: [
      ok(
        "As the only adult you get 25% off, so the £2,109 Band D charge comes down to £1,581.75 for the year.",
      ),
      ok("Spread over the usual 10 monthly instalments, that's about £158 a month."),
      ok("You can ask to pay across 12 months instead if that suits you better."),
    ],
    kind: null,
    tags: ["derived", "merged", "paraphrase"],
  },
  {
    question: "How much more is Band D than Band B?",
    contexts: EASTBROOK,
    answer: [
      ok("A Band D home pays £469 a year more than a Band B one."),
      ok("For 2026/27 the two bills are £2,109 and £1,640 respectively."),
    ],
    kind: null,
    tags: ["derived", "reordered"],
  },
  {
    question:
      "My late mother's Band B house has been empty and unfurnished for three years. What's the bill?",
    contexts: retrieved(EASTBROOK, 3, 1, 6),
    answer: [
      ok(
        "Because the house has stood empty for over two years, a 100% premium applies, which doubles the charge.",
      ),
      ok("For a Band B home that means £3,280 for 2026/27 rather than £1,640."),
    ],
    kind: null,
    tags: ["derived", "low-overlap", "spelled-number"],
  },
  {
    question:
      "My son lives with me and is at university full-time. Can I still get the single person discount?",
    contexts: retrieved(EASTBROOK, 2, 3),
    answer: [
      ok("Yes, full-time students aren't counted as adults for this."),
      ok(
        "So if you're otherwise the only grown-up in the house, you can still claim the 25% discount.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "I missed an instalment. What happens now?",
    contexts: EASTBROOK,
    answer: [
      ok("We'll send you a reminder, and from then you have a week to pay [4]."),
      ok(
        "If a second reminder goes out in the same year, you'll no longer be allowed to pay in instalments [4].",
      ),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "Can I pay my council tax by credit card?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any information about payment methods, so I can't say whether credit cards are accepted.",
      ),
      say("The council's revenues office will be able to tell you."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "My partner has just moved in with me. What do I need to do?",
    contexts: EASTBROOK,
    answer: [
      ok(
        "You need to let us know within 21 days when someone moves in, and you can ring us on 01632 960 214.",
      ),
      ok(
        "With two adults at home, you can't claim the 25% single person discount, unless one of you is a full-time student.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Do I have to pay in ten instalments?",
    contexts: EASTBROOK,
    answer: [
      ok(
        "Bills are usually split into 10 monthly payments, running from April through to January.",
      ),
      ok("If you'd rather, you can ask to spread it over 12 months."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Who looks at Council Tax Support applications, and how much can it help?",
    contexts: EASTBROOK,
    answer: [
      ok("Your application would be assessed by the Revenues team, which Marcus Oyelaran leads."),
      ok("For residents on a low income, the support can take as much as 80% off the bill."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How long do I have to tell you about moving, and when can I call?",
    contexts: retrieved(EASTBROOK, 5, 2),
    answer: [
      ok("You have three weeks to let us know after you move house."),
      ok("The phone line is open from nine till five on weekdays."),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "When will next year's bill come, and when are instalments taken?",
    contexts: EASTBROOK,
    answer: [
      ok("Your 2027/28 bill will be on its way from 8 March 2027."),
      ok(
        "Each instalment falls on either the 1st or the 15th of the month, depending on which you pick.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "What's the charge for a Band B home?",
    contexts: EASTBROOK,
    answer: [
      ok("Bills are normally paid in 10 monthly instalments."),
      bad("number", "For 2026/27, a Band B home pays £1,460 a year."),
      ok("For comparison, Band D pays £2,109."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the monthly payment on a Band B bill?",
    contexts: EASTBROOK,
    answer: [
      ok("The Band B bill for 2026/27 is £1,640."),
      bad("derivation", "Spread over the usual 10 monthly instalments, that's £146 a month."),
      ok("Paying over 12 months instead would make each payment smaller."),
    ],
    kind: "derivation",
  },
  {
    question: "When will the new bills arrive, and is there help for people on low incomes?",
    contexts: EASTBROOK,
    answer: [
      ok("Council Tax Support can cut a bill by up to 80% for residents on a low income."),
      bad("date", "The 2027/28 bills will be sent out from 18 March 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who leads the Revenues team?",
    contexts: EASTBROOK,
    answer: [
      ok("Council Tax Support applications are assessed by the Revenues team."),
      bad("entity", "The team is led by Martin Oyelaran."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Three of us share a house and we're all full-time students. Do we pay?",
    contexts: EASTBROOK,
    answer: [
      ok("Full-time students are left out when we count the adults in a home."),
      bad("negation", "Even so, a home where only students live is not exempt from council tax."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Can I report a change online?",
    contexts: EASTBROOK,
    answer: [
      ok("You must let us know within 21 days if someone moves in or out."),
      bad("quantifier", "All changes can be reported online."),
      ok("You can also call us on weekdays between 9am and 5pm."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "My dad has moved into a care home. Does his empty house still pay?",
    contexts: EASTBROOK,
    answer: [
      ok("An empty, unfurnished home is normally charged in full."),
      bad("modal", "Because he's moved into a care home, though, the house will be exempt."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a discount for paying the whole year upfront?",
    contexts: EASTBROOK,
    answer: [
      ok("Bills are normally paid in 10 monthly instalments, or 12 if you ask."),
      bad(
        "fabricated",
        "Paying the full year in one go by 1 April earns a 2% early payment discount.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How long do I have to report a change of address?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "You must tell the council within 21 days if you move house or someone moves in or out.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What discounts can I get?",
    contexts: EASTBROOK,
    answer: [
      ok("If you're the only adult at home, you can claim a 25% single person discount [2]."),
      miscite(
        "Council Tax Support can cut the bill by up to 80% for residents on a low income [5].",
      ),
      ok("A home lived in only by students is exempt altogether [2]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "What's the Band D bill this year?",
    contexts: retrieved(EASTBROOK, 1, 4),
    answer: [
      refuse("I'm sorry, I can't find the Band D charge for this year."),
      say("You could call the council to check."),
    ],
    kind: "over-refusal",
  },
];
