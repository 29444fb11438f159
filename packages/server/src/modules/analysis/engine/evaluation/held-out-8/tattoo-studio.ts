import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const STUDIO = [
  "Inkwell & Oak charges a shop minimum of £80 for any tattoo, and our hourly rate is £120. Full-day sessions of up to 6 hours cost £650.",
  "A deposit of £50 secures every booking and comes off the price of your final session. If you cancel with less than 48 hours' notice the deposit is lost; otherwise it can be moved to a new date once.",
  "Clients must be 18 or over and bring photo ID, and we do not tattoo anyone under 18, even with a parent's consent. We may refuse to tattoo anyone who appears to be under the influence of alcohol.",
  "Most designs are drawn by the artist and shown to you on the day. Our resident artists are Jade Okafor, who specialises in fine line, and Callum Reid, who does traditional and neo-traditional work.",
  "Aftercare balm costs £8 a tin, and we recommend keeping new tattoos out of the sun and swimming pools for 2 weeks. Free touch-ups are offered within 3 months of your session.",
  "Our studio on Quay Lane is open Tuesday to Saturday, 11am to 7pm. We close for our summer break from 4 August to 18 August 2027.",
];

export const TATTOO_STUDIO: Case[] = [
  {
    question: "Is a full day cheaper than paying by the hour for six hours?",
    contexts: retrieved(STUDIO, 1, 2, 6),
    answer: [ok("It is: a full day saves you £70 compared with six hours at the hourly rate.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "My piece should take 3 hours. How much will I hand over on the day?",
    contexts: STUDIO,
    answer: [ok("Once your £50 deposit is taken off, you'd pay £310 on the day.")],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "My session is on 10 March 2027. Until when can I get a free touch-up?",
    contexts: STUDIO,
    answer: [ok("Your free touch-up window runs until 10 June 2027.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How long should I stay out of the pool afterwards?",
    contexts: STUDIO,
    answer: [ok("Keep your new tattoo away from swimming pools and the sun for fourteen days.")],
    kind: null,
    tags: ["unit", "spelled-number", "paraphrase"],
  },
  {
    question: "My daughter is 17. Can she get a tattoo if I sign a consent form?",
    contexts: STUDIO,
    answer: [
      ok("Unfortunately not, at 17 she's too young, and a parent signing off doesn't change that."),
    ],
    kind: null,
    tags: ["low-overlap", "derived"],
  },
  {
    question: "Who does fine line work, and when can I come in?",
    contexts: STUDIO,
    answer: [
      ok(
        "Jade Okafor is our fine-line artist, and the Quay Lane studio is open from 11am to 7pm, Tuesday to Saturday.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Will I see the design before my appointment?",
    contexts: STUDIO,
    answer: [
      ok("Usually you'll first see it on the day itself, once your artist has drawn it up."),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Is there a minimum charge, and do I need ID?",
    contexts: STUDIO,
    answer: [
      ok("Every tattoo has a minimum charge of £80 [1]."),
      ok("You'll need to be at least 18 and bring photo ID [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you do piercings too?",
    contexts: retrieved(STUDIO, 1, 4),
    answer: [
      refuse(
        "There's nothing about piercings in the studio information I have, so I can't tell you.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What happens if I need to cancel three days before?",
    contexts: STUDIO,
    answer: [
      ok(
        "Three days is more than 48 hours' notice, so your deposit isn't lost and can be moved to a new date, though only once.",
      ),
    ],
    kind: null,
    tags: ["unit", "derived", "reordered"],
  },
  {
    question: "How much is the aftercare balm?",
    contexts: STUDIO,
    answer: [ok("It's £8 per tin.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "What's your hourly rate?",
    contexts: STUDIO,
    answer: [bad("number", "Our hourly rate is £110, with a shop minimum of £80.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a full-day session and a tin of aftercare balm cost?",
    contexts: STUDIO,
    answer: [bad("derivation", "A full-day session plus a tin of aftercare balm comes to £668.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "When is the studio closed this summer?",
    contexts: STUDIO,
    answer: [bad("date", "We're closed for our summer break from 4 August to 25 August 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who should I book for a traditional piece?",
    contexts: STUDIO,
    answer: [bad("entity", "Traditional and neo-traditional work is done by Jade Okafor.")],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Does the deposit count towards the price?",
    contexts: STUDIO,
    answer: [
      bad(
        "negation",
        "The £50 deposit secures your booking but doesn't come off the price of your final session.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do I get to see my design in advance?",
    contexts: STUDIO,
    answer: [bad("quantifier", "All designs are drawn by the artist and shown to you on the day.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will you still tattoo me if I've had a couple of drinks?",
    contexts: retrieved(STUDIO, 3, 5),
    answer: [
      bad(
        "modal",
        "We will refuse to tattoo anyone who appears to be under the influence of alcohol.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How long does a tattoo take to heal?",
    contexts: STUDIO,
    answer: [
      ok("We recommend keeping it out of the sun and pools for 2 weeks."),
      bad("fabricated", "Most tattoos are fully healed within 4 weeks."),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "Do you do cover-ups of old tattoos?",
    contexts: [],
    answer: [
      bad("empty-context", "Yes, our artists take on cover-ups, with a consultation fee of £30."),
    ],
    kind: "empty-context",
  },
  {
    question: "How much is the deposit, and are touch-ups free?",
    contexts: STUDIO,
    answer: [
      ok("A £50 deposit secures your booking [2]."),
      miscite("Touch-ups are free for three months after your session [2]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "How old do I have to be to get tattooed?",
    contexts: retrieved(STUDIO, 3, 5),
    answer: [refuse("I'm sorry, I can't find an age requirement in the studio's information.")],
    kind: "over-refusal",
  },
];
