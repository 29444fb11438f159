import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four claims, so a planted error sits among true sentences.

const ARDMORE = [
  "An eye examination at Ardmore Opticians costs €45 and takes about 30 minutes. Children under 16 and adults over 65 are examined free of charge. We recommend an eye test every 2 years, or every year if you have diabetes.",
  "Single-vision glasses start at €89 including lenses; varifocals start at €249. Anti-glare coating adds €35 to any pair, and a second pair bought at the same time is half price.",
  "Contact lens fittings cost €60 and include a 2-week trial. Monthly lenses on our direct-debit plan cost €22 a month, and daily lenses cost €38 a month.",
  "Most glasses are ready for collection within 7 working days; varifocals take up to 12 working days. Repairs to frames may be done while you wait.",
  "If you can't get used to new varifocals, we will remake them free of charge within 90 days of collection. Frames carry a 1-year guarantee against manufacturing faults.",
  "Our optometrists are Niamh Keane and Conor Walsh. The Eyre Square branch is open Monday to Saturday, 9am to 6pm, and until 8pm on Thursdays. Appointments can be made on 091 555 382. The branch closes for refurbishment from 14 to 18 June 2027.",
];

export const OPTICIAN: Case[] = [
  {
    question: "What would varifocals with anti-glare cost, and how long will they take?",
    contexts: ARDMORE,
    answer: [
      ok(
        "Varifocals start at €249, so with the €35 anti-glare coating you're looking at €284 or more.",
      ),
      ok("They can take as long as 12 working days before they're ready to pick up."),
      ok(
        "If you find you can't get on with them, we'll make them again at no charge within 90 days of collection.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "paraphrase"],
  },
  {
    question: "My mum is 70 and I'm 40. What will two eye tests cost us?",
    contexts: ARDMORE,
    answer: [
      ok("Your mum's test is free because she's over 65, so you'd only pay €45 for yours."),
      ok("Each test takes around half an hour."),
    ],
    kind: null,
    tags: ["derived", "unit", "low-overlap"],
  },
  {
    question: "How do daily and monthly lenses compare over a year?",
    contexts: retrieved(ARDMORE, 3, 2),
    answer: [
      ok("Monthly lenses on the direct-debit plan come to €264 a year, and daily lenses to €456."),
      ok("So dailies cost €192 more over twelve months."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "I'm diabetic. How often should I have my eyes checked, and what does it cost?",
    contexts: ARDMORE,
    answer: [
      ok("With diabetes, we'd suggest having your eyes tested once a year rather than every two."),
      ok("A test is €45, unless you're under 16 or over 65, in which case it's free."),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "What does a contact lens fitting involve?",
    contexts: ARDMORE,
    answer: [
      ok("A fitting costs €60 and comes with a two-week trial [3]."),
      ok("After that, monthly lenses on direct debit are €22 a month [3]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Do you do laser eye surgery?",
    contexts: retrieved(ARDMORE, 2, 3, 4),
    answer: [
      refuse(
        "I can't see laser eye surgery mentioned anywhere in the information I have, so I can't tell you whether it's offered.",
      ),
      say("Sorry I can't be more help."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can you fix my frame, and when are you open late?",
    contexts: ARDMORE,
    answer: [
      ok(
        "Frame repairs can sometimes be done while you wait, and on Thursdays we stay open until 8pm.",
      ),
      ok("If the frame has a manufacturing fault in its first year, the guarantee covers it."),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Who will do my eye test, and how do I book?",
    contexts: ARDMORE,
    answer: [
      ok(
        "Your eye test will be carried out by one of our optometrists, Niamh Keane or Conor Walsh.",
      ),
      ok("You can book an appointment by calling 091 555 382."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How long until my new glasses are ready?",
    contexts: retrieved(ARDMORE, 4, 5),
    answer: [
      ok("Glasses are usually ready to collect within seven working days."),
      ok("If they're varifocals, allow up to twelve."),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "If I buy two pairs of single-vision glasses together, how much would that be?",
    contexts: ARDMORE,
    answer: [
      ok(
        "Single-vision pairs start at €89, and you get the second one for half price when you buy them together.",
      ),
      ok("That means two pairs would start at €133.50."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Are you open on Saturdays? I was thinking of coming in mid-June.",
    contexts: ARDMORE,
    answer: [
      ok("Yes, on Saturdays we're open from 9am until 6pm."),
      ok(
        "Just be aware that the branch will be shut for refurbishment between 14 and 18 June 2027.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Tell me about your eye tests.",
    contexts: ARDMORE,
    answer: [
      ok("An eye test with us takes around 30 minutes."),
      bad("number", "It costs €55, though children under 16 and adults over 65 are seen for free."),
      ok("We recommend coming back every two years."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would single-vision glasses with anti-glare cost?",
    contexts: ARDMORE,
    answer: [
      ok("Single-vision glasses start at €89, lenses included."),
      bad("derivation", "With the €35 anti-glare coating, that's at least €114."),
      ok("A second pair bought at the same time would be half price."),
    ],
    kind: "derivation",
  },
  {
    question: "Will you be open in the summer?",
    contexts: ARDMORE,
    answer: [
      ok(
        "We're open Monday to Saturday from 9am to 6pm, with late opening until 8pm on Thursdays.",
      ),
      bad("date", "The branch closes for refurbishment from 14 to 18 July 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who are your optometrists?",
    contexts: ARDMORE,
    answer: [
      bad("entity", "Our optometrists are Niamh Walsh and Conor Keane."),
      ok("You can book with either of them on 091 555 382."),
    ],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "What if I can't get used to my varifocals?",
    contexts: ARDMORE,
    answer: [
      ok("Varifocals can take up to 12 working days to make."),
      bad(
        "negation",
        "Unfortunately, varifocals you can't get used to are not remade free of charge.",
      ),
      ok("Frames do carry a one-year guarantee against manufacturing faults."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How long will my glasses take?",
    contexts: ARDMORE,
    answer: [
      bad("quantifier", "All glasses are ready for collection within 7 working days."),
      ok("If a frame needs repairing, that may be done while you wait."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Can you repair my frame today?",
    contexts: ARDMORE,
    answer: [
      bad("modal", "Frame repairs will be done while you wait."),
      ok("We're open until 6pm, or until 8pm on a Thursday."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Are contact lenses expensive?",
    contexts: ARDMORE,
    answer: [
      ok("A contact lens fitting is €60, including a two-week trial."),
      ok("Daily lenses cost €38 a month."),
      bad("fabricated", "Your first month of lenses is free when you join the direct-debit plan."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much are varifocals?",
    contexts: [],
    answer: [
      bad("empty-context", "Varifocals start at €249, and anti-glare coating is €35 extra."),
      say("Let me know if you'd like to book a fitting."),
    ],
    kind: "empty-context",
  },
  {
    question: "How much are glasses, and is there a guarantee?",
    contexts: ARDMORE,
    answer: [
      ok("Single-vision glasses start at €89 [2]."),
      miscite("Frames are guaranteed for a year against manufacturing faults [4]."),
      ok("Varifocals start at €249 [2]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Are eye tests free for children?",
    contexts: retrieved(ARDMORE, 1, 6),
    answer: [
      refuse("I'm sorry, I don't have any details of children's eye test fees."),
      say("Please call the branch to check."),
    ],
    kind: "over-refusal",
  },
];
