import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const STUDIOS = [
  "Studio A at Foundry Lane Studios rents for $85 per hour or $600 for a 10-hour day, engineer included. Studio B, our smaller overdub room, is $45 per hour without an engineer.",
  "Bookings require a 50% deposit, which is refundable if you cancel at least 7 days before the session. Cancellations inside 7 days forfeit the deposit.",
  "Our house engineer, Dana Whitlock, handles most Studio A sessions. Clients may bring their own engineer for Studio B at no extra charge.",
  "The live room fits a full band of up to 8 players and has a Steinway B grand piano, tuned before every booking. Drum kits and guitar amps are provided; cymbals are not.",
  "Mixing is billed at $70 per hour, and mastering costs $120 per song. Session files are kept on our servers for 90 days after your last booking and may be deleted after that.",
  "We're open 10am to 2am every day except 24 and 25 December, at 418 Foundry Lane, Nashville. Parking is free for two vehicles per session.",
];

export const RECORDING_STUDIO: Case[] = [
  {
    question: "Is the day rate in Studio A actually cheaper than paying by the hour?",
    contexts: STUDIOS,
    answer: [
      ok("Yes, the $600 day rate saves you $250 compared with ten hours at the hourly price."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What deposit do I pay for a full day in Studio A?",
    contexts: retrieved(STUDIOS, 1, 2, 5),
    answer: [ok("A full day in Studio A would need a $300 deposit.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "We've got a 12-track album to master. Ballpark?",
    contexts: STUDIOS,
    answer: [ok("Mastering all twelve songs would run you $1,440."), say("Congrats on the album!")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "If the singer gets sick, do we lose our money?",
    contexts: STUDIOS,
    answer: [
      ok(
        "Not if you call it off a week or more ahead; you'd get the deposit back then, but any later and it's gone.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "unit"],
  },
  {
    question: "What's in the live room?",
    contexts: STUDIOS,
    answer: [
      ok(
        "It holds a band of up to eight, there's a Steinway B grand that gets tuned before each session, and drum kits and guitar amps are there for you.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How much is Studio B, and how long do you keep my files?",
    contexts: STUDIOS,
    answer: [
      ok("Studio B costs $45 an hour, with no engineer [1]."),
      ok("Your session files stay on our servers for 90 days after your last booking [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can I use my own engineer?",
    contexts: retrieved(STUDIOS, 3, 1),
    answer: [ok("In Studio B your own engineer is welcome, and there's no extra charge for it.")],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "Who'll be engineering my session in Studio A?",
    contexts: STUDIOS,
    answer: [ok("Most likely Dana Whitlock, our house engineer, who runs most Studio A sessions.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How many hours a day are you open?",
    contexts: STUDIOS,
    answer: [ok("The studio is open 16 hours a day, from 10 in the morning until 2 at night.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "Do you have an isolated vocal booth with Auto-Tune set up?",
    contexts: retrieved(STUDIOS, 4, 1),
    answer: [
      refuse(
        "I couldn't find anything about a vocal booth or Auto-Tune in our studio details, so I'd check with the team before booking.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Parking?",
    contexts: STUDIOS,
    answer: [ok("Free, for up to two cars each session.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "What does Studio A cost?",
    contexts: STUDIOS,
    answer: [
      bad(
        "number",
        "Studio A is $95 an hour or $600 for a 10-hour day, and that includes an engineer.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would four hours of mixing cost?",
    contexts: STUDIOS,
    answer: [
      ok("Mixing is charged at $70 an hour."),
      bad("derivation", "Four hours of mixing would come to $320."),
    ],
    kind: "derivation",
  },
  {
    question: "Are you open over Christmas?",
    contexts: STUDIOS,
    answer: [
      bad("date", "We're closed on 25 and 26 December, and open 10am to 2am the rest of the year."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who's your house engineer?",
    contexts: STUDIOS,
    answer: [
      bad("entity", "Our house engineer is Dana Whitfield, who handles most Studio A sessions."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do we need to bring cymbals?",
    contexts: STUDIOS,
    answer: [
      ok("Drum kits and guitar amps are provided."),
      bad("negation", "Cymbals are provided too, so you can leave yours at home."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will Dana engineer my Studio A day?",
    contexts: STUDIOS,
    answer: [bad("quantifier", "Yes, Dana Whitlock handles all Studio A sessions.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens to my files after the project?",
    contexts: retrieved(STUDIOS, 5, 2),
    answer: [
      ok("We keep session files for 90 days after your last booking."),
      bad("modal", "They will be deleted after that."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you have student rates?",
    contexts: STUDIOS,
    answer: [bad("fabricated", "Students with a valid ID get 15% off Studio B bookings.")],
    kind: "fabricated",
  },
  {
    question: "How much is Studio A per hour?",
    contexts: [],
    answer: [bad("empty-context", "Studio A costs $90 an hour, engineer included.")],
    kind: "empty-context",
  },
  {
    question: "What do mixing and the live room offer?",
    contexts: STUDIOS,
    answer: [ok("Mixing is $70 an hour [5]."), miscite("The live room fits up to 8 players [6].")],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a piano in the studio?",
    contexts: STUDIOS,
    answer: [refuse("I'm not able to find whether the studio has a piano, sorry.")],
    kind: "over-refusal",
  },
];
