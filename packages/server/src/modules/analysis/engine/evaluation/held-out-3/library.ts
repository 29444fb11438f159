import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const LOANS = [
  "Adult members can borrow up to 15 items at a time.",
  "Books are lent for 21 days and DVDs for 7 days.",
  "Items can be renewed twice online unless another member has reserved them.",
  "Children's books never incur overdue fines.",
];

const FINES = [
  "Overdue adult books are fined 25p per day, up to a maximum of £6 per item.",
  "Members who owe more than £10 cannot borrow until the balance is paid.",
  "Lost items are charged at their replacement cost plus a £3 processing fee.",
];

const DIGITAL = [
  "Members can borrow e-books and audiobooks through the Libby app.",
  "Digital loans return themselves automatically after 14 days, so they never incur fines.",
  "Each member can hold up to 10 digital reservations at once.",
  "The digital newspaper service PressReader is available to all members from home.",
];

const ROOMS = [
  "Study rooms at the Central Library can be booked for up to 3 hours per day.",
  "Bookings open 14 days ahead and must be made with a library card number.",
  "Rooms not claimed within 15 minutes of the start time are released to other users.",
];

const EVENTS = [
  "The author talk with Hilary Osei takes place on 9 May 2027 at 18:30 in the Central Library.",
  "Tickets are free but must be reserved online.",
  "The talk will be followed by a book signing.",
];

const JOINING = [
  "Anyone who lives, works or studies in the borough can join for free.",
  "New members need a photo ID and a proof of address dated within the last 3 months.",
  "Children under 16 need a parent or guardian to sign their application.",
];

export const LIBRARY: Case[] = [
  {
    question: "How many books can I take out?",
    contexts: LOANS,
    answer: [ok("As an adult member you may have as many as fifteen items out at once.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How long can I keep a book compared with a DVD?",
    contexts: LOANS,
    answer: [
      ok(
        "You get three weeks with a book but only one week with a DVD, so books stay out 14 days longer.",
      ),
    ],
    kind: null,
    tags: ["unit", "derived"],
  },
  {
    question: "Will my kid be fined for a late picture book?",
    contexts: LOANS,
    answer: [ok("No, overdue fines are never charged on children's books.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "What's the most I can be fined for one late book?",
    contexts: FINES,
    answer: [
      ok(
        "Fines build up at 25p a day but stop at £6 for each item, which is reached after 24 days.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "I lost a book. What will it cost?",
    contexts: FINES,
    answer: [
      ok("You'll pay whatever it costs to replace the book, with a £3 processing fee added on."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Can I get fined for a late e-book?",
    contexts: DIGITAL,
    answer: [
      ok(
        "No; e-books and audiobooks borrowed in Libby go back on their own after two weeks, so there is nothing to be late with.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap", "merged"],
  },
  {
    question: "Can I book a study room for the afternoon?",
    contexts: ROOMS,
    answer: [
      ok("You can book a room at the Central Library for at most three hours a day [1]."),
      ok(
        "Arrive on time, as a room nobody claims within a quarter of an hour is given to someone else [3].",
      ),
    ],
    kind: null,
    tags: ["citation", "unit", "spelled-number"],
  },
  {
    question: "How far ahead can I book a room?",
    contexts: ROOMS,
    answer: [
      ok("Rooms can be reserved up to a fortnight in advance, using your library card number."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "What's on with Hilary Osei?",
    contexts: EVENTS,
    answer: [
      say("Here are the details."),
      ok(
        "Hilary Osei is giving a free author talk at the Central Library at 6:30 pm on 9 May 2027, with a signing afterwards; you'll need to reserve a ticket online.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit", "reordered"],
  },
  {
    question: "What do I need to bring to sign up?",
    contexts: JOINING,
    answer: [
      ok(
        "Bring photo ID and something showing your address that is no more than three months old.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "Does the library have a 3D printer?",
    contexts: [],
    answer: [
      refuse(
        "I don't have anything on the library's equipment, so I can't tell you about a 3D printer.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How much is the overdue fine?",
    contexts: FINES,
    answer: [
      bad("number", "Overdue adult books are fined 20p per day, up to a maximum of £6 per item."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "After how many days does a late book reach the maximum fine?",
    contexts: FINES,
    answer: [bad("derivation", "A late book reaches the £6 maximum after 20 days.")],
    kind: "derivation",
  },
  {
    question: "When is the Hilary Osei talk?",
    contexts: EVENTS,
    answer: [
      bad(
        "date",
        "The author talk with Hilary Osei takes place on 16 May 2027 at 18:30 in the Central Library.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Which app do I use for e-books?",
    contexts: DIGITAL,
    answer: [bad("entity", "Members can borrow e-books and audiobooks through the BorrowBox app.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "I owe £12. Can I still borrow?",
    contexts: FINES,
    answer: [
      bad(
        "negation",
        "Yes, members who owe more than £10 can still borrow while the balance is unpaid.",
      ),
    ],
    kind: "negation",
  },
  {
    question: "Can I read PressReader at home?",
    contexts: DIGITAL,
    answer: [
      bad(
        "quantifier",
        "The digital newspaper service PressReader is available to some members from home.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need to book a ticket for the talk?",
    contexts: EVENTS,
    answer: [bad("modal", "Tickets are free and may be reserved online.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I renew my books?",
    contexts: LOANS,
    answer: [
      ok("You can renew online twice, as long as no one else has reserved the item."),
      bad("fabricated", "Renewals can also be made by phone during opening hours."),
    ],
    kind: "fabricated",
  },
  {
    question: "How long can I borrow a DVD for?",
    contexts: [],
    answer: [bad("empty-context", "DVDs can be borrowed for 10 days.")],
    kind: "empty-context",
  },
  {
    question: "Who can join, and does my son need anything?",
    contexts: JOINING,
    answer: [
      ok("Membership is free for anyone who lives, works or studies in the borough [1]."),
      miscite("If he's under 16, a parent or guardian has to sign his application [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How many digital reservations can I have?",
    contexts: DIGITAL,
    answer: [
      refuse("Sorry, I can't find a limit on digital reservations in the information I have."),
    ],
    kind: "over-refusal",
  },
];
