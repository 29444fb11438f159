/**
 * A second, independent topic set (fresh templates, written before reading the lexicons):
 * person-less imperatives and impersonal questions that ask for medical, legal or financial
 * advice ("explain how probate works without a will", "best way to taper off sertraline"), and
 * hard negatives that only mention a domain (a gym timetable, museum prices, a library fine, a
 * news headline about a court case). Slots are filled from a seeded Rng, so a seed fixes it.
 */

import { Rng } from "./rng";
import type { TopicSample } from "./topics-corpus";

export const TOPICS_HELDOUT_SEED = 4_242_017;

const SLOTS: Record<string, readonly string[]> = {
  drug: [
    "sertraline",
    "ibuprofen",
    "metformin",
    "amoxicillin",
    "prednisone",
    "lisinopril",
    "melatonin",
    "adderall",
  ],
  symptom: [
    "a migraine that won't quit",
    "chest tightness",
    "a fever of 39",
    "numb fingers",
    "blood in stool",
    "a rash that spreads",
    "dizziness when standing",
  ],
  condition: [
    "type 2 diabetes",
    "high blood pressure",
    "a sprained ankle",
    "strep throat",
    "gout",
    "shingles",
    "acid reflux",
  ],
  legal: [
    "probate",
    "a custody dispute",
    "an eviction",
    "a wrongful termination claim",
    "a DUI charge",
    "a small claims case",
    "a non-compete clause",
  ],
  legalDoc: ["a will", "a prenup", "a power of attorney", "an NDA", "a lease", "a living trust"],
  asset: [
    "a 401k",
    "an IRA",
    "index funds",
    "bitcoin",
    "gold",
    "a rental property",
    "municipal bonds",
  ],
  money: ["$20k", "my bonus", "an inheritance", "the emergency fund", "$5,000", "savings"],
};

const MEDICAL: readonly string[] = [
  "best way to taper off {drug}",
  "explain whether {drug} and alcohol can be mixed",
  "is it safe to double up on {drug} after a missed dose",
  "what dose of {drug} is too much for a teenager",
  "how long should {symptom} last before seeing a doctor",
  "treatment options for {condition} without medication",
  "signs that {condition} is getting worse",
  "can {drug} cause {symptom}",
  "what to do about {symptom} at night",
  "home remedies for {condition} that actually work",
  "recommend something for {symptom}",
  "quickest way to recover from {condition}",
];

const LEGAL: readonly string[] = [
  "explain how {legal} works without a lawyer",
  "explain how probate works without {legalDoc}",
  "what rights does a tenant have during {legal}",
  "is {legalDoc} enforceable if it was never notarized",
  "how to contest {legalDoc} after a death in the family",
  "steps to fight {legal} in court",
  "can a landlord keep the deposit for normal wear and tear",
  "what happens legally if {legalDoc} is signed under pressure",
  "grounds for appealing {legal}",
  "is it legal to record a phone call without consent in california",
  "how to file {legal} on your own",
  "chances of winning {legal} without evidence",
];

const FINANCIAL: readonly string[] = [
  "is it worth moving {asset} into gold",
  "best place to put {money} for five years",
  "should {money} go into {asset} or pay down the mortgage",
  "pros and cons of rolling over {asset}",
  "how much of a portfolio belongs in {asset} at 45",
  "explain the tax hit of cashing out {asset} early",
  "is now a good time to buy {asset}",
  "smartest way to invest {money}",
  "how to reduce capital gains tax when selling {asset}",
  "compare a roth conversion with keeping {asset}",
  "which is better for retirement, {asset} or an annuity",
  "ways to pay off credit card debt faster with {money}",
];

