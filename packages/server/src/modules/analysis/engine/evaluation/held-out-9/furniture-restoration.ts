import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const WORKSHOP = [
  "Ashgrove & Finch restores antique and modern furniture at its workshop in Kelmscott Mill. Free quotes are given from photos sent by email, or in person at the workshop on Wednesdays. A written quote is valid for 60 days.",
  "Reupholstering a dining chair seat costs £85 plus fabric, and a full armchair from £480 plus fabric. Customers may supply their own fabric, but 20% extra is needed to allow for pattern matching. Fabric bought through the workshop is charged at trade price plus 10%.",
  "French polishing is done by Sylvie Finch at £45 per hour. A dining table top typically takes 8 to 12 hours. Woodworm treatment costs £60 per piece and must be completed before any repair work starts.",
  "Most jobs take four to six weeks, and full restorations of large pieces can take up to 12 weeks. A 30% deposit is taken when the job is booked, and the balance is due on completion. Work not collected within 30 days of completion is charged storage at £10 per week.",
  "Collection and delivery are free within 15 miles of the workshop, and beyond that cost £1.20 per extra mile, charged each way. Stairs above the first floor cost £25 extra. Master upholsterer Declan Ashgrove leads all upholstery work.",
  "All restoration work carries a 2-year guarantee, except on customer-supplied fabric. Foam fillings made before 1988 are always replaced to meet fire safety rules. The workshop is open Monday to Friday, 8am to 5pm. It closes for the holidays from 22 December 2025 to 5 January 2026.",
];

export const FURNITURE_RESTORATION: Case[] = [
  {
    question: "What would it cost to reupholster six dining chairs?",
    contexts: WORKSHOP,
    answer: [
      ok("Each dining chair seat is £85 plus fabric."),
      ok("For six chairs that comes to £510 before you add the fabric."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What deposit would I pay on a £480 armchair job?",
    contexts: WORKSHOP,
    answer: [
      ok("You pay 30% up front when you book, which on £480 is £144."),
      ok("The remaining £336 is due once the chair is finished."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How much would it cost to French polish our dining table top?",
    contexts: WORKSHOP,
    answer: [
      ok("Sylvie Finch charges £45 an hour for French polishing."),
      ok("A table top usually takes 8 to 12 hours, so expect roughly £360 to £540."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "I live 25 miles from the workshop. What would collection and delivery cost?",
    contexts: retrieved(WORKSHOP, 5, 1),
    answer: [
      ok("The first 15 miles are free, and each mile beyond that is £1.20 each way."),
      ok(
        "At 25 miles that's 10 charged miles, so £12 each way or £24 for collection and delivery together.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How long would a full restoration of my oak dresser take, and is it guaranteed?",
    contexts: WORKSHOP,
    answer: [
      ok(
        "A full restoration of a large piece can take as long as 12 weeks, although most jobs are done in four to six.",
      ),
      ok("Once it's finished, the work is guaranteed for two years."),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "paraphrase"],
  },
  {
    question: "How long is the guarantee?",
    contexts: WORKSHOP,
    answer: [
      ok("Restoration work is guaranteed for 24 months."),
      ok("That doesn't extend to fabric you supplied yourself, though."),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Who does the upholstery, and who does the polishing?",
    contexts: WORKSHOP,
    answer: [
      ok("Upholstery is led by Declan Ashgrove [5]."),
      ok("Sylvie Finch handles the French polishing, at £45 an hour [3]."),
    ],
    kind: null,
    tags: ["citation", "merged", "reordered"],
  },
  {
    question: "Can you reupholster a leather car seat?",
    contexts: retrieved(WORKSHOP, 2, 5),
    answer: [
      refuse(
        "The information I have covers furniture only and doesn't mention car seats, so I can't confirm that.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Do you buy old furniture?",
    contexts: [],
    answer: [refuse("Sorry, I don't have any information on that.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can I use my own fabric?",
    contexts: WORKSHOP,
    answer: [
      say("Absolutely!"),
      ok(
        "You're welcome to bring your own, but allow a fifth more than you need so the pattern can be matched.",
      ),
      ok("Just bear in mind the two-year guarantee won't cover that fabric."),
    ],
    kind: null,
    tags: ["spelled-number", "low-overlap", "merged"],
  },
  {
    question: "When can I come in for a quote?",
    contexts: WORKSHOP,
    answer: [
      ok("From Monday to Friday the workshop's doors are open 8am to 5pm."),
      ok("For an in-person quote, Wednesday is the day to come, or you can email photos instead."),
    ],
    kind: null,
    tags: ["reordered", "merged"],
  },
  // Planted.
  {
    question: "What does reupholstering cost?",
    contexts: WORKSHOP,
    answer: [
      ok("A dining chair seat is £85 plus fabric."),
      bad("number", "A full armchair starts at £450 plus fabric."),
      ok("If they source the fabric, you pay trade price plus 10%."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would 10 hours of French polishing cost?",
    contexts: WORKSHOP,
    answer: [
      ok("Sylvie Finch's French polishing is charged at £45 an hour."),
      bad("derivation", "Ten hours would come to £405."),
      ok("That's within the 8 to 12 hours a dining table top typically takes."),
    ],
    kind: "derivation",
  },
  {
    question: "Are you open over Christmas?",
    contexts: WORKSHOP,
    answer: [
      ok("Normally the workshop is open weekdays, 8am to 5pm."),
      bad("date", "Over the holidays it closes from 22 December 2025 until 12 January 2026."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who should I speak to about polishing?",
    contexts: WORKSHOP,
    answer: [
      bad("entity", "French polishing is done by Declan Ashgrove at £45 an hour."),
      ok("A dining table top generally needs 8 to 12 hours."),
    ],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Can I get a quote from photos?",
    contexts: WORKSHOP,
    answer: [
      bad(
        "negation",
        "Free quotes are not given from photos, only in person at the workshop on Wednesdays.",
      ),
      ok("A written quote stays valid for 60 days."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How long will my chair take?",
    contexts: WORKSHOP,
    answer: [
      ok("You'd pay a 30% deposit when booking."),
      bad("quantifier", "Every job takes four to six weeks from booking."),
      ok("The balance is paid once the work is complete."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to treat woodworm first?",
    contexts: WORKSHOP,
    answer: [
      ok("Woodworm treatment is £60 per piece."),
      bad("modal", "The treatment may be completed before any repair work starts."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What if I can't collect my piece straight away?",
    contexts: WORKSHOP,
    answer: [
      ok("Work left more than 30 days after it's finished is charged storage at £10 a week."),
      bad("fabricated", "After three months uncollected, the piece may be sold to cover costs."),
    ],
    kind: "fabricated",
  },
  {
    question: "How long is Ashgrove & Finch's guarantee?",
    contexts: [],
    answer: [
      bad("empty-context", "Ashgrove & Finch guarantees all its restoration work for five years."),
    ],
    kind: "empty-context",
  },
  {
    question: "What does woodworm treatment cost, and is delivery free?",
    contexts: WORKSHOP,
    answer: [
      ok("Woodworm treatment is £60 per piece [3]."),
      miscite("Delivery costs nothing within 15 miles of the workshop [4]."),
    ],
    kind: "citation",
  },
  {
    question: "Is there an extra charge for stairs?",
    contexts: retrieved(WORKSHOP, 5, 4),
    answer: [refuse("I couldn't find anything about stairs in the delivery information, sorry.")],
    kind: "over-refusal",
  },
];
