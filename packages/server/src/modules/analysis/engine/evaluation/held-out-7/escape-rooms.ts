import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const ROOMS = [
  "Lockstep Escape Rooms in Leeds has three rooms: The Vault (2-6 players, 60 minutes), Asylum Ward (3-8 players, 75 minutes) and The Heist Express (4-10 players, 60 minutes).",
  "Prices are per group: £72 for up to 4 players, then £15 for each extra player. Weekday games starting before 4 pm are £10 cheaper.",
  "Asylum Ward is not open to under-16s; in the other rooms, under-16s must play with an adult. Players should arrive 15 minutes before their slot.",
  "Bookings can be moved free of charge up to 48 hours before the game. A £20 deposit secures each booking and is not refunded if you cancel.",
  "Most groups use at least one of their three hints. Game masters may give an extra hint if a team is stuck. Our record for The Vault is 31 minutes, set by a team called Four Lost Keys.",
  "Our venue on Harrow Lane opens at 10 am daily, with the last game starting at 9 pm. It is closed on 25 and 26 December. Game master Jess Whitlow runs corporate bookings for groups of 12 or more.",
];

export const ESCAPE_ROOMS: Case[] = [
  {
    question: "How much for 6 of us?",
    contexts: retrieved(ROOMS, 2, 1, 4),
    answer: [ok("For six players the game costs £102.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "We're 6 people and want a 2 pm game on a Tuesday. What's the price?",
    contexts: ROOMS,
    answer: [ok("An early-afternoon weekday game for six comes to £92.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How much longer do we get in Asylum Ward than in The Vault?",
    contexts: ROOMS,
    answer: [ok("Asylum Ward gives you a quarter of an hour more than The Vault.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "Can my 14-year-old come into Asylum Ward with us?",
    contexts: ROOMS,
    answer: [ok("No, Asylum Ward is only for players aged 16 and over.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Will we need hints?",
    contexts: ROOMS,
    answer: [ok("Usually, yes: the majority of groups use one or more of their three hints.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Can we reschedule our booking?",
    contexts: retrieved(ROOMS, 4, 5),
    answer: [ok("Your booking can be moved at no cost until 48 hours before the game.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "What's the fastest time in The Vault, and when do you open?",
    contexts: ROOMS,
    answer: [
      ok("The Vault record is 31 minutes, held by Four Lost Keys [5]."),
      ok("We open every day at 10 am [6]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you have step-free access for a wheelchair?",
    contexts: [],
    answer: [refuse("I don't have any accessibility information to hand, sorry.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What time should we get there for a 7 pm slot?",
    contexts: ROOMS,
    answer: [ok("Aim to be there by 6:45 pm, a quarter of an hour before your slot.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question:
      "We're a team of 12 for a work event. Who do we talk to, and how big is your largest room?",
    contexts: ROOMS,
    answer: [
      ok(
        "Jess Whitlow handles corporate bookings for groups of 12 or more, and The Heist Express takes up to 10 players.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "How many can play The Vault?",
    contexts: ROOMS,
    answer: [
      say("Good news for small groups!"),
      ok("The Vault takes anywhere from two to six players."),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How much does each extra player cost?",
    contexts: ROOMS,
    answer: [bad("number", "Each player beyond the first 4 costs £18 extra.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much would 8 of us pay for Asylum Ward?",
    contexts: ROOMS,
    answer: [bad("derivation", "Eight players in Asylum Ward would pay £147 in total.")],
    kind: "derivation",
    tags: ["derivable-by-chance"],
  },
  {
    question: "Are you open over Christmas?",
    contexts: ROOMS,
    answer: [
      bad("date", "We're closed on 24 and 25 December, and otherwise open daily from 10 am."),
    ],
    kind: "date",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Who holds The Vault record?",
    contexts: ROOMS,
    answer: [
      bad("entity", "The Vault record of 31 minutes was set by a team called Lost Key Club."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do we get our deposit back if we cancel?",
    contexts: ROOMS,
    answer: [bad("negation", "Yes, the £20 deposit is refunded if you cancel.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do teams usually need hints?",
    contexts: ROOMS,
    answer: [bad("quantifier", "Every group uses at least one of its three hints.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What if we get completely stuck?",
    contexts: ROOMS,
    answer: [bad("modal", "If your team is stuck, the game master will give you an extra hint.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What's The Heist Express like?",
    contexts: ROOMS,
    answer: [
      ok("The Heist Express takes 4 to 10 players and lasts an hour."),
      bad("fabricated", "It's our hardest room, with fewer than one team in five escaping."),
    ],
    kind: "fabricated",
  },
  {
    question: "How long is The Vault?",
    contexts: [],
    answer: [bad("empty-context", "The Vault lasts 45 minutes.")],
    kind: "empty-context",
  },
  {
    question: "How much is it for 4 of us, and when should we arrive?",
    contexts: ROOMS,
    answer: [
      ok("Up to four players pay £72 as a group [2]."),
      miscite("Please arrive 15 minutes before your slot [4]."),
    ],
    kind: "citation",
  },
  {
    question: "Can we move our booking to next week?",
    contexts: retrieved(ROOMS, 4, 2),
    answer: [refuse("I'm afraid I can't find anything about changing bookings.")],
    kind: "over-refusal",
  },
];