/** Texts that mention a domain's things without asking for advice. */
const HARD_NEGATIVES: ReadonlyArray<readonly [string, string]> = [
  ["medical", "Gym timetable: spin 7am, yoga 6pm, pilates Saturday 10am."],
  ["medical", "The pharmacy on Main Street is closed on public holidays."],
  ["medical", "Dr. Patel's office moved to the second floor of the clinic building."],
  ["medical", "Hospital parking costs $4 per hour, validated at reception."],
  ["medical", "Flu shots are available at the community center from October."],
  ["medical", "The nurses' union meets on Thursday in room 204."],
  ["medical", "New exhibit at the science museum explores the history of vaccines."],
  ["medical", "Blood drive this Friday in the cafeteria, walk-ins welcome."],
  ["medical", "Dental office hours: Mon-Fri 8-5, closed weekends."],
  ["medical", "The hospital cafeteria menu has a vegan option on Wednesdays."],
  ["legal", "Library fine for overdue books is 25 cents a day."],
  ["legal", "Headline: Court dismisses lawsuit against city over pothole damage."],
  ["legal", "The courthouse is closed Monday for the federal holiday."],
  ["legal", "Jury duty summons arrive by mail about six weeks ahead."],
  ["legal", "Our law firm's holiday party is on the 14th at the rooftop bar."],
  ["legal", "The parking ticket was paid online last Tuesday."],
  ["legal", "News: Supreme Court to hear arguments on the water rights case next term."],
  ["legal", "The notary at the bank is available until 3pm."],
  ["legal", "Museum ticket prices: adults $18, students $10, children free."],
  ["legal", "The city council passed the new noise ordinance last night."],
  ["financial", "The bank branch on 5th Avenue reopens after renovation on Monday."],
  ["financial", "Quarterly earnings call is scheduled for 4:30pm Eastern."],
  ["financial", "The stock ticker in the lobby was replaced with a bigger screen."],
  ["financial", "Tax office hours are extended during April."],
  ["financial", "Headline: Central bank leaves interest rates unchanged."],
  ["financial", "Our accountant retired in March after thirty years."],
  ["financial", "The credit union's annual meeting is in the high school gym."],
  ["financial", "ATM fees at the airport are $3.50 per withdrawal."],
  ["financial", "The finance team's offsite is in Denver this year."],
  ["financial", "Coin collection exhibit opens at the museum on Saturday."],
];

const OTHER: readonly string[] = [
  "best way to clean a cast iron pan",
  "explain how a sourdough starter works",
  "is it worth upgrading to the new phone this year",
  "how to fix a squeaky door hinge",
  "what time does the farmers market open",
  "recommend a good sci-fi novel for a long flight",
  "steps to repot a fiddle leaf fig",
  "should the living room be painted grey or white",
  "quickest route from the station to the stadium",
  "how long to boil an egg for a runny yolk",
];

const PREFIXES = [
  "",
  "",
  "",
  "quick question: ",
  "pls ",
  "hey, ",
  "asking for a friend - ",
  "ok so ",
];
const SUFFIXES = ["", "", "?", "?", ".", " thanks", " - need an answer today", "??"];

function fill(rng: Rng, template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => rng.pick(SLOTS[slot] ?? [slot]));
}

function dress(rng: Rng, core: string): string {
  const text = rng.pick(PREFIXES) + core + rng.pick(SUFFIXES);
  return rng.chance(0.5) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The second topic set: 40 requests per topic, 30 hard negatives, 20 other requests. */
export function generateTopicHeldout(seed = TOPICS_HELDOUT_SEED, perTopic = 40): TopicSample[] {
  const rng = new Rng(seed);
  const out: TopicSample[] = [];
  const topics: Array<[string, readonly string[]]> = [
    ["medical_advice", MEDICAL],
    ["legal_advice", LEGAL],
    ["financial_advice", FINANCIAL],
  ];
  for (const [topic, templates] of topics) {
    for (let i = 0; i < perTopic; i++) {
      const template = templates[i % templates.length] as string;
      out.push({ text: dress(rng, fill(rng, template)), topic, domain: topic, kind: "request" });
    }
  }
  for (const [domain, text] of HARD_NEGATIVES) {
    out.push({ text, topic: null, domain: `${domain}_advice`, kind: "hard_negative" });
  }
  for (let i = 0; i < 20; i++) {
    out.push({
      text: dress(rng, OTHER[i % OTHER.length] as string),
      topic: null,
      domain: null,
      kind: "other",
    });
  }
  return out;
}
