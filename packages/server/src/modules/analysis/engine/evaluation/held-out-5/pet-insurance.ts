import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const POLICY = [
  "Pawsure Essential covers vet fees up to £4,000 per condition for cats and dogs. Policies can be taken out for pets aged 8 weeks to 8 years.",
  "Each claim carries a fixed excess of £99. Pets aged 9 or over also pay 20% of the remaining bill.",
  "Illnesses that show signs within the first 14 days of cover are not covered; accidents are covered from the first day.",
  "Claims must be submitted within 90 days of treatment through the Pawsure app. Most claims are paid within 5 working days.",
  "The monthly premium is £28 for a dog and £17 for a cat. Dental treatment is covered only after an accident, not for gum disease.",
  "Pawsure policies are underwritten by Calder General, and claims are handled by VetClaim Direct. From 1 March 2027, renewals include behavioural therapy up to £500.",
];

const EXTRAS = [
  "Pawsure may ask for your pet's full clinical history before paying a claim.",
  "Third-party liability cover of up to £2 million is included for dogs only.",
  "If your pet goes missing, Pawsure pays up to £750 towards advertising and a reward.",
  "You can cancel within 14 days of buying the policy and get a full refund, as long as no claim has been made.",
];

export const PET_INSURANCE: Case[] = [
  {
    question: "What would it cost to insure my dog and my cat each month?",
    contexts: POLICY,
    answer: [
      ok(
        "Covering one dog and one cat together comes to £45 a month, and every claim then has a £99 excess.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase", "merged"],
  },
  {
    question: "How much is the dog policy over a full year?",
    contexts: retrieved(POLICY, 5, 2, 1),
    answer: [
      say("Good question!"),
      ok("At £28 a month, a year of cover for a dog works out at £336."),
    ],
    kind: null,
    tags: ["derived", "reordered"],
  },
  {
    question: "When does my puppy's illness cover start?",
    contexts: retrieved(POLICY, 3, 4),
    answer: [
      ok(
        "Any illness that first shows symptoms in your opening two weeks of cover won't be paid for, but accidents are covered from day one.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How fast will I get paid after I claim?",
    contexts: POLICY,
    answer: [ok("Usually your claim is paid out within five working days.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "My dog is 10. What would I pay myself on a £1,000 vet bill?",
    contexts: POLICY,
    answer: [
      ok(
        "You'd pay the £99 excess and then 20% of the remaining £901, which is £180.20, so £279.20 in all.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What's the payout limit, and how old can my pet be when I sign up?",
    contexts: POLICY,
    answer: [
      ok("Vet bills are paid up to £4,000 for each condition [1]."),
      ok("You can insure a cat or dog from 8 weeks old up to 8 years [1]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Is there a discount for insuring several pets?",
    contexts: POLICY,
    answer: [
      refuse("I couldn't find anything about a multi-pet discount in the policy documents I have."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How long do I have to claim?",
    contexts: POLICY,
    answer: [
      ok("Through the Pawsure app, you have 90 days after the treatment to send your claim in."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Is my cat's gum disease covered?",
    contexts: POLICY,
    answer: [
      ok(
        "Sadly not: teeth are only covered when an accident caused the problem, so gum disease is excluded.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "What do I lose if my dog runs off, and does the policy help?",
    contexts: EXTRAS,
    answer: [
      ok(
        "For a lost pet you can get up to £750 towards adverts and a reward, and dogs also carry third-party liability cover worth up to two million pounds.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "low-overlap"],
  },
  {
    question: "Can I change my mind after buying?",
    contexts: EXTRAS,
    answer: [
      ok(
        "Yes, if you cancel within two weeks of buying, you get all your money back, provided you haven't claimed.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  // Planted errors.
  {
    question: "What is the most Pawsure will pay for one condition?",
    contexts: POLICY,
    answer: [
      ok("Pawsure Essential is for cats and dogs."),
      bad("number", "It pays vet fees of up to £5,000 per condition."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a dog and a cat cost me per month?",
    contexts: POLICY,
    answer: [
      ok("A dog is £28 a month and a cat is £17."),
      bad("derivation", "Together that's £55 every month."),
    ],
    kind: "derivation",
  },
  {
    question: "When does behavioural therapy cover start?",
    contexts: retrieved(POLICY, 6, 5),
    answer: [bad("date", "Renewals from 1 April 2027 include behavioural therapy up to £500.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who handles my claim?",
    contexts: POLICY,
    answer: [
      bad("entity", "Claims are handled by Calder General."),
      ok("The app is where you send them, within 90 days of treatment."),
    ],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Is my dog covered straight away if it's hit by a car?",
    contexts: POLICY,
    answer: [
      ok("Illnesses with signs in the first 14 days are excluded."),
      bad("negation", "Accidents aren't covered from the first day either."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will my claim be paid within a week?",
    contexts: retrieved(POLICY, 4, 1, 3),
    answer: [bad("quantifier", "All claims are paid within 5 working days.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need to send my pet's history with a claim?",
    contexts: EXTRAS,
    answer: [
      bad("modal", "Pawsure will ask for your pet's full clinical history before paying a claim."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What else does the policy pay for?",
    contexts: EXTRAS,
    answer: [
      ok("Dogs get third-party liability cover of up to £2 million."),
      bad(
        "fabricated",
        "Kennel fees are also paid if you go into hospital for more than four days.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "Does Pawsure cover pre-existing conditions?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Pre-existing conditions are covered once your pet has been free of symptoms for 12 months.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "How long do I have to claim, and how quickly is it paid?",
    contexts: POLICY,
    answer: [
      ok("You have 90 days from treatment to claim in the app [4]."),
      miscite("Most claims are settled within five working days [2]."),
    ],
    kind: "citation",
  },
  {
    question: "What is the excess on a claim?",
    contexts: POLICY,
    answer: [refuse("I'm sorry, I couldn't find the excess amount in the documents I have.")],
    kind: "over-refusal",
  },
];
