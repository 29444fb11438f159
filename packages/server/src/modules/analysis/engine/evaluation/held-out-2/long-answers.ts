import { bad, type Case, ok, say } from "./build";

// Longer answers over longer retrievals: three to four claims, so a planted error sits among
// faithful sentences that share its words, and faithful answers merge several chunks.

const HOME_POLICY = [
  "Buildings cover pays for damage to the structure of your home, including permanent fixtures such as fitted kitchens and bathrooms, up to £500,000.",
  "Contents cover is limited to £60,000, with a single-item limit of £2,500 unless the item is listed on your schedule.",
  "Escape of water claims carry an excess of £350; all other claims carry the standard excess of £100.",
  "If your home is unoccupied for more than 60 consecutive days, cover for theft, vandalism and escape of water is suspended.",
  "Claims can be made 24 hours a day by calling 0345 600 1234 or through the Hearth Mutual app. Emergency repairs up to £1,000 may be arranged before a claim is approved.",
];

const ADMISSIONS = [
  "Applications for the September 2027 intake open on 1 October 2026 and close on 15 January 2027.",
  "Applicants need three A-levels at grades AAB or an IB score of 35 points, including 6 in Higher Level Mathematics.",
  "International students pay £24,500 per year in tuition; home students pay £9,535.",
  "All offer holders are invited to an applicant day in March. Attendance is optional and does not affect the offer.",
  "Scholarships of £3,000 per year are awarded to students from households with an income below £25,000.",
];

const MOBILE_PLAN = [
  "The Unlimited Plus plan from Veloce Mobile costs €35 per month with unlimited calls, texts and data in the EU.",
  "Fair use applies: after 60 GB of roaming data in a month, speeds are reduced to 1 Mbps.",
  "Most calls to numbers outside the EU are charged at €0.90 per minute; calls to Switzerland are free.",
  "Contracts run for 24 months; cancelling early costs the remaining monthly fees, capped at €150.",
  "Number porting from another operator is completed within 1 working day of the request.",
];

const TENANCY = [
  "Tenants pay a deposit of 5 weeks' rent, which is protected with the Deposit Protection Service within 30 days of receipt.",
  "Rent is due on the 1st of each month by standing order. Late payments of more than 14 days incur interest at 3% above the Bank of England base rate.",
  "Repairs should be reported through the tenant portal; emergencies such as gas leaks should be reported by phone on 0161 555 0100.",
  "Pets are allowed only with the landlord's written consent.",
  "Either party may end a periodic tenancy; tenants must give at least 1 month's notice, landlords at least 2 months.",
  "The property manager for the Ancoats portfolio is Sunita Mehta.",
];

