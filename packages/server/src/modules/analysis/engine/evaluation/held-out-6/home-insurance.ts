import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four claims, so a planted error sits among true sentences.

const POLICY = [
  "Harbourline's Home Plus policy covers your building for its full rebuild cost and your contents up to $80,000. Items worth more than $3,000 each must be listed individually to be covered in full.",
  "The standard excess is $500 per claim; you can raise it to $1,000 to cut your premium by 12%. Earthquake claims carry a separate excess of $2,500.",
  "If your home is uninhabitable after an insured event, we pay temporary accommodation for up to 12 months, capped at $30,000. Most storm damage claims are settled within 20 working days.",
  "Flood cover is included except for homes in the council's red flood zone. Damage caused by gradual leaks, rot or poor maintenance is not covered.",
  "Your policy renews on 1 July each year, and premiums can be paid annually or monthly, with a 6% surcharge for monthly payments. You may cancel within 21 days of renewal for a full refund of that year's premium.",
  "Claims can be lodged 24/7 on 0800 427 226 or online. A loss adjuster may visit your home for claims over $10,000. Complex claims go to senior assessor Rangi Parata.",
];

export const HOME_INSURANCE: Case[] = [
  {
    question: "I pay $1,800 a year. What would I save by raising my excess?",
    contexts: POLICY,
    answer: [
      ok(
        "Moving your excess from $500 to $1,000 takes 12% off the premium, which on $1,800 a year is $216.",
      ),
      ok("The trade-off is that you'd cover $500 more of each claim yourself."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What if I pay my $1,800 premium monthly instead?",
    contexts: POLICY,
    answer: [
      ok("Monthly payments carry a 6% surcharge, so your $1,800 premium becomes $1,908 a year."),
      ok("That works out to $159 a month."),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "If an earthquake wrecks the house and we have to move out, what am I looking at?",
    contexts: retrieved(POLICY, 2, 3, 5),
    answer: [
      ok(
        "Earthquake claims have their own $2,500 excess, which is $2,000 more than the standard one.",
      ),
      ok(
        "If the house can't be lived in, we cover somewhere temporary to stay for up to a year, to a maximum of $30,000.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "unit"],
  },
  {
    question:
      "My roof has been leaking slowly for months and now the ceiling is damaged. Am I covered?",
    contexts: retrieved(POLICY, 4, 6),
    answer: [
      ok(
        "Unfortunately, damage from a leak that built up slowly isn't covered, and neither is rot or wear from a lack of upkeep.",
      ),
      ok(
        "You can still lodge a claim at any hour on 0800 427 226 or online if you want it assessed.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Until when can I cancel after this year's renewal?",
    contexts: POLICY,
    answer: [
      ok(
        "Your policy renews on 1 July, so you have until 22 July to cancel and get that year's premium back in full.",
      ),
      ok("Premiums can be paid once a year or by the month."),
    ],
    kind: null,
    tags: ["derived", "reordered"],
  },
  {
    question: "How long do storm claims take to settle?",
    contexts: POLICY,
    answer: [
      ok("Storm damage claims are usually settled within four working weeks."),
      ok("You can lodge one online or by phone around the clock."),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Am I covered for floods? I live near the river.",
    contexts: POLICY,
    answer: [
      ok("Flood cover comes as standard, unless your home sits in the council's red flood zone."),
      say("If you're not sure which zone you're in, I'm happy to help you check."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "What's my contents cover, and what's the standard excess?",
    contexts: POLICY,
    answer: [
      ok(
        "Contents are covered to $80,000, and anything over $3,000 needs to be listed on its own to be fully covered [1].",
      ),
      ok("The standard excess on a claim is $500 [2]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Does my policy cover my car while it's parked in the garage?",
    contexts: [],
    answer: [
      refuse(
        "I don't have your policy documents in front of me, so I can't say whether a car in the garage is covered.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Who handles my claim?",
    contexts: POLICY,
    answer: [
      ok("For claims over $10,000, a loss adjuster might come out to see your home."),
      ok("Complex claims are passed to Rangi Parata, our senior assessor."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How long would you pay for accommodation if my house became unliveable?",
    contexts: POLICY,
    answer: [ok("For up to twelve months, with a ceiling of $30,000.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "What are my excesses?",
    contexts: POLICY,
    answer: [
      ok("The standard excess is $500 per claim."),
      bad("number", "Earthquake claims carry a separate excess of $3,500."),
      ok("You can raise the standard excess to $1,000 in return for a 12% lower premium."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "I pay $1,500 a year. What would a $1,000 excess save me?",
    contexts: POLICY,
    answer: [
      ok("Choosing a $1,000 excess lowers your premium by 12%."),
      bad("derivation", "On $1,500 a year, that's a saving of $150."),
    ],
    kind: "derivation",
  },
  {
    question: "When does my policy renew?",
    contexts: POLICY,
    answer: [
      bad("date", "Your policy renews on 1 June each year."),
      ok("You can cancel within 21 days of renewal and get a full refund of that year's premium."),
      ok("Premiums can be paid annually, or monthly with a 6% surcharge."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who deals with complex claims?",
    contexts: POLICY,
    answer: [
      ok("Claims can be lodged any time by phone or online."),
      bad("entity", "Complex claims go to senior assessor Rangi Tamihana."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is flood cover included?",
    contexts: POLICY,
    answer: [
      ok("Most storm claims are settled within 20 working days."),
      bad("negation", "Flood cover isn't included in Home Plus."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How quickly are storm claims settled?",
    contexts: POLICY,
    answer: [
      ok("You can lodge a claim 24/7 by phone or online."),
      bad("quantifier", "All storm damage claims are settled within 20 working days."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will someone come and look at the damage?",
    contexts: POLICY,
    answer: [
      ok("Claims can be lodged online or on 0800 427 226 at any hour."),
      bad("modal", "For claims over $10,000, a loss adjuster will visit your home."),
      ok("Complex claims are handled by senior assessor Rangi Parata."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Am I still covered if I rent out a room?",
    contexts: POLICY,
    answer: [
      ok("Your contents are covered up to $80,000."),
      bad("fabricated", "Taking in a lodger is covered as long as you tell us within 30 days."),
    ],
    kind: "fabricated",
  },
  {
    question: "Is my garden shed covered?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Garden sheds and fences are covered under your buildings cover up to $15,000.",
      ),
      say("Let me know if you'd like to start a claim."),
    ],
    kind: "empty-context",
  },
  {
    question: "What if I can't live at home, and how are valuable items covered?",
    contexts: POLICY,
    answer: [
      ok("Temporary accommodation is paid for up to 12 months, capped at $30,000 [3]."),
      miscite(
        "Items worth more than $3,000 each have to be listed individually to be fully covered [2].",
      ),
    ],
    kind: "citation",
  },
  {
    question: "What's the standard excess?",
    contexts: retrieved(POLICY, 2, 4),
    answer: [
      refuse(
        "Sorry, I couldn't find the standard excess in the policy information available to me.",
      ),
    ],
    kind: "over-refusal",
  },
];
