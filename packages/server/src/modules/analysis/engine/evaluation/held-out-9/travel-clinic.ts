import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const CLINIC = [
  "Meridian Travel Health gives travel vaccinations at its Leeds and Harrogate clinics. A 20-minute risk assessment with a nurse costs £25 and is waived if you have any vaccine on the same day. Our lead travel nurse is Priya Raman.",
  "Hepatitis A costs £65 per dose; a second dose 6 to 12 months later gives long-term protection. Typhoid costs £40 and protects for 3 years. Yellow fever costs £85 and must be given at least 10 days before travel.",
  "Rabies needs 3 doses, given on days 0, 7 and 21, at £70 per dose. Japanese encephalitis needs 2 doses 28 days apart, at £98 per dose. Most travellers need their course finished before they leave.",
  "Yellow fever certificates are valid for life from 10 days after vaccination. Travellers over 60 may need a longer consultation before yellow fever vaccination. Children under 9 months are not given the yellow fever vaccine.",
  "Appointments are available Monday to Friday from 8am to 7pm and Saturdays from 9am to 1pm. Book at least 6 weeks before travel where possible. Cancellations with less than 24 hours' notice are charged £15.",
  "Antimalarial tablets are prescribed after the risk assessment by our pharmacist, Tom Hale. Malarone costs £3 per tablet and doxycycline £1 per tablet. Malarone is taken once a day from 2 days before entering a malaria area until 7 days after leaving. Doxycycline is also taken daily, from 2 days before until 4 weeks after.",
];

export const TRAVEL_CLINIC: Case[] = [
  // Faithful
  {
    question: "What does a full rabies course cost, and how long does it take?",
    contexts: CLINIC,
    answer: [
      ok("The three rabies doses come to £210 in total."),
      ok("They're given on day 0, day 7 and day 21, so the course takes three weeks."),
    ],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  {
    question: "If I start rabies on 3 March, when are my other doses?",
    contexts: retrieved(CLINIC, 3, 2),
    answer: [ok("Your second dose would be on 10 March and your third on 24 March.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "I fly on 20 May and need yellow fever. What's the latest I can have it?",
    contexts: CLINIC,
    answer: [
      ok("The latest you could have it is 10 May, ten days before you fly."),
      ok("Your certificate would then be valid for life from 20 May."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question:
      "I've been told I need 23 Malarone tablets. What will that cost, and is there a cheaper option?",
    contexts: CLINIC,
    answer: [
      ok("Twenty-three Malarone tablets would cost £69."),
      ok(
        "Doxycycline is cheaper at £1 a tablet, but you keep taking it for four weeks after you leave rather than seven days.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number", "low-overlap"],
  },
  {
    question: "I'm coming in for typhoid. Do I pay the £25 consultation as well?",
    contexts: CLINIC,
    answer: [
      ok(
        "No, the assessment fee is dropped when you have a vaccine at the same visit, so you'd pay just the £40 for typhoid.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "How long does the typhoid jab last?",
    contexts: CLINIC,
    answer: [
      ok("A typhoid jab covers you for thirty-six months."),
      say("Is there anything else you need for your trip?"),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "How does hepatitis A work, and what does it cost?",
    contexts: CLINIC,
    answer: [
      ok("Each hepatitis A dose is £65 [2]."),
      ok("A second jab six to twelve months later gives you long-lasting protection [2]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Do I need a COVID test to enter Thailand?",
    contexts: retrieved(CLINIC, 2, 5),
    answer: [
      refuse(
        "I'm sorry, I can't find anything about entry testing rules in our clinic information.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Do I need to finish the whole course before I go?",
    contexts: CLINIC,
    answer: [
      ok("In most cases your course should be complete before you set off."),
      ok("Rabies, for example, runs over three weeks, so it's worth starting early."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Who prescribes the malaria tablets?",
    contexts: CLINIC,
    answer: [ok("After your risk assessment, Tom Hale, our pharmacist, will prescribe them.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Can I come on Saturday afternoon with my 6-month-old for yellow fever?",
    contexts: CLINIC,
    answer: [
      say("Thanks for asking."),
      ok(
        "We close at 1pm on Saturdays, and babies younger than nine months can't have the yellow fever jab.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap", "spelled-number"],
  },
  // Planted
  {
    question: "How does the Japanese encephalitis vaccine work?",
    contexts: CLINIC,
    answer: [
      ok("It's a two-dose course at £98 per dose."),
      bad("number", "The doses are given 30 days apart."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would two doses of hepatitis A plus typhoid cost?",
    contexts: CLINIC,
    answer: [
      ok("Hepatitis A is £65 a dose and typhoid is £40."),
      bad("derivation", "So two hepatitis A doses plus typhoid would cost £180."),
    ],
    kind: "derivation",
  },
  {
    question: "If I have yellow fever on 2 April, when does my certificate become valid?",
    contexts: CLINIC,
    answer: [
      bad("date", "Your certificate will be valid from 9 April, and it lasts for life."),
      ok("Remember the jab has to be given at least ten days before you travel."),
    ],
    kind: "date",
  },
  {
    question: "Who's the lead nurse?",
    contexts: CLINIC,
    answer: [
      ok("We have clinics in Leeds and Harrogate."),
      bad("entity", "Our lead travel nurse is Tom Hale."),
    ],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Can my 7-month-old have the yellow fever vaccine?",
    contexts: CLINIC,
    answer: [
      bad("negation", "Yes, children under 9 months can be given the yellow fever vaccine."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Does everyone have to finish their course before travelling?",
    contexts: CLINIC,
    answer: [
      ok("Rabies is three doses over 21 days."),
      bad("quantifier", "All travellers need their course finished before they leave."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "I'm 65. Will I need a longer consultation for yellow fever?",
    contexts: CLINIC,
    answer: [
      ok("The yellow fever jab is £85."),
      bad(
        "modal",
        "Travellers over 60 will need a longer consultation before yellow fever vaccination.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need a referral from my GP?",
    contexts: CLINIC,
    answer: [
      ok("You can book Monday to Friday between 8am and 7pm, or 9am to 1pm on Saturdays."),
      bad("fabricated", "No referral is needed, and your GP records are requested automatically."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer the cholera vaccine?",
    contexts: [],
    answer: [
      bad("empty-context", "Yes, the cholera vaccine is a drink taken in two doses and costs £60."),
    ],
    kind: "empty-context",
  },
  {
    question: "How much are malaria tablets?",
    contexts: CLINIC,
    answer: [ok("Malarone is £3 a tablet [6]."), miscite("Doxycycline is £1 a tablet [5].")],
    kind: "citation",
  },
  {
    question: "What do you charge if I cancel late?",
    contexts: retrieved(CLINIC, 5, 1),
    answer: [refuse("I'm afraid I don't have our cancellation charges to hand.")],
    kind: "over-refusal",
  },
];
