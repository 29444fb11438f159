import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const PLANS = [
  "Tempo Premium costs £10.99 a month for one account. The Duo plan costs £14.99 for two accounts at the same address, and the Family plan costs £17.99 for up to six accounts.",
  "Students enrolled at an accredited university pay £5.99 a month for Premium, for up to 4 years. Student status is verified through UniCheck every 12 months.",
  "New subscribers get a free trial of one month; the trial is not available to anyone who has had Premium before. You can cancel at any time, and Premium stays active until the end of the billing period.",
  "Premium subscribers can download up to 10,000 songs on each of up to 5 devices. Downloads must be refreshed by going online at least once every 30 days.",
  "Free accounts hear adverts and can only shuffle play on mobile. Most podcasts are available on free accounts too.",
  "From 1 March 2027, the price of Premium will rise to £11.99 a month for existing subscribers. Lossless audio may be added to Premium later in 2027.",
];

export const MUSIC_STREAMING: Case[] = [
  {
    question:
      "How much would the four of us save on Family compared with four separate Premium accounts?",
    contexts: PLANS,
    answer: [
      ok("The Family plan would save you £25.97 a month over four separate Premium accounts."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What does Premium cost over a whole year?",
    contexts: PLANS,
    answer: [ok("At today's price, twelve months of Premium comes to £131.88.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How much is my Premium going up by?",
    contexts: PLANS,
    answer: [ok("It's going up by £1 a month for existing subscribers, starting on 1 March 2027.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question:
      "I had Premium a couple of years ago. Can I get the free trial again? I'm at university now.",
    contexts: PLANS,
    answer: [
      ok(
        "Sorry, the free month is only for people who've never had Premium, but as a student at an accredited university you could pay £5.99 a month instead.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "unit", "merged"],
  },
  {
    question: "I'm at university. What would I pay, and what happens if I stop?",
    contexts: PLANS,
    answer: [
      ok(
        "As a student you'd pay £5.99 a month, and if you cancel, Premium keeps working until your billing period runs out.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "How many phones can I download music onto?",
    contexts: PLANS,
    answer: [
      ok(
        "You can keep downloads on up to five devices, with as many as ten thousand songs on each.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "Can I listen to podcasts without paying?",
    contexts: retrieved(PLANS, 5, 1),
    answer: [ok("Yes, you can usually listen to podcasts on a free account.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How often do you check that I'm still a student?",
    contexts: PLANS,
    answer: [ok("Your student status is checked again through UniCheck once a year.")],
    kind: null,
    tags: ["unit", "reordered"],
  },
  {
    question: "How many people can share Family, and do downloads expire?",
    contexts: PLANS,
    answer: [
      ok("The Family plan covers up to six accounts [1]."),
      ok("To keep your downloads, you need to go online at least once every 30 days [4]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can I pay with PayPal?",
    contexts: PLANS,
    answer: [
      refuse(
        "I can't find anything about payment methods in what I have, so I can't confirm PayPal.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Will I get ads if I don't pay?",
    contexts: retrieved(PLANS, 5, 3),
    answer: [ok("You will; on a free account you'll hear adverts.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How much is the Duo plan?",
    contexts: PLANS,
    answer: [
      bad("number", "The Duo plan costs £15.99 a month for two accounts at the same address."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much more is Family than Duo each month?",
    contexts: PLANS,
    answer: [bad("derivation", "Family costs £2 a month more than Duo.")],
    kind: "derivation",
  },
  {
    question: "When is the Premium price going up?",
    contexts: PLANS,
    answer: [
      bad(
        "date",
        "From 1 April 2027, Premium will rise to £11.99 a month for existing subscribers.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who checks that I'm a student?",
    contexts: PLANS,
    answer: [bad("entity", "Student status is verified through StudentBeans every 12 months.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I get a trial if I've had Premium before?",
    contexts: PLANS,
    answer: [bad("negation", "Yes, the trial is available to anyone who has had Premium before.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Are podcasts free?",
    contexts: PLANS,
    answer: [bad("quantifier", "Yes, all podcasts are available on free accounts too.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Are you adding lossless audio?",
    contexts: PLANS,
    answer: [bad("modal", "Lossless audio will be added to Premium later in 2027.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I watch music videos with Premium?",
    contexts: PLANS,
    answer: [
      bad("fabricated", "Premium subscribers can also stream music videos on the web player."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is Tempo Premium for students?",
    contexts: [],
    answer: [bad("empty-context", "Students pay £4.99 a month for Tempo Premium.")],
    kind: "empty-context",
  },
  {
    question: "What's the student price, and how many devices can I download to?",
    contexts: PLANS,
    answer: [
      ok("Students pay £5.99 a month [2]."),
      miscite("Downloads work on up to 5 devices [1]."),
    ],
    kind: "citation",
  },
  {
    question: "Is my Premium price going to change?",
    contexts: retrieved(PLANS, 6, 3),
    answer: [refuse("I'm afraid I don't have any information about price changes.")],
    kind: "over-refusal",
  },
];