export const INSURANCE: Case[] = [
  {
    question: "What does my home policy cover, and what do I pay on a water leak claim?",
    contexts: HOME_POLICY,
    answer: [
      ok(
        "Your buildings cover goes up to £500,000 and takes in fixtures like a fitted kitchen or bathroom.",
      ),
      ok(
        "Contents are insured for as much as £60,000, although anything worth over £2,500 on its own has to be named on your schedule.",
      ),
      ok("Escape-of-water claims have a £350 excess, £250 more than the £100 on any other claim."),
      ok("You can report a claim at any hour on 0345 600 1234 or in the app."),
    ],
    kind: null,
    tags: ["merged", "derived", "paraphrase"],
  },
  {
    question: "I'm going travelling for three months. Am I still covered?",
    contexts: HOME_POLICY,
    answer: [
      ok(
        "Once your home has stood empty for more than 60 days in a row, theft, vandalism and escape of water are no longer covered.",
      ),
      ok(
        "If the house stands empty while you are away, a three-month trip runs past that limit, so for part of it those three risks would not be insured.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "What are the limits on my policy?",
    contexts: HOME_POLICY,
    answer: [
      ok("Damage to the structure of your home is covered up to £500,000."),
      bad(
        "number",
        "Contents cover is limited to £50,000, and single items over £2,500 must be listed on your schedule.",
      ),
      ok("Claims other than escape of water carry the standard £100 excess."),
    ],
    kind: "number",
    tags: ["high-overlap", "derivable-by-chance"],
  },
  {
    question: "Can I get an emergency repair done straight away?",
    contexts: HOME_POLICY,
    answer: [
      ok("Claims can be made day or night by phone or through the Hearth Mutual app."),
      bad("modal", "Emergency repairs up to £1,000 will be arranged before a claim is approved."),
      ok("If the damage is from escaping water, the excess is £350."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
];

export const EDUCATION: Case[] = [
  {
    question: "What do I need to get in, and when can I apply?",
    contexts: ADMISSIONS,
    answer: [
      ok(
        "For the intake starting in September 2027, you can apply between 1 October 2026 and 15 January 2027.",
      ),
      ok("You'll need AAB at A-level, or 35 IB points with a 6 in Higher Level Mathematics."),
      ok(
        "Every offer holder is invited to a March applicant day, but skipping it won't change the offer.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered", "paraphrase"],
  },
  {
    question: "How much more do international students pay, and is there any help?",
    contexts: ADMISSIONS,
    answer: [
      ok("International students pay £14,965 a year more in tuition than home students."),
      ok(
        "Students whose household earns less than £25,000 can get a £3,000 scholarship each year.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "When is the application deadline?",
    contexts: ADMISSIONS,
    answer: [
      ok("Applications open on 1 October 2026."),
      bad("date", "They close on 15 February 2027, for the intake starting in September 2027."),
      say("Good luck with your application!"),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to attend the applicant day?",
    contexts: ADMISSIONS,
    answer: [
      ok("Every offer holder receives an invitation to an applicant day in March."),
      bad("negation", "Attendance is not optional, and it does affect the offer."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
];

export const TELECOM: Case[] = [
  {
    question: "Tell me about Unlimited Plus.",
    contexts: MOBILE_PLAN,
    answer: [
      ok(
        "For €35 a month, Unlimited Plus gives you unlimited calls, texts and data anywhere in the EU.",
      ),
      ok(
        "Roaming is subject to a 60 GB monthly fair-use limit, after which speeds drop to 1 Mbps.",
      ),
      ok("The contract lasts two years."),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "How quickly can I move my number, and what if I leave early?",
    contexts: MOBILE_PLAN,
    answer: [
      ok("Bringing your number over from another network takes no more than one working day."),
      ok(
        "If you leave before the 24 months are up, you pay the monthly fees still outstanding, but never more than €150.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What does Unlimited Plus cost over the whole contract?",
    contexts: MOBILE_PLAN,
    answer: [
      ok("Unlimited Plus is €35 a month on a 24-month contract."),
      bad("derivation", "Over the whole contract that comes to €720."),
    ],
    kind: "derivation",
  },
  {
    question: "Are calls outside the EU included?",
    contexts: MOBILE_PLAN,
    answer: [
      ok("Calls, texts and data within the EU are unlimited."),
      bad("quantifier", "All calls to numbers outside the EU are charged at €0.90 per minute."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
];

export const PROPERTY: Case[] = [
  {
    question:
      "I rent a flat in Ancoats and want to move out. How much notice, and who do I contact?",
    contexts: TENANCY,
    answer: [
      ok(
        "On a periodic tenancy you need to give a month's notice or more, while the landlord would have to give at least two.",
      ),
      ok("Sunita Mehta manages the Ancoats properties."),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "reordered"],
  },
  {
    question: "Can I get a cat, and where is my deposit held?",
    contexts: TENANCY,
    answer: [
      ok("A cat is possible as long as the landlord agrees to it in writing."),
      ok(
        "Your deposit of five weeks' rent goes to the Deposit Protection Service within 30 days of being received.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Who do I contact about repairs in Ancoats?",
    contexts: TENANCY,
    answer: [
      ok("Everyday repairs go through the tenant portal."),
      ok("Gas leaks and other emergencies should be phoned in on 0161 555 0100."),
      bad("entity", "The property manager for the Ancoats portfolio is Sunita Patel."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I pay my rent late?",
    contexts: TENANCY,
    answer: [
      ok("Rent is paid by standing order on the first of each month."),
      ok(
        "Once a payment is more than 14 days late, interest is charged at 3% above the Bank of England base rate.",
      ),
      bad("fabricated", "Two late payments in a row can lead to the tenancy being ended."),
    ],
    kind: "fabricated",
  },
];
