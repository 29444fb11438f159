import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SWEEP = [
  "Sootworthy Sweeps charges £65 to sweep an open fire chimney and £75 for a wood burner or multi-fuel stove. Each additional flue at the same address costs £40. Every sweep includes a smoke draw test.",
  "A certificate of sweeping is issued after every sweep and is accepted by most home insurers. Landlords can have a certificate for letting purposes at no extra charge. Certificates are emailed within 48 hours.",
  "Sweeping is recommended at least twice a year when burning wood and once a year for smokeless fuel. Bird guards are fitted for £95 including the guard, and cowls from £120. Nest removal costs £85 and cannot be done between 1 March and 31 August, when nesting birds are protected.",
  "The standard call-out area covers Ludlow and villages within 12 miles. Beyond that, travel is charged at £1.50 for each extra mile, up to a maximum distance of 30 miles. Master sweep Callum Reid carries out most visits himself.",
  "Appointments run Monday to Saturday from 8am, and a sweep usually takes about an hour. Fires should be left to go out 12 hours before the visit, with 1 metre cleared around the fireplace. Bookings are taken by the office manager, Nadia Brook, on 01584 877 210.",
  "Cancellations with less than 24 hours' notice are charged £30. A CCTV flue inspection costs £110, or £80 when booked with a sweep. Sootworthy is HETAS approved and carries £5 million public liability insurance.",
];

export const CHIMNEY_SWEEP: Case[] = [
  {
    question: "I've got two wood burners in the same house. What would it cost to sweep both?",
    contexts: SWEEP,
    answer: [ok("Both would come to £115, as the second flue is charged at £40.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What would sweeping my wood burner plus a CCTV inspection cost?",
    contexts: SWEEP,
    answer: [
      ok("Together that's £155, since the inspection drops to £80 when it's booked with a sweep."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "I live 20 miles from Ludlow. Is there a travel charge?",
    contexts: retrieved(SWEEP, 4, 1),
    answer: [ok("Yes, you're 8 miles past the 12-mile area, so travel would add £12.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How long does a sweep take?",
    contexts: SWEEP,
    answer: [ok("A typical sweep takes roughly sixty minutes.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "How often should I have my stove swept if I burn logs?",
    contexts: SWEEP,
    answer: [ok("If you burn wood, every six months at the very least is recommended.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Can you remove a bird's nest in April?",
    contexts: SWEEP,
    answer: [
      ok(
        "No, nests can't be removed from 1 March to 31 August, while nesting birds are protected [3].",
      ),
      ok("Outside those months, removal costs £85 [3]."),
    ],
    kind: null,
    tags: ["citation", "low-overlap"],
  },
  {
    question: "What do I need to do before you arrive, and who do I book with?",
    contexts: SWEEP,
    answer: [
      ok(
        "Let the fire go out twelve hours beforehand and clear a metre around the fireplace, and book through Nadia Brook in the office.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "paraphrase"],
  },
  {
    question: "Do you sell firewood?",
    contexts: retrieved(SWEEP, 1, 6),
    answer: [refuse("I can't find anything about selling firewood in the details I have, sorry.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Do you sweep gas fire flues?",
    contexts: [],
    answer: [refuse("I don't have any information about gas fires, so I can't say.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Will my insurer accept your certificate?",
    contexts: SWEEP,
    answer: [
      say("Hi there!"),
      ok(
        "Most home insurers accept the certificate you get after each sweep, and it's emailed to you within two days.",
      ),
      say("Anything else I can help with?"),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Who will actually sweep my chimney?",
    contexts: SWEEP,
    answer: [ok("Most visits are made by Callum Reid, the master sweep, himself.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  // Planted.
  {
    question: "How much is a bird guard?",
    contexts: SWEEP,
    answer: [
      bad("number", "Bird guards are fitted for £90 including the guard, and cowls from £120."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "I have three open fires at one address. What would sweeping all three cost?",
    contexts: SWEEP,
    answer: [
      ok("The first open fire is £65, and each extra flue is £40."),
      bad("derivation", "So all three would cost £155."),
    ],
    kind: "derivation",
    tags: ["derivable-by-chance"],
  },
  {
    question: "When can't you remove nests?",
    contexts: SWEEP,
    answer: [
      bad(
        "date",
        "Nest removal can't be done between 1 March and 31 July, while birds are nesting.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who takes bookings?",
    contexts: SWEEP,
    answer: [
      bad("entity", "Bookings are taken by the office manager, Callum Reid, on 01584 877 210."),
    ],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Do I get a certificate after every sweep?",
    contexts: SWEEP,
    answer: [
      bad(
        "negation",
        "A certificate of sweeping is not issued after every sweep, only on request.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will my home insurer accept the certificate?",
    contexts: SWEEP,
    answer: [
      bad("quantifier", "The certificate is accepted by all home insurers."),
      ok("It's emailed within two days of the sweep."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "How often do I have to get the chimney swept?",
    contexts: SWEEP,
    answer: [
      bad("modal", "Chimneys burning wood must be swept at least twice a year."),
      ok("For smokeless fuel, once a year is recommended."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What's included in a sweep?",
    contexts: SWEEP,
    answer: [
      ok("A smoke draw test comes with every sweep."),
      bad("fabricated", "The sweep also checks your carbon monoxide alarm on every visit."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much does Sootworthy charge for a wood burner?",
    contexts: [],
    answer: [bad("empty-context", "Sootworthy Sweeps charges £70 to sweep a wood burner.")],
    kind: "empty-context",
  },
  {
    question: "What does a late cancellation cost, and are you insured?",
    contexts: SWEEP,
    answer: [
      ok("Cancelling with under 24 hours' notice costs £30 [6]."),
      miscite("There's £5 million of public liability cover in place [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How far will you travel?",
    contexts: retrieved(SWEEP, 4, 5),
    answer: [
      refuse("Sorry, I can't see how far the sweeps will travel in the information I have."),
    ],
    kind: "over-refusal",
  },
];
