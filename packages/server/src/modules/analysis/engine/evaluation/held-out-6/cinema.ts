import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SESSIONS = [
  "Adult tickets at Orbit Cinemas Fairfield cost $21.50 and child tickets (under 15) cost $15. On Tuesdays, every session is $12 for everyone.",
  "The Orbit Club membership costs $14.99 a month and includes two standard tickets each month. Members get 20% off snacks at the candy bar.",
  "Unused member tickets may be carried over to the next month, but expire after that. Recliner seats cost an extra $6 per ticket.",
  "Bookings can be refunded up to 2 hours before the session starts; after that, tickets can only be exchanged. Films rated MA15+ are not open to anyone under 15 unless accompanied by a parent or adult guardian.",
  "Our Fairfield venue has 9 screens, including the 280-seat Orbit MAX auditorium. Free parking is available for 3 hours with a validated ticket. Most sessions begin with about 20 minutes of advertising and trailers.",
  "The Sensory Screening program runs on the first Sunday of each month at 10am, with lights up and sound lowered. Orbit MAX reopens on 12 December 2026 after its refit. The venue manager is Daniel Okafor.",
];

export const CINEMA: Case[] = [
  {
    question: "How much would two adults and a child pay on a Saturday?",
    contexts: retrieved(SESSIONS, 1, 3),
    answer: [ok("Two adults and one child would come to $58.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "How much do I save going on a Tuesday as an adult?",
    contexts: SESSIONS,
    answer: [ok("Compared with the usual adult price, a Tuesday ticket saves you $9.50.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Is the Orbit Club worth it if I see two films a month?",
    contexts: SESSIONS,
    answer: [
      ok(
        "At the full adult price two tickets cost $43, so the $14.99 membership would save you $28.01 a month on those alone.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Can my 13-year-old see an MA15+ film on her own?",
    contexts: SESSIONS,
    answer: [ok("Not by herself, she'd need a parent or adult guardian to go in with her.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "What's the comfiest way to watch, and where do I park?",
    contexts: SESSIONS,
    answer: [
      ok(
        "A recliner adds $6 to each ticket, and parking is free for three hours if you get your ticket validated.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "How late can I get a refund?",
    contexts: SESSIONS,
    answer: [
      ok(
        "Refunds are possible until 120 minutes before your session begins; after that you can only swap the tickets.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Are there ads before the film?",
    contexts: SESSIONS,
    answer: [
      ok("Usually, yes: sessions typically open with around 20 minutes of ads and trailers."),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "When is the sensory session, and who runs the cinema?",
    contexts: SESSIONS,
    answer: [
      ok("Sensory Screenings are at 10am on the first Sunday of every month [6]."),
      ok("Daniel Okafor manages the venue [6]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Do you sell alcohol at the candy bar?",
    contexts: retrieved(SESSIONS, 2, 5),
    answer: [
      refuse(
        "What I have mentions the member discount on snacks but nothing about alcohol, so I can't tell you whether it's sold.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Do member tickets roll over?",
    contexts: SESSIONS,
    answer: [ok("Yes, for one month, and any you still haven't used expire after that.")],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "I'm a member and want a $10 popcorn. What do I pay?",
    contexts: retrieved(SESSIONS, 2, 4),
    answer: [ok("With your 20% member discount, that popcorn would cost you $8.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How big is Orbit MAX?",
    contexts: SESSIONS,
    answer: [
      bad("number", "Orbit MAX is our 320-seat auditorium, one of the 9 screens at Fairfield."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What do two adult recliner tickets cost?",
    contexts: SESSIONS,
    answer: [
      ok("A recliner costs $6 more per ticket than a standard seat."),
      bad("derivation", "Two adult recliner tickets come to $53."),
    ],
    kind: "derivation",
  },
  {
    question: "When does Orbit MAX reopen?",
    contexts: SESSIONS,
    answer: [bad("date", "Orbit MAX reopens on 19 December 2026 after its refit.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is the venue manager?",
    contexts: SESSIONS,
    answer: [bad("entity", "The Fairfield venue manager is Daniel Adeyemi.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I swap my tickets if it's too late for a refund?",
    contexts: SESSIONS,
    answer: [
      ok("Refunds are only given up to 2 hours before the session."),
      bad("negation", "After that, tickets cannot be exchanged either."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do films start right at the listed time?",
    contexts: SESSIONS,
    answer: [
      bad(
        "quantifier",
        "No, every session begins with about 20 minutes of advertising and trailers.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens to member tickets I don't use?",
    contexts: SESSIONS,
    answer: [
      bad("modal", "Unused member tickets will be carried over to the next month, then expire."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I bring my own food?",
    contexts: SESSIONS,
    answer: [
      bad("fabricated", "Outside food and drinks are allowed in every screen except Orbit MAX."),
      ok("Members also save 20% on snacks at the candy bar."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you have wheelchair spaces?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Yes, every screen has at least four wheelchair spaces with companion seating next to them.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "How much is a child ticket, and when is the sensory session?",
    contexts: SESSIONS,
    answer: [
      ok("A child ticket is $15 [1]."),
      miscite("The sensory session is held at 10am on the first Sunday of each month [5]."),
    ],
    kind: "citation",
  },
  {
    question: "Is there a discount on Tuesdays?",
    contexts: retrieved(SESSIONS, 1, 4),
    answer: [refuse("I'm sorry, I can't find anything about Tuesday discounts in what I have.")],
    kind: "over-refusal",
  },
];
