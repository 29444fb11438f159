import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const STABLES = [
  "Brackenridge Riding Centre offers group lessons of up to 5 riders for £38 per hour and private lessons for £55 per half hour. Lessons run Tuesday to Sunday, with the first lesson at 8am and the last at 6pm. All lessons are taught by BHS-qualified instructors led by our head instructor, Fiona Castell.",
  "Riders must be at least 5 years old for lessons and at least 10 years old for hacks. The rider weight limit is 15 stone (95 kg) on all horses and 8 stone (51 kg) on ponies. Riders may be weighed on arrival.",
  "Hacks leave at 10am and 2pm and last 2 hours, at £70 per rider. Most hacks go out onto the moor; in wet weather they stay on the forest tracks. Riders on a hack must be able to trot and canter confidently.",
  "A block of 6 group lessons costs £204 when paid in advance. Blocks must be used within 10 weeks of the first lesson. Unused lessons in a block are not refunded.",
  "Hats and body protectors are provided free of charge, but riders must wear boots with a small heel. Lessons cancelled with more than 24 hours' notice can be rebooked free of charge. The yard manager, Owen Pritchard, handles all bookings on 01539 447 210.",
  "Pony Club days run on Saturdays during school holidays from 9am to 3pm for children aged 8 to 14 and cost £85. The day includes a lesson, a stable management session and lunch. Places are limited to 12 children. Summer bookings open on 1 May.",
];

export const RIDING_STABLES: Case[] = [
  // Faithful
  {
    question: "How much do I save by buying a block of lessons?",
    contexts: STABLES,
    answer: [ok("Six group lessons would normally cost £228, so the block saves you £24.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What does each lesson work out at if I buy a block?",
    contexts: STABLES,
    answer: [ok("Paid as a block, each group lesson works out at £34.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How much would an hour of private tuition be?",
    contexts: STABLES,
    answer: [
      ok(
        "A full hour of private tuition would be £110, as it's charged at £55 for every 30 minutes.",
      ),
    ],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "My first block lesson is on 6 March. When do I have to use them by?",
    contexts: retrieved(STABLES, 4, 1),
    answer: [ok("You'd need to use all six by 15 May, ten weeks after that first lesson.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "My daughter weighs 48 kg. Can she ride one of the ponies?",
    contexts: STABLES,
    answer: [ok("At 48 kg she's within the pony weight limit of 8 stone.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How long is a hack and what does it cost?",
    contexts: STABLES,
    answer: [ok("Each hack is out for 120 minutes and costs £70 a rider.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "What do I need to wear?",
    contexts: STABLES,
    answer: [
      ok("We lend you a hat and a body protector at no charge [5]."),
      ok("You'll need your own boots with a small heel, though [5]."),
    ],
    kind: null,
    tags: ["citation", "low-overlap"],
  },
  {
    question: "Do you offer livery for my own horse?",
    contexts: retrieved(STABLES, 1, 5),
    answer: [
      refuse("I can't find anything about livery in the information I have."),
      say("You might like to ask the yard directly."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Where do the hacks go?",
    contexts: STABLES,
    answer: [
      ok("Hacks usually head out onto the moor, switching to the forest tracks when it's wet."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "My daughter is 9. Can she go on a hack, or come to Pony Club?",
    contexts: STABLES,
    answer: [
      ok(
        "At nine she's a year too young for hacks, but she could join a Pony Club day, which is for ages 8 to 14.",
      ),
    ],
    kind: null,
    tags: ["merged", "derived", "spelled-number"],
  },
  {
    question: "Who do I call to book?",
    contexts: STABLES,
    answer: [
      say("Thanks for getting in touch!"),
      ok("All bookings are taken by Owen Pritchard, our yard manager, on 01539 447 210."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  // Planted
  {
    question: "What's the weight limit?",
    contexts: STABLES,
    answer: [
      bad("number", "The rider weight limit on our horses is 17 stone."),
      ok("On ponies it's 8 stone, or 51 kg."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much for me and my partner on the afternoon hack?",
    contexts: STABLES,
    answer: [
      ok("The afternoon hack leaves at 2pm."),
      bad("derivation", "The two of you would pay £150 for the afternoon hack."),
    ],
    kind: "derivation",
  },
  {
    question: "When can I book summer Pony Club days?",
    contexts: STABLES,
    answer: [
      bad("date", "Bookings for summer Pony Club days open on 1 June."),
      ok("Each day costs £85 and includes lunch."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is the head instructor?",
    contexts: STABLES,
    answer: [
      bad(
        "entity",
        "Our head instructor is Owen Pritchard, and all instructors are BHS-qualified.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Do I get a refund for block lessons I don't use?",
    contexts: STABLES,
    answer: [
      ok("A block has to be used within ten weeks of your first lesson."),
      bad("negation", "Yes, unused lessons in a block are refunded."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do the hacks always go on the moor?",
    contexts: STABLES,
    answer: [bad("quantifier", "Yes, all hacks go out onto the moor, whatever the weather.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will I be weighed when I arrive?",
    contexts: STABLES,
    answer: [
      ok("Horses take riders of up to 15 stone, ponies up to 8."),
      bad("modal", "Riders will be weighed on arrival."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I cancel a lesson?",
    contexts: STABLES,
    answer: [
      ok("If you cancel more than 24 hours ahead, you can rebook for free."),
      bad("fabricated", "Lessons cancelled with less notice are charged at half price."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you have an indoor arena?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Yes, our floodlit indoor arena is used for all lessons from November to March.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "How much are lessons, and when do they run?",
    contexts: STABLES,
    answer: [
      ok("Group lessons cost £38 an hour with up to five riders [1]."),
      miscite("Lessons run from Tuesday through to Sunday [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How old do you have to be to go on a hack?",
    contexts: retrieved(STABLES, 3, 2, 6),
    answer: [refuse("Sorry, I can't see an age limit for hacks in what I have.")],
    kind: "over-refusal",
  },
];
