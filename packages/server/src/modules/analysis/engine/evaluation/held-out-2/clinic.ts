import { bad, type Case, miscite, ok, refuse, say } from "./build";

const APPOINTMENTS = [
  "New patients should arrive 15 minutes before their first appointment to complete registration.",
  "Appointments cancelled with less than 24 hours' notice incur a $40 fee. Patients who miss 3 appointments in a year are discharged from the practice.",
  "Dr. Priya Raman sees patients on Mondays and Thursdays; Dr. Tomasz Nowak covers Tuesdays, Wednesdays and Fridays.",
];

const PRESCRIPTIONS = [
  "Repeat prescriptions can be requested through the patient portal and are ready for collection after 2 working days.",
  "Controlled medicines are not available on repeat and need a review with a GP each time.",
  "Prescriptions can be sent electronically to any pharmacy the patient nominates.",
];

const FLU = [
  "The flu vaccination clinic runs from October 6 to November 28 at the Elm Street site.",
  "The vaccine is free for patients aged 65 and over, pregnant patients and children aged 2 to 3.",
  "Everyone else can book a vaccination for $25.",
];

const RESULTS = [
  "Blood test results are usually available within 5 working days and are released to the patient portal once a doctor has reviewed them.",
  "Patients can request a full copy of their medical records free of charge; the clinic must respond within one month.",
  "Fasting blood tests require no food for 12 hours beforehand; water is allowed.",
];

const OPENING = [
  "The clinic is open 8:00 to 18:30 Monday to Friday and 9:00 to 12:00 on Saturdays.",
  "Outside these hours, patients should call the out-of-hours service on 111.",
  "The Elm Street site has step-free access and 4 disabled parking bays.",
];

export const CLINIC: Case[] = [
  {
    question: "What time should I arrive for my first visit?",
    contexts: APPOINTMENTS,
    answer: [
      ok(
        "As a new patient you're expected a quarter of an hour ahead of your first appointment, so registration can be completed.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Which doctor is in on Wednesday?",
    contexts: APPOINTMENTS,
    answer: [ok("Wednesdays are covered by Dr. Tomasz Nowak.")],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "How long does a repeat prescription take?",
    contexts: PRESCRIPTIONS,
    answer: [
      ok(
        "Once you've asked for it through the portal, a repeat prescription can be picked up two working days later.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Can I get my controlled medication on repeat?",
    contexts: PRESCRIPTIONS,
    answer: [
      ok(
        "No repeat option exists for controlled medicines, so a GP has to review them every time.",
      ),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Is the flu jab free for my 2-year-old?",
    contexts: FLU,
    answer: [ok("Yes, children aged two and three get the flu vaccine at no charge.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How long does the flu clinic run?",
    contexts: FLU,
    answer: [ok("The Elm Street flu clinic is on from 6 October until 28 November.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "When will I see my blood results?",
    contexts: RESULTS,
    answer: [
      ok("Results normally come through within five working days [1]."),
      ok("A doctor looks at them before they show up in your portal [1]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Do I have to pay for a copy of my records?",
    contexts: RESULTS,
    answer: [
      ok(
        "A complete copy of your records costs nothing, and the clinic has to reply within a month.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How many hours is the clinic open on a weekday?",
    contexts: OPENING,
    answer: [ok("On weekdays the clinic is open for ten and a half hours, from 8:00 to 18:30.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Do you offer home visits?",
    contexts: OPENING,
    answer: [
      refuse(
        "The information I have about the clinic doesn't mention home visits, so I can't confirm whether they're offered.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the late cancellation fee?",
    contexts: APPOINTMENTS,
    answer: [bad("number", "Cancelling with less than 24 hours' notice costs $45.")],
    kind: "number",
  },
  {
    question: "How much would flu jabs cost for me and my husband? We're both 40.",
    contexts: FLU,
    answer: [
      ok("Anyone outside the free groups pays $25 per vaccination."),
      bad("derivation", "For the two of you together it would come to $45."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the flu clinic start?",
    contexts: FLU,
    answer: [bad("date", "The flu clinic at Elm Street opens on October 16.")],
    kind: "date",
  },
  {
    question: "Who do I see on a Thursday?",
    contexts: APPOINTMENTS,
    answer: [bad("entity", "On Thursdays you'll see Dr. Tomasz Nowak.")],
    kind: "entity",
    tags: ["in-context-swap", "high-overlap"],
  },
  {
    question: "Can I drink water before a fasting blood test?",
    contexts: RESULTS,
    answer: [
      bad("negation", "Water is not allowed during the 12 hours before a fasting blood test."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Can I use any pharmacy?",
    contexts: PRESCRIPTIONS,
    answer: [
      bad("quantifier", "Prescriptions can only be sent electronically to some pharmacies."),
    ],
    kind: "quantifier",
  },
  {
    question: "Is there parking at Elm Street?",
    contexts: OPENING,
    answer: [
      ok("The Elm Street site has four disabled parking bays and step-free access."),
      bad("fabricated", "Free visitor parking is also available behind the building."),
    ],
    kind: "fabricated",
  },
  {
    question: "How do I register as a new patient?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "New patients can register online by uploading a photo ID and proof of address.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "When are you open on Saturday, and what if I need a doctor after hours?",
    contexts: OPENING,
    answer: [
      ok("On Saturdays the clinic opens from 9:00 to 12:00 [1]."),
      miscite("After hours, the out-of-hours service is reachable on 111 [3]."),
    ],
    kind: "citation",
  },
  {
    question: "What happens if I miss appointments?",
    contexts: APPOINTMENTS,
    answer: [
      refuse("I'm afraid I can't find the clinic's policy on missed appointments."),
      say("Could you call reception to ask?"),
    ],
    kind: "over-refusal",
  },
];
