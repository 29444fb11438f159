import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const KEYLINE = [
  "Keyline Locksmiths offers a 24-hour emergency lockout service across the city. The call-out fee is £65 between 8am and 6pm on weekdays and £95 at night, at weekends and on bank holidays.",
  "Our target response time for emergencies is 45 minutes, though most jobs are reached within 30 minutes. Non-emergency appointments are booked 2 to 5 working days ahead.",
  "Labour after the first 30 minutes on site is charged at £15 per quarter hour. Non-destructive entry is attempted first, and the lock is only drilled if that fails.",
  "A standard euro cylinder lock replacement costs £85 fitted, and an anti-snap cylinder costs £120 fitted. All locks we fit carry a 12-month guarantee.",
  "Before opening any door, our locksmiths must see proof that you live at the property, such as a driving licence or a utility bill. We may refuse entry if no proof can be shown.",
  "Keyline was founded in 2009 by master locksmith Adrian Kowalski and is a member of the Master Locksmiths Association. We accept card payments on site but not cheques.",
];

export const LOCKSMITH: Case[] = [
  {
    question:
      "I'm locked out at 11pm on a Tuesday. What will it cost and how quickly can you get here?",
    contexts: KEYLINE,
    answer: [
      ok("At 11pm the night rate applies, so the call-out fee is £95."),
      ok(
        "We aim to reach you within three quarters of an hour, and most jobs are reached within half an hour.",
      ),
      ok(
        "Please have proof you live there ready, such as a driving licence or a utility bill, because the locksmith has to see it before opening the door.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit", "derived"],
  },
  {
    question: "How much more is an anti-snap cylinder, and is there a guarantee?",
    contexts: retrieved(KEYLINE, 4, 1, 6),
    answer: [
      ok("Fitted, an anti-snap cylinder costs £35 more than a standard euro cylinder."),
      ok("Whichever you choose, it comes with a guarantee for a year."),
    ],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "If a weekday daytime lockout takes an hour on site, what would I pay in total?",
    contexts: KEYLINE,
    answer: [
      ok("A weekday daytime call-out costs £65."),
      ok(
        "The first half hour on site isn't charged as labour, but the second half hour is two quarter hours at £15 each, adding £30.",
      ),
      ok("So an hour-long daytime job would come to £95 altogether."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Are you going to drill my lock?",
    contexts: KEYLINE,
    answer: [
      ok("Only as a last resort."),
      ok(
        "The locksmith will try to get you in without damaging anything first, and drilling happens only if that doesn't work.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Can I pay by cheque, and are you properly qualified?",
    contexts: KEYLINE,
    answer: [
      ok("Cheques aren't accepted, but you can pay by card while the locksmith is with you."),
      ok(
        "Keyline belongs to the Master Locksmiths Association, and master locksmith Adrian Kowalski set it up in 2009.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question:
      "I need a lock changed but it isn't urgent. When can you come, and what does it cost?",
    contexts: KEYLINE,
    answer: [
      ok("For non-emergency work we can book you in between two and five working days ahead."),
      ok("Replacing a standard euro cylinder costs £85, including fitting."),
      say("Just let us know a day that suits."),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What's the call-out fee at night, and what proof do I need?",
    contexts: KEYLINE,
    answer: [
      ok("At night, at weekends and on bank holidays the call-out costs £95 [1]."),
      ok("You'll need to show you live at the property, for example with a utility bill [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you fit smart locks?",
    contexts: retrieved(KEYLINE, 4, 6),
    answer: [
      refuse("I can't find anything about smart locks in Keyline's information."),
      say("The team will be able to tell you if you give them a ring."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How fast do you normally turn up?",
    contexts: KEYLINE,
    answer: [
      ok("Usually within half an hour, which is how quickly most jobs are reached."),
      ok("Our target for emergencies is 45 minutes."),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question:
      "It's Saturday and I'm locked out. If you have to drill the lock and fit an anti-snap cylinder within half an hour, what will I pay?",
    contexts: KEYLINE,
    answer: [
      ok("On a Saturday the higher call-out fee of £95 applies."),
      ok(
        "Add the anti-snap cylinder at £120 fitted, with no labour charge inside the first half hour, and you'd pay £215.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Is there a guarantee on the work?",
    contexts: KEYLINE,
    answer: [
      ok("Yes, every lock we fit is guaranteed for twelve months."),
      ok("It's fitted by a team that master locksmith Adrian Kowalski founded."),
    ],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "What does a daytime call-out cost?",
    contexts: KEYLINE,
    answer: [
      ok("We cover the whole city around the clock."),
      bad("number", "Between 8am and 6pm on weekdays the call-out fee is £75."),
      ok("At night and at weekends it's £95."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "A weekday daytime lockout took 45 minutes on site. What do I owe?",
    contexts: KEYLINE,
    answer: [
      ok("The weekday daytime call-out is £65."),
      ok("Labour beyond the first 30 minutes is £15 a quarter hour."),
      bad("derivation", "For 45 minutes on site, that comes to £110 altogether."),
    ],
    kind: "derivation",
    tags: ["high-overlap", "derivable-by-chance"],
  },
  {
    question: "How long has Keyline been around?",
    contexts: KEYLINE,
    answer: [
      bad("date", "Keyline was founded in 2012 by master locksmith Adrian Kowalski."),
      ok("It's a member of the Master Locksmiths Association."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who runs Keyline?",
    contexts: KEYLINE,
    answer: [
      ok("Keyline is a member of the Master Locksmiths Association."),
      bad("entity", "It was founded by master locksmith Adrian Nowak."),
      ok("You can pay by card on site."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need to show ID when you let me in?",
    contexts: KEYLINE,
    answer: [
      ok("We'll always try to get in without damaging the lock first."),
      bad(
        "negation",
        "Our locksmiths don't need to see proof that you live at the property before opening a door.",
      ),
      ok("Card payments are taken on site."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will you be here within half an hour?",
    contexts: KEYLINE,
    answer: [
      ok("Our target response time for emergencies is 45 minutes."),
      bad("quantifier", "In practice, every job is reached within 30 minutes."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What if I can't prove I live at the house?",
    contexts: retrieved(KEYLINE, 5, 3),
    answer: [
      ok(
        "Our locksmiths have to see proof that you live at the property before they open any door.",
      ),
      ok("A driving licence or a utility bill would do."),
      bad("modal", "If you can't show any proof, we will refuse entry."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can you cut me some spare keys while you're here?",
    contexts: KEYLINE,
    answer: [
      ok("We can replace a standard euro cylinder for £85 fitted."),
      bad("fabricated", "Spare keys for it are cut on site for £6 each."),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "Do you open locked cars?",
    contexts: [],
    answer: [
      bad("empty-context", "Yes, we open locked cars too, with a call-out fee of £70."),
      say("Give us a ring whenever you need us."),
    ],
    kind: "empty-context",
  },
  {
    question: "What do new cylinders cost, and is labour extra?",
    contexts: KEYLINE,
    answer: [
      ok("A standard euro cylinder is £85 fitted, and an anti-snap one is £120 [4]."),
      miscite("After the first half hour on site, labour is £15 per quarter hour [1]."),
      ok("Every lock we fit has a guarantee of a year [4]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "How much is the night call-out?",
    contexts: retrieved(KEYLINE, 1, 2, 5),
    answer: [
      refuse("I'm sorry, I can't find Keyline's night-time prices in what I have."),
      say("It's best to ring the team directly."),
    ],
    kind: "over-refusal",
  },
];
