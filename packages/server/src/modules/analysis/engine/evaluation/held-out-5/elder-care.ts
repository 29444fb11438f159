import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "./retrieved";

// Longer answers that merge several chunks; the planted error sits among true claims.
const CARE = [
  "Meadowbank Home Care provides visits from 30 minutes to 2 hours, seven days a week. Daytime visits cost £28 per hour, and evening visits after 6pm cost £32 per hour.",
  "Weekend and bank holiday visits carry a 25% supplement on the daytime rate. The minimum visit is 30 minutes, charged as half an hour even if shorter.",
  "Every client gets a care plan drawn up by our care manager, Grace Adeyemi, within 5 days of the first visit. Care plans are reviewed every 3 months.",
  "Most clients see the same carer for at least 4 visits a week. All carers are DBS-checked and complete 12 days of training before their first visit.",
  "Invoices are sent monthly in arrears and must be paid within 14 days. We may need up to 7 days to start care in rural areas.",
  "Live-in care costs £1,150 per week. Meadowbank is registered with the Care Quality Commission, and its last inspection on 9 September 2026 rated it Good.",
];

export const ELDER_CARE: Case[] = [
  {
    question: "What would a one-hour daytime visit every day cost per week?",
    contexts: CARE,
    answer: [
      ok(
        "An hour on a weekday costs £28, while a weekend hour costs £35 because of the 25% supplement.",
      ),
      ok("So a daily one-hour daytime visit comes to £210 a week."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How much more are evening visits?",
    contexts: retrieved(CARE, 1, 2),
    answer: [ok("Evening visits after 6pm are £4 an hour dearer than daytime ones.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What does live-in care work out at per day?",
    contexts: retrieved(CARE, 6, 1, 5),
    answer: [ok("At £1,150 a week, live-in care comes to about £164 a day.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "We need care for my mum. What happens when we start?",
    contexts: CARE,
    answer: [
      say("Here's how it works."),
      ok(
        "Within five days of the first visit, Grace Adeyemi, the care manager, puts together a care plan for your mum.",
      ),
      ok("That plan is looked at again every three months."),
      ok("If you live somewhere rural, getting care started can take up to a week."),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "unit", "low-overlap"],
  },
  {
    question: "What if I only need someone to pop in for 15 minutes?",
    contexts: CARE,
    answer: [ok("Even a 15-minute pop-in is billed as half an hour, which is £14 in the daytime.")],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "Who will be coming to the house?",
    contexts: CARE,
    answer: [
      ok("Carers are all DBS-checked and have done 12 days of training before they start."),
      ok("In most cases you'd see the same carer for four or more visits each week."),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "paraphrase"],
  },
  {
    question: "When do I pay?",
    contexts: CARE,
    answer: [
      ok(
        "You're invoiced each month for the care already given, and you then have two weeks to pay.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Are you regulated by anyone?",
    contexts: CARE,
    answer: [
      ok("Yes, Meadowbank is registered with the Care Quality Commission."),
      ok("It was rated Good at its most recent inspection, on 9 September 2026."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "What do weekends and live-in care cost?",
    contexts: CARE,
    answer: [
      ok("Weekend visits cost a quarter more than the daytime rate [2]."),
      ok("Live-in care is £1,150 a week [6]."),
    ],
    kind: null,
    tags: ["citation", "low-overlap"],
  },
  {
    question: "Can your carers give injections?",
    contexts: [],
    answer: [
      refuse("I don't have information on whether nursing tasks such as injections are covered."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What would two daytime hours and one evening hour on a weekday cost?",
    contexts: CARE,
    answer: [ok("Two daytime hours at £28 and one evening hour at £32 come to £88 for the day.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  // Planted errors.
  {
    question: "What are your rates?",
    contexts: CARE,
    answer: [
      ok("Visits run from 30 minutes to 2 hours, every day of the week."),
      bad("number", "Daytime visits cost £26 per hour."),
      ok("Evenings after 6pm are £32 an hour."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does a weekend hour cost?",
    contexts: CARE,
    answer: [
      ok("Daytime visits are £28 an hour, with a 25% supplement at weekends."),
      bad("derivation", "That makes a weekend hour £33."),
    ],
    kind: "derivation",
  },
  {
    question: "How were you rated?",
    contexts: CARE,
    answer: [
      ok("Meadowbank is registered with the Care Quality Commission."),
      bad("date", "Its last inspection, on 9 October 2026, rated it Good."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who writes the care plan?",
    contexts: CARE,
    answer: [
      bad(
        "entity",
        "Your care plan is drawn up by our care manager, Grace Adebayo, within 5 days of the first visit.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Are carers checked and trained?",
    contexts: CARE,
    answer: [
      ok("Carers complete 12 days of training before their first visit."),
      bad("negation", "They are not DBS-checked before they start, though."),
    ],
    kind: "negation",
  },
  {
    question: "Will we see the same carer?",
    contexts: retrieved(CARE, 4, 3),
    answer: [bad("quantifier", "Every client sees the same carer for at least 4 visits a week.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "We live in the countryside. How soon can care start?",
    contexts: CARE,
    answer: [bad("modal", "Meadowbank will need up to 7 days to start care in rural areas.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How do we keep track of the care?",
    contexts: CARE,
    answer: [
      ok("Care plans are reviewed every three months."),
      bad("fabricated", "Families can read the carers' visit notes in the Meadowbank app."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you help with dementia care?",
    contexts: [],
    answer: [bad("empty-context", "All Meadowbank carers are trained in dementia care.")],
    kind: "empty-context",
  },
  {
    question: "How is billing done, and what are evening rates?",
    contexts: CARE,
    answer: [
      ok("Invoices come monthly in arrears [5]."),
      miscite("Evening visits after 6pm are £32 an hour [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is live-in care?",
    contexts: CARE,
    answer: [refuse("Unfortunately I don't have pricing for live-in care.")],
    kind: "over-refusal",
  },
];
