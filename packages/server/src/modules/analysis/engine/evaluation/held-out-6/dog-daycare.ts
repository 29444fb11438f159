import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const DAYCARE = [
  "A full day at Barkwell Dog Daycare costs €32 and a half day (up to 5 hours) costs €20. A pack of 10 full days costs €290 and is valid for 6 months.",
  "Drop-off is between 7am and 9:30am, and dogs must be collected by 6:30pm. Late collection is charged at €10 for each 15 minutes.",
  "All dogs must be vaccinated against distemper, parvovirus and kennel cough, and be at least 16 weeks old. Dogs over 6 months must be neutered.",
  "New dogs attend a free 2-hour assessment before their first day. Most dogs settle into their play group within 3 visits.",
  "Our pick-up van covers Dublin 6, 8 and 12 for €7 each way. Dogs may be walked off-lead in our secure paddock.",
  "Cancellations with less than 48 hours' notice are charged at half the day rate. The daycare is closed on public holidays and on 3 March 2027 for staff training. It is run by head handler Siobhán Kearney.",
];

export const DOG_DAYCARE: Case[] = [
  {
    question: "How much per day do I save with the 10-day pack?",
    contexts: DAYCARE,
    answer: [
      ok(
        "The pack works out at €29 a day, which is €3 less than paying for each full day separately.",
      ),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "What would I pay if I picked my dog up 45 minutes late?",
    contexts: DAYCARE,
    answer: [ok("Forty-five minutes late would cost you €30 in late fees.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What's a full day with the van collecting and dropping off my dog?",
    contexts: retrieved(DAYCARE, 5, 1, 4),
    answer: [ok("With the van both ways, a full day comes to €46.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "My puppy is 12 weeks old. Can she come?",
    contexts: DAYCARE,
    answer: [
      ok(
        "Not yet, puppies have to be 16 weeks or older and have had their distemper, parvo and kennel cough jabs.",
      ),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "How long is a half day?",
    contexts: DAYCARE,
    answer: [ok("A half day is anything up to five hours, and it's €20.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What's the first visit like, and will my dog settle in?",
    contexts: DAYCARE,
    answer: [
      ok(
        "Your dog starts with a free two-hour assessment, and most dogs find their feet in their play group within three visits.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap", "spelled-number"],
  },
  {
    question: "Does my dog have to be neutered?",
    contexts: DAYCARE,
    answer: [ok("Yes, if he's older than six months he has to be neutered to attend.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What are the drop-off times, and what does the van cost?",
    contexts: DAYCARE,
    answer: [
      ok("You can drop off from 7am to 9:30am [2]."),
      ok("The van is €7 in each direction [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you offer grooming?",
    contexts: retrieved(DAYCARE, 1, 6),
    answer: [
      refuse(
        "The prices I have only cover daycare days and packs, not grooming, so I can't say whether it's offered.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Which areas does the van serve?",
    contexts: DAYCARE,
    answer: [ok("Dublin 6, 8 and 12 are covered by the pick-up van.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "What if I need to cancel tomorrow's full day?",
    contexts: DAYCARE,
    answer: [
      ok(
        "Since that's less than 48 hours' notice, you'd be charged half the day rate, so €16 for a full day.",
      ),
    ],
    kind: null,
    tags: ["derived", "reordered"],
  },
  {
    question: "What does a full day cost?",
    contexts: DAYCARE,
    answer: [bad("number", "A full day costs €35, and a half day is €20.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much would two weeks of full days, Monday to Friday, cost without a pack?",
    contexts: DAYCARE,
    answer: [
      bad("derivation", "Ten full days at the daily rate would come to €300."),
      ok("A 10-day pack costs €290 instead."),
    ],
    kind: "derivation",
  },
  {
    question: "When are you closed?",
    contexts: DAYCARE,
    answer: [
      bad("date", "We're closed on public holidays and on 10 March 2027 for staff training."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who runs the daycare?",
    contexts: DAYCARE,
    answer: [bad("entity", "Barkwell is run by head handler Siobhán Keane.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is the assessment for new dogs free?",
    contexts: DAYCARE,
    answer: [bad("negation", "The 2-hour assessment for new dogs is not free.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How quickly do dogs settle in?",
    contexts: DAYCARE,
    answer: [bad("quantifier", "Every dog settles into its play group within 3 visits.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will my dog get to run off-lead?",
    contexts: DAYCARE,
    answer: [bad("modal", "Yes, your dog will be walked off-lead in our secure paddock.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you feed the dogs?",
    contexts: DAYCARE,
    answer: [
      bad(
        "fabricated",
        "Lunch is included in every full day, and you can bring your dog's own food if they're on a special diet.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "Can I watch my dog on a webcam?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Yes, every play room has a live webcam you can watch in the Barkwell app.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What are the vaccine rules, and how much is late collection?",
    contexts: DAYCARE,
    answer: [
      ok("Dogs need vaccinations against distemper, parvovirus and kennel cough [3]."),
      miscite("Late pick-ups cost €10 for every 15 minutes [6]."),
    ],
    kind: "citation",
  },
  {
    question: "What's the latest I can pick up my dog?",
    contexts: retrieved(DAYCARE, 2, 4),
    answer: [refuse("I'm sorry, I don't see a collection time in the information I have.")],
    kind: "over-refusal",
  },
];
