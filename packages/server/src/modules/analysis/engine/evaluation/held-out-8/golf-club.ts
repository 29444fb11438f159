import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const CLUB = [
  "Full membership at Cedar Hollow Golf Club costs $3,600 a year, with a one-time initiation fee of $1,500. Weekday membership is $2,100 a year and allows play Monday to Friday only.",
  "Guests of members pay $55 for 18 holes and $35 for 9 holes. Each member may bring up to 3 guests per round.",
  "Tee times can be booked up to 7 days in advance through the pro shop on (614) 555-0193. Members must check in at least 15 minutes before their tee time.",
  "Soft spikes are required on the course, and collared shirts are required in the clubhouse. Denim is not permitted anywhere on the grounds.",
  "Our head professional, Wade Kowalczyk, offers 30-minute lessons for $60 and a series of five lessons for $270. Most lessons take place at the practice range.",
  "The course closes for aeration from 14 to 18 April 2027. The club championship is held on 21 and 22 August 2027.",
];

export const GOLF_CLUB: Case[] = [
  {
    question: "What will my first year of full membership cost?",
    contexts: CLUB,
    answer: [
      ok("Your first year of full membership comes to $5,100 once the initiation fee is added."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Is the lesson package worth it?",
    contexts: retrieved(CLUB, 5, 2),
    answer: [ok("The five-lesson series saves you $30 over paying for each lesson on its own.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "I'm bringing three friends for 18 holes. What are the guest fees?",
    contexts: retrieved(CLUB, 2, 5),
    answer: [ok("Three guests playing 18 holes would owe $165 between them.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How much less is the weekday membership?",
    contexts: CLUB,
    answer: [
      ok(
        "Weekday membership is $1,500 a year less than full membership, but you can't play weekends.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Can I wear jeans in the bar after my round?",
    contexts: CLUB,
    answer: [ok("No, jeans aren't allowed anywhere at the club, the clubhouse included.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "How far ahead can I book a tee time, and when should I get there?",
    contexts: CLUB,
    answer: [
      ok(
        "You can book up to a week out through the pro shop, and members should check in at least a quarter of an hour before teeing off.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "Where are the lessons held?",
    contexts: CLUB,
    answer: [ok("Usually at the practice range.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "When can weekday members play, and when's the club championship?",
    contexts: CLUB,
    answer: [
      ok("Weekday members can play Monday through Friday [1]."),
      ok("The club championship runs on 21 and 22 August 2027 [6]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Does the club have a swimming pool?",
    contexts: [],
    answer: [
      refuse("I don't have any details about a pool, so I can't say; the front desk can help."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Are metal spikes OK on the course?",
    contexts: CLUB,
    answer: [ok("Only soft spikes may be worn on the course.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How much is a lesson, and how many guests can I bring?",
    contexts: CLUB,
    answer: [
      ok(
        "A half-hour lesson with Wade Kowalczyk is $60, and you can bring up to three guests a round.",
      ),
    ],
    kind: null,
    tags: ["unit", "spelled-number", "merged"],
  },
  {
    question: "What do guests pay?",
    contexts: CLUB,
    answer: [bad("number", "Guests of members pay $65 for 18 holes and $35 for 9 holes.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does full membership cost in the first year?",
    contexts: CLUB,
    answer: [
      ok("Full membership is $3,600 a year plus a one-off $1,500 initiation fee."),
      bad("derivation", "That makes $5,600 for the first year."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the course closed for aeration?",
    contexts: CLUB,
    answer: [bad("date", "The course closes for aeration from 14 to 18 May 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who gives lessons?",
    contexts: CLUB,
    answer: [
      bad("entity", "Our head professional, Wade Kowalski, offers 30-minute lessons for $60."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "What's the dress code?",
    contexts: CLUB,
    answer: [
      bad(
        "negation",
        "Soft spikes are not required on the course, but collared shirts are required in the clubhouse.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Are lessons on the course or the range?",
    contexts: retrieved(CLUB, 5, 3),
    answer: [bad("quantifier", "All lessons take place at the practice range.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to check in before my tee time?",
    contexts: CLUB,
    answer: [bad("modal", "Members can check in 15 minutes before their tee time if they like.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Are carts included in the membership?",
    contexts: CLUB,
    answer: [
      bad("fabricated", "Golf carts are included in full membership."),
      say("Enjoy your round!"),
    ],
    kind: "fabricated",
  },
  {
    question: "What's full membership at Cedar Hollow?",
    contexts: [],
    answer: [bad("empty-context", "Full membership at Cedar Hollow is $3,200 a year.")],
    kind: "empty-context",
  },
  {
    question: "How do I book, and is denim allowed?",
    contexts: CLUB,
    answer: [
      ok("Tee times can be booked a week ahead through the pro shop [3]."),
      miscite("Denim isn't allowed anywhere on the grounds [5]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "When is the club championship?",
    contexts: CLUB,
    answer: [refuse("Sorry, I couldn't find the championship dates in the club information.")],
    kind: "over-refusal",
  },
];
