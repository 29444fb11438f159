import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const VACCINATION = [
  "Puppies receive their first vaccination at 8 weeks and a second dose at 12 weeks.",
  "Adult dogs need a booster every year.",
  "Rabies vaccination is required before travelling abroad and must be given at least 21 days before departure.",
];

const PLAN = [
  "The Healthy Pet Plan costs £16 a month for cats and £21 a month for dogs.",
  "It includes annual vaccinations, flea and worm treatment, and two health checks a year.",
  "Plan members get 10% off all other treatments, including surgery.",
  "The plan renews every 12 months on the date you joined.",
];

const SURGERY = [
  "Dogs must not eat after 20:00 on the evening before surgery, but water is allowed until the morning.",
  "Patients are admitted between 8:00 and 8:30 and usually go home the same afternoon.",
  "A post-operative check is booked 3 days after the operation at no extra cost.",
];

const EMERGENCY = [
  "Out-of-hours emergencies are handled by VetsNow at their Kingsway hospital.",
  "The out-of-hours consultation fee is £180.",
  "Our own clinic is open from 8:00 to 19:00 on weekdays and 9:00 to 13:00 on Saturdays.",
];

const DENTAL = [
  "A dental scale and polish is carried out under general anaesthetic.",
  "The procedure costs £320, including the anaesthetic and pain relief.",
  "Extractions are charged at £45 per tooth on top of that price.",
  "Dr. Hollis performs all dental procedures at the Mill Road clinic.",
];

const MICROCHIP = [
  "Microchipping is a legal requirement for dogs over 8 weeks old and for cats from 10 June 2024.",
  "We microchip for £19.50, and the chip is registered on the Petlog database.",
  "Owners who move house must update their details on the database themselves.",
];

export const VETERINARY: Case[] = [
  {
    question: "When does my puppy need her jabs?",
    contexts: VACCINATION,
    answer: [
      ok(
        "She should have her first vaccination at eight weeks old and the second four weeks later.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How often does an adult dog need boosters?",
    contexts: VACCINATION,
    answer: [ok("Once your dog is grown up, a booster is needed annually.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "We fly to Spain with our dog in a month. Is rabies needed?",
    contexts: VACCINATION,
    answer: [
      ok(
        "Yes, a rabies jab is needed for travel abroad, and it has to be done at least three weeks before you leave.",
      ),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "What does the pet plan cost and include?",
    contexts: PLAN,
    answer: [
      ok("For dogs it's £21 a month [1]."),
      ok(
        "That covers yearly vaccinations, flea and worm treatment, and a pair of health checks every year [2].",
      ),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "How much more is the plan for a dog than a cat over a year?",
    contexts: PLAN,
    answer: [ok("Over a year, a dog's plan costs £60 more than a cat's.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Can my dog drink water the morning of his operation?",
    contexts: SURGERY,
    answer: [
      ok(
        "Yes, he can have water until the morning, though his last meal has to be before 8 pm the evening before.",
      ),
    ],
    kind: null,
    tags: ["unit", "reordered"],
  },
  {
    question: "Will my cat stay overnight after surgery?",
    contexts: SURGERY,
    answer: [
      ok(
        "Usually not: patients are admitted between 8:00 and 8:30 and normally go home that same afternoon, with a free check three days later.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "What do I do if my dog is ill at night?",
    contexts: EMERGENCY,
    answer: [
      say("I'm sorry to hear that."),
      ok(
        "After hours, VetsNow sees emergencies at its Kingsway hospital, and a consultation there is £180.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "How much would a dental with two extractions cost?",
    contexts: DENTAL,
    answer: [ok("A scale and polish plus two extractions would come to £410 in total.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Who does the dental work?",
    contexts: DENTAL,
    answer: [
      ok(
        "At Mill Road, every dental procedure is done by Dr. Hollis, and a scale and polish takes place under general anaesthetic.",
      ),
    ],
    kind: null,
    tags: ["reordered", "merged"],
  },
  {
    question: "Do you treat horses?",
    contexts: EMERGENCY,
    answer: [
      refuse("I don't have any information about treating horses, so I can't say whether we do."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How much is microchipping?",
    contexts: MICROCHIP,
    answer: [
      bad("number", "We microchip for £24.50, and the chip is registered on the Petlog database."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a plan member pay for a dental scale and polish?",
    contexts: [...DENTAL, PLAN[2]!],
    answer: [bad("derivation", "With the 10% plan discount, a scale and polish costs £298.")],
    kind: "derivation",
  },
  {
    question: "Since when do cats need a microchip?",
    contexts: MICROCHIP,
    answer: [
      bad("date", "Microchipping has been a legal requirement for cats since 10 July 2024."),
    ],
    kind: "date",
  },
  {
    question: "Which database is the chip registered on?",
    contexts: MICROCHIP,
    answer: [
      bad(
        "entity",
        "We microchip for £19.50, and the chip is registered on the Identibase database.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can my dog eat breakfast before surgery?",
    contexts: SURGERY,
    answer: [bad("negation", "Dogs can eat after 20:00 on the evening before surgery.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is surgery discounted on the plan?",
    contexts: PLAN,
    answer: [bad("quantifier", "Plan members get 10% off some other treatments.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to update the microchip database when I move?",
    contexts: MICROCHIP,
    answer: [
      bad("modal", "Owners who move house can update their details on the database themselves."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "When is the clinic open?",
    contexts: EMERGENCY,
    answer: [
      ok("The clinic opens 8:00 to 19:00 on weekdays and 9:00 to 13:00 on Saturdays."),
      bad(
        "fabricated",
        "On Sundays a nurse is available for phone advice between 10:00 and 12:00.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "What does the pet plan cost for a cat?",
    contexts: [],
    answer: [bad("empty-context", "The pet plan for cats costs £14 a month.")],
    kind: "empty-context",
  },
  {
    question: "What does a dental cost?",
    contexts: DENTAL,
    answer: [
      ok("The £320 price includes the anaesthetic and pain relief [2]."),
      miscite("Each extraction adds £45 [4]."),
    ],
    kind: "citation",
  },
  {
    question: "When does my pet plan renew?",
    contexts: PLAN,
    answer: [refuse("I'm not able to find renewal details for the pet plan.")],
    kind: "over-refusal",
  },
];
