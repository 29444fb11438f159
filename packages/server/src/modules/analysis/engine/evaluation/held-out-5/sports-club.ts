import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "./retrieved";

// Longer answers: two to four sentences, chatty openers, a question restated before it is
// answered; the planted error sits among true claims that share its words.
const CLUB = [
  "Adult membership of Riverside Tennis Club costs £320 a year, and junior membership (under 18) costs £90. Families of two adults and up to three juniors pay £720.",
  "Members can book courts up to 7 days ahead through the ClubSpark app, for a maximum of 2 hours a day. Floodlit courts cost £6 per hour on top of membership.",
  "New members pay a one-off joining fee of £50, which is waived for juniors. Membership runs from 1 April to 31 March.",
  "Coaching is led by head coach Marta Novak. Group adult lessons cost £12 per session or £100 for a 10-week course.",
  "Guests may play up to 3 times a year with a member, at £8 per visit. All players must wear non-marking shoes on the clay courts. The committee may close the clay courts after heavy rain.",
  "The clubhouse bar is open from 5pm on weekdays and from noon at weekends. The summer tournament runs from 14 June 2027 to 20 June 2027.",
];

export const SPORTS_CLUB: Case[] = [
  {
    question: "We're two adults and two kids. Is the family membership worth it?",
    contexts: CLUB,
    answer: [
      ok("Paying separately, two adults and two juniors would come to £820 a year."),
      ok("The family membership at £720 saves you £100 on that."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What will my first year cost as an adult?",
    contexts: CLUB,
    answer: [
      say("Happy to help!"),
      ok(
        "In your first year you'd pay £370, because the £50 joining fee is added to the £320 subscription.",
      ),
      ok("After that it's just the £320 each year."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Is the 10-week course cheaper than paying per lesson?",
    contexts: retrieved(CLUB, 4, 1, 2),
    answer: [ok("Yes: the course works out at £10 a session, £2 less than paying as you go.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What would two hours under the floodlights cost?",
    contexts: retrieved(CLUB, 2, 4),
    answer: [ok("Two hours on a floodlit court would cost £12 on top of your membership.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How far ahead can I book a court?",
    contexts: CLUB,
    answer: [
      ok(
        "You can reserve a court up to a week in advance in the ClubSpark app, for no more than two hours a day.",
      ),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "When does the membership year run?",
    contexts: CLUB,
    answer: [
      say("When does the membership year run?"),
      ok("It starts on 1 April and ends on 31 March."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Do juniors pay to join?",
    contexts: CLUB,
    answer: [
      ok("No, there's no sign-up charge for under-18s, who then pay £90 a year for membership."),
    ],
    kind: null,
    tags: ["low-overlap", "merged"],
  },
  {
    question: "Can my friend come and play with me?",
    contexts: CLUB,
    answer: [
      ok("Yes, a friend can come along as your guest up to three times a year."),
      ok("Each visit costs £8, and they'll need non-marking shoes if you play on clay."),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "low-overlap"],
  },
  {
    question: "Who runs the coaching, and when is the tournament?",
    contexts: CLUB,
    answer: [
      ok("Marta Novak is the head coach [4]."),
      ok("The summer tournament is from 14 to 20 June 2027 [6]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Does the club have a squash court?",
    contexts: CLUB,
    answer: [refuse("I can't see anything about squash in the club information.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How long is the summer tournament, and when can I get a drink afterwards?",
    contexts: CLUB,
    answer: [
      ok("The summer tournament lasts a full week, from 14 to 20 June 2027."),
      ok("The bar opens at 5pm on weekdays and at midday on Saturdays and Sundays."),
    ],
    kind: null,
    tags: ["derived", "unit", "low-overlap"],
  },
  // Planted errors.
  {
    question: "What does membership cost?",
    contexts: CLUB,
    answer: [
      ok("Juniors pay £90 a year."),
      bad("number", "Adult membership costs £340 a year."),
      ok("New adult members also pay a £50 joining fee."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does each lesson cost on the 10-week course?",
    contexts: CLUB,
    answer: [
      ok("A 10-week group course costs £100."),
      bad("derivation", "That works out at £12.50 per session."),
    ],
    kind: "derivation",
  },
  {
    question: "Who coaches, and when is the tournament?",
    contexts: CLUB,
    answer: [
      ok("Marta Novak leads the coaching."),
      bad("date", "The summer tournament runs from 14 June 2027 to 27 June 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "How do I book a court?",
    contexts: CLUB,
    answer: [bad("entity", "Courts are booked through the CourtReserve app, up to 7 days ahead.")],
    kind: "entity",
  },
  {
    question: "Do juniors pay the joining fee?",
    contexts: CLUB,
    answer: [
      say("Good question."),
      bad("negation", "Juniors are not exempt from the £50 joining fee."),
      ok("Junior membership itself is £90 a year."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need special shoes?",
    contexts: retrieved(CLUB, 5, 2),
    answer: [bad("quantifier", "Only some players need non-marking shoes on the clay courts.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens to the clay courts when it rains?",
    contexts: CLUB,
    answer: [
      ok("Everyone on clay has to wear non-marking shoes."),
      bad("modal", "The committee will close the clay courts after heavy rain."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What extras do members pay for?",
    contexts: CLUB,
    answer: [
      ok("Floodlit courts are £6 an hour extra."),
      bad("fabricated", "Members also get 10% off everything in the pro shop."),
    ],
    kind: "fabricated",
  },
  {
    question: "Is there a waiting list to join?",
    contexts: [],
    answer: [
      bad("empty-context", "There is currently a six-month waiting list for adult membership."),
    ],
    kind: "empty-context",
  },
  {
    question: "What do family membership and group lessons cost?",
    contexts: CLUB,
    answer: [
      say("Sure!"),
      ok("Family membership costs £720 [1]."),
      miscite("Group adult lessons cost £12 a session [5]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is junior membership?",
    contexts: CLUB,
    answer: [refuse("Sorry, I don't have junior prices in front of me.")],
    kind: "over-refusal",
  },
];
