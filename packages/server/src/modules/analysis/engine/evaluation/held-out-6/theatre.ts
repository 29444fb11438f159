import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const LYRIC = [
  "Tickets for The Glass Orchard at the Lyric Playhouse cost £24 in the stalls, £32 in the dress circle and £16 in the upper circle. Under-18s pay half price in any seat.",
  "The Glass Orchard runs from 14 March to 26 April 2027. Evening performances start at 7:30pm, with matinees at 2:30pm on Wednesdays and Saturdays. The running time is 2 hours 40 minutes, including one 20-minute interval.",
  "Latecomers are admitted at a suitable break in the performance, which may be the interval. The box office opens 90 minutes before each performance.",
  "Groups of 10 or more get 15% off full-price tickets. Tickets can be exchanged for another performance of the same show up to 48 hours before the start, for a £2.50 fee per ticket; they are not refundable.",
  "Most seats in the stalls have step-free access, and wheelchair spaces can be booked on 0117 496 0358. A companion ticket for a carer is free.",
  "The production is directed by Imogen Blake and stars Tobias Reid as the orchard keeper. The bar serves drinks before the show and during the interval, and interval drinks can be pre-ordered.",
];

export const THEATRE: Case[] = [
  {
    question: "What would two adults and two kids cost in the dress circle? The kids are 9 and 12.",
    contexts: LYRIC,
    answer: [ok("Two adults and two under-18s in the dress circle would come to £96.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "There are 12 of us wanting stalls seats. What would we pay?",
    contexts: LYRIC,
    answer: [
      ok(
        "Twelve full-price stalls tickets would be £288, so with the 15% group discount you'd pay £244.80.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What time does the evening show finish?",
    contexts: retrieved(LYRIC, 2, 6),
    answer: [
      ok(
        "An evening show starts at 7:30pm and runs 2 hours 40 minutes, so it ends at about 10:10pm.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How long is the run?",
    contexts: LYRIC,
    answer: [ok("It's on for just over six weeks, from 14 March until 26 April 2027.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Can I get my money back if I can't make it?",
    contexts: LYRIC,
    answer: [
      ok(
        "We can't give refunds, but you can move to another performance of the same show for £2.50 a ticket, as long as it's at least 48 hours before curtain-up.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "When are the matinees, and when does the box office open?",
    contexts: LYRIC,
    answer: [
      ok("Matinees start at 2:30pm every Wednesday and Saturday [2]."),
      ok("The box office opens an hour and a half before each show [3]."),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "Is there parking near the theatre?",
    contexts: retrieved(LYRIC, 5, 3),
    answer: [refuse("I'm sorry, I don't have any information about parking.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Is the stalls level step-free?",
    contexts: LYRIC,
    answer: [
      ok(
        "Stalls seats generally have step-free access, and a wheelchair space can be booked by calling 0117 496 0358.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Who's in it?",
    contexts: LYRIC,
    answer: [ok("Tobias Reid plays the orchard keeper, in a production directed by Imogen Blake.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "I use a wheelchair and come with my carer. What would a stalls matinee cost us?",
    contexts: LYRIC,
    answer: [
      ok(
        "Your stalls seat is £24 and your carer comes free, and matinees are on Wednesdays and Saturdays at 2:30pm.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "What if I'm running late?",
    contexts: retrieved(LYRIC, 3, 1),
    answer: [
      say("Don't worry!"),
      ok("You'll be let in when there's a suitable break, though that could be the interval."),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How much are tickets?",
    contexts: LYRIC,
    answer: [
      ok("Seats in the stalls are £24."),
      bad("number", "The dress circle is £34 and the upper circle £16."),
      ok("Under-18s pay half price."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would 10 upper circle tickets cost with a group discount?",
    contexts: LYRIC,
    answer: [
      ok("Ten upper circle tickets at £16 would normally be £160."),
      bad("derivation", "With the group discount, they come to £144."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the show close?",
    contexts: LYRIC,
    answer: [bad("date", "The Glass Orchard runs from 14 March to 29 April 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who directed it?",
    contexts: LYRIC,
    answer: [bad("entity", "The production is directed by Tobias Reid.")],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Can I get a refund?",
    contexts: LYRIC,
    answer: [
      bad("negation", "Yes, tickets are refundable up to 48 hours before the start."),
      ok("You can also exchange them for a £2.50 fee per ticket."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Are all the stalls seats step-free?",
    contexts: LYRIC,
    answer: [bad("quantifier", "Every seat in the stalls has step-free access.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "If I arrive late, when will I be let in?",
    contexts: LYRIC,
    answer: [
      bad("modal", "Latecomers are admitted at a suitable break, which will be the interval."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I pre-order drinks?",
    contexts: LYRIC,
    answer: [
      ok("Yes, interval drinks can be ordered in advance."),
      bad("fabricated", "You can also take drinks into the auditorium in plastic cups."),
    ],
    kind: "fabricated",
  },
  {
    question: "What time does the evening show start?",
    contexts: [],
    answer: [bad("empty-context", "Evening performances begin at 7:30pm.")],
    kind: "empty-context",
  },
  {
    question: "How long is the show, and can I exchange my tickets?",
    contexts: LYRIC,
    answer: [
      ok("It runs for 2 hours 40 minutes, with a 20-minute interval [2]."),
      miscite("Tickets can be exchanged up to 48 hours before the start for £2.50 each [5]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Do children get a discount?",
    contexts: retrieved(LYRIC, 1, 4),
    answer: [refuse("I can't see any discount for children in the information I have.")],
    kind: "over-refusal",
  },
];
