import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const CLINIC = [
  "LASIK at Northlight Laser Eye Clinic costs $2,400 per eye, and PRK costs $1,900 per eye. Prices include the consultation, the procedure and 12 months of aftercare.",
  "Candidates must be at least 18 years old and have had a stable prescription for 12 months. Most patients with up to -8.00 dioptres of myopia are suitable for LASIK.",
  "Your free consultation takes about 90 minutes, and your pupils will be dilated, so you should not drive for 4 hours afterwards. Contact lens wearers must stop wearing soft lenses 7 days before the consultation.",
  "Most patients return to work the day after LASIK; PRK recovery usually takes 5 to 7 days. You will need someone to drive you home after surgery.",
  "Our lead surgeon is Dr. Priya Venkataraman, who has performed over 20,000 procedures. Finance is available over 24 months at 0% interest on treatment of both eyes.",
  "The clinic is open Monday to Saturday, 8:30 to 17:00, at 1120 Ninth Avenue SW, Calgary. It closes for the holidays from 23 December to 2 January. Appointments can be moved free of charge with 48 hours' notice.",
];

export const EYE_CLINIC: Case[] = [
  {
    question: "What's the total for LASIK on both eyes?",
    contexts: CLINIC,
    answer: [ok("Having both eyes done with LASIK comes to $4,800, aftercare included.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How much cheaper is PRK if I get both eyes done?",
    contexts: retrieved(CLINIC, 1, 4),
    answer: [ok("For both eyes, PRK works out $1,000 less than LASIK.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "If I finance LASIK for both eyes, what's the monthly payment?",
    contexts: retrieved(CLINIC, 1, 5),
    answer: [
      ok("Spread over 24 months with no interest, LASIK on both eyes would be $200 a month."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Can I drive myself home after the consultation?",
    contexts: CLINIC,
    answer: [
      ok(
        "I'd plan not to, because with your pupils widened you shouldn't get behind the wheel for four hours.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "I'm 17 and wear soft contacts. Can I book in for LASIK?",
    contexts: CLINIC,
    answer: [
      ok(
        "Not yet, since you need to be 18 or older, and before your consultation you'd have to leave your soft lenses out for a week.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "When could I go back to work after LASIK?",
    contexts: CLINIC,
    answer: [ok("Usually the next day, whereas PRK tends to take five to seven days.")],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "Who does the surgery, and when are you open?",
    contexts: CLINIC,
    answer: [
      ok(
        "Our lead surgeon, Dr. Priya Venkataraman, has carried out more than 20,000 procedures [5].",
      ),
      ok("We're open Monday to Saturday from 8:30 to 17:00 [6]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "What's included in the price?",
    contexts: CLINIC,
    answer: [ok("The consultation, the surgery itself and a year of aftercare are all covered.")],
    kind: null,
    tags: ["reordered", "unit"],
  },
  {
    question: "Do you also treat cataracts?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any information on cataract treatment, so I can't answer that; the clinic team can tell you.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Something's come up. Can I reschedule my appointment?",
    contexts: CLINIC,
    answer: [
      ok("Appointments can be rearranged at no cost if you give us two days' notice."),
      say("Just give us a call."),
    ],
    kind: null,
    tags: ["unit", "spelled-number", "reordered"],
  },
  {
    question: "How long is the consultation?",
    contexts: CLINIC,
    answer: [ok("About an hour and a half.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How much are LASIK and PRK?",
    contexts: CLINIC,
    answer: [bad("number", "LASIK costs $2,400 per eye and PRK costs $1,700 per eye.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would PRK on both eyes cost?",
    contexts: CLINIC,
    answer: [ok("PRK is $1,900 per eye."), bad("derivation", "So both eyes would come to $3,600.")],
    kind: "derivation",
  },
  {
    question: "Are you open between Christmas and New Year?",
    contexts: CLINIC,
    answer: [bad("date", "The clinic closes for the holidays from 23 December to 4 January.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is your lead surgeon?",
    contexts: CLINIC,
    answer: [
      bad(
        "entity",
        "Our lead surgeon is Dr. Priya Venkatesh, who has performed over 20,000 procedures.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need someone to take me home after the surgery?",
    contexts: retrieved(CLINIC, 4, 3),
    answer: [
      ok("Most patients are back at work the day after LASIK."),
      bad("negation", "You won't need someone to drive you home after surgery."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will I be back at work the next day?",
    contexts: CLINIC,
    answer: [bad("quantifier", "Yes, all patients return to work the day after LASIK.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to stop wearing my contacts before the consultation?",
    contexts: CLINIC,
    answer: [
      bad(
        "modal",
        "Soft lens wearers may stop wearing their lenses 7 days before the consultation.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What if my vision isn't perfect afterwards?",
    contexts: CLINIC,
    answer: [
      bad(
        "fabricated",
        "If you don't reach 20/20 vision, a second treatment is free within two years.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is LASIK at Northlight?",
    contexts: [],
    answer: [bad("empty-context", "LASIK at Northlight costs $2,200 per eye.")],
    kind: "empty-context",
  },
  {
    question: "How long is PRK recovery, and how stable does my prescription need to be?",
    contexts: CLINIC,
    answer: [
      ok("Recovery from PRK usually takes 5 to 7 days [4]."),
      miscite("You need a stable prescription for at least a year first [3]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Is the consultation free?",
    contexts: CLINIC,
    answer: [refuse("Sorry, I can't find whether the consultation is charged for.")],
    kind: "over-refusal",
  },
];
