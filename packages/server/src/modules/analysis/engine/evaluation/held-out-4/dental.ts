import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const PLANS = [
  "The BrightSmile Essential plan costs $19 a month and covers two check-ups and two cleanings a year.",
  "The Complete plan costs $34 a month and adds 20% off fillings, crowns and root canals.",
  "Both plans require a 12-month minimum term.",
  "Cosmetic treatments such as whitening are not covered by either plan.",
];

const APPOINTMENTS = [
  "Appointments can be booked online or by calling the practice on weekdays between 08:00 and 17:00.",
  "A missed appointment without 24 hours' notice is charged a $45 fee.",
  "Emergency slots are held back every morning for patients in pain.",
  "Dr. Okafor sees new patients on Tuesdays and Thursdays only.",
];

const TREATMENT = [
  "A standard filling takes about 30 minutes and usually needs only a local anaesthetic.",
  "After a filling, patients should avoid hot drinks until the numbness wears off.",
  "A root canal is normally completed over two visits, one to two weeks apart.",
  "A crown is fitted about 14 days after the tooth is prepared, once the lab has made it.",
];

const CHILDREN = [
  "Children under 18 registered with the practice receive check-ups free of charge.",
  "Fissure sealants are offered to all children once their adult molars come through.",
  "Fluoride varnish is applied twice a year from the age of 3.",
];

const PRICES = [
  "Without a plan, a check-up costs $65 and a cleaning costs $80.",
  "A white composite filling costs from $150, and a crown costs $900.",
  "Payment is due on the day of treatment; treatment over $500 can be split into 6 monthly instalments at no interest.",
  "The price list changed on 1 September 2026.",
];

export const DENTAL: Case[] = [
  {
    question: "What does the Essential plan include?",
    contexts: PLANS,
    answer: [
      ok(
        "For $19 per month, Essential gives you a couple of check-ups and a couple of cleanings each year.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How much more is Complete than Essential over a year?",
    contexts: PLANS,
    answer: [ok("Over twelve months, Complete costs $180 more than Essential.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Does the plan cover whitening?",
    contexts: PLANS,
    answer: [ok("No, neither plan pays for cosmetic work like teeth whitening.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "What if I can't make my appointment?",
    contexts: APPOINTMENTS,
    answer: [
      ok(
        "Let the practice know at least a day ahead, otherwise there's a $45 missed-appointment fee.",
      ),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "When can I see Dr. Okafor as a new patient?",
    contexts: APPOINTMENTS,
    answer: [ok("New patients can see Dr. Okafor on Tuesdays or Thursdays.")],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "How long does a crown take?",
    contexts: TREATMENT,
    answer: [
      ok(
        "Expect the crown to go on roughly two weeks after your tooth is prepared, once the lab has finished it.",
      ),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "What should I expect with a filling and a root canal?",
    contexts: TREATMENT,
    answer: [
      ok(
        "A typical filling takes around half an hour and usually only needs local anaesthetic [1].",
      ),
      ok("Root canal treatment is normally spread over two appointments a week or two apart [3]."),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "Is there anything for kids?",
    contexts: CHILDREN,
    answer: [
      say("Yes, quite a lot."),
      ok(
        "Registered patients under eighteen get free check-ups, every child is offered sealants once the adult molars appear, and fluoride varnish goes on twice a year from age three.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "Can I spread the cost of a crown?",
    contexts: PRICES,
    answer: [
      ok(
        "Yes: a $900 crown is over the $500 threshold, so you could pay $150 a month for six months with no interest.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Do you accept Medicaid?",
    contexts: [],
    answer: [refuse("I don't have any information on which insurance the practice accepts.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How much is a check-up and a clean without a plan?",
    contexts: PRICES,
    answer: [ok("Paying as you go, a check-up plus a clean comes to $145.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  // Planted errors.
  {
    question: "What does the Complete plan cost?",
    contexts: PLANS,
    answer: [
      bad(
        "number",
        "The Complete plan costs $39 a month and adds 20% off fillings, crowns and root canals.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a year of the Essential plan cost?",
    contexts: PLANS,
    answer: [bad("derivation", "A year on the Essential plan costs $218 in total.")],
    kind: "derivation",
  },
  {
    question: "When did prices change?",
    contexts: PRICES,
    answer: [bad("date", "The practice's price list changed on 1 October 2026.")],
    kind: "date",
  },
  {
    question: "Who sees new patients?",
    contexts: APPOINTMENTS,
    answer: [bad("entity", "Dr. Osei sees new patients on Tuesdays and Thursdays only.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I have a hot coffee after my filling?",
    contexts: TREATMENT,
    answer: [
      bad(
        "negation",
        "Hot drinks are fine straight after a filling, even while you're still numb.",
      ),
    ],
    kind: "negation",
  },
  {
    question: "Do all kids get sealants?",
    contexts: CHILDREN,
    answer: [
      bad(
        "quantifier",
        "Fissure sealants are offered to some children once their adult molars come through.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a minimum term on the plans?",
    contexts: PLANS,
    answer: [bad("modal", "Both plans may have a 12-month minimum term.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I get seen today if I'm in pain?",
    contexts: APPOINTMENTS,
    answer: [
      ok("The practice keeps emergency slots free each morning for anyone in pain."),
      bad("fabricated", "Emergency appointments are charged a flat $95 call-out fee."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer Invisalign?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "BrightSmile offers Invisalign aligners from $3,200 with free consultations.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What do fillings and crowns cost?",
    contexts: PRICES,
    answer: [
      ok("Composite fillings start at $150 and a crown is $900 [2]."),
      miscite("Anything above $500 can be paid in six interest-free monthly instalments [1]."),
    ],
    kind: "citation",
  },
  {
    question: "Are check-ups free for my 10-year-old?",
    contexts: CHILDREN,
    answer: [refuse("I can't find anything about check-up charges for children, I'm afraid.")],
    kind: "over-refusal",
  },
];
