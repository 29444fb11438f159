import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const BOWL = [
  "Strikeline Bowl has 16 lanes, with up to 6 players per lane. A game costs £6.50 per person before 5pm and £8 per person after 5pm. Lanes can also be hired by the hour for £42, for up to 6 players.",
  "Shoe hire is £1.50 per person and compulsory for all bowlers. Children's bumpers and ramps are available on every lane at no charge. Bowling socks are sold at reception for £2.",
  "Kids' parties cost £14.95 per child for one game, a meal and a drink, with a minimum of 8 children. Parties must be booked at least 7 days in advance, and a £30 deposit is required. Our party coordinator is Leah Carter.",
  "League nights run on Tuesdays and Thursdays from 7pm, with the autumn season starting on 8 September 2026. League teams have 4 bowlers and pay £24 per team per night. The league season runs for 14 weeks.",
  "We are open Monday to Thursday from 12pm to 11pm and Friday to Sunday from 10am to midnight. Under-16s must leave by 8pm unless they are with an adult. Most lanes can be booked online; lanes 15 and 16 are walk-in only. Lanes not claimed within 10 minutes of the booking time may be given to walk-in players.",
  "Groups of 20 or more get 10% off games. Food orders are taken at the lane until 9pm. The centre manager is Dev Mistry.",
];

export const BOWLING_ALLEY: Case[] = [
  // Faithful
  {
    question: "What would one game each cost for the four of us at 3pm, with shoes?",
    contexts: BOWL,
    answer: [ok("Before 5pm, a game plus shoe hire is £8 each, so £32 for the four of you.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "There are 6 of us coming in the evening. Should we pay per game or by the hour?",
    contexts: BOWL,
    answer: [
      ok(
        "Six games after 5pm would cost £48, so hiring the lane for an hour at £42 is £6 cheaper if you fit your game into that hour.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What would a party for 10 kids cost?",
    contexts: BOWL,
    answer: [
      ok("For ten children the party comes to £149.50, and you'd pay a £30 deposit when booking."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "There are 25 of us playing one game after 5pm. What's the total?",
    contexts: BOWL,
    answer: [
      ok(
        "With the group discount, 25 games at the evening price would come to £180 instead of £200.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "How much does league bowling cost each of us per night?",
    contexts: retrieved(BOWL, 4, 5),
    answer: [ok("That works out at £6 per bowler each league night.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How late can my 14-year-old stay without us?",
    contexts: BOWL,
    answer: [ok("Under-16s on their own need to head home by eight in the evening.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "Do we have to hire shoes, and do you have bumpers for the kids?",
    contexts: BOWL,
    answer: [
      ok("Everyone bowling has to hire shoes, at £1.50 each [2]."),
      ok("Bumpers and ramps for kids are free on all lanes [2]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you have arcade machines?",
    contexts: retrieved(BOWL, 2, 5),
    answer: [refuse("I'm not able to find anything about arcade games in the information I have.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can I book any lane online?",
    contexts: BOWL,
    answer: [ok("You can usually book a lane online, but 15 and 16 are kept for walk-ins.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "What are your opening hours on a Saturday?",
    contexts: BOWL,
    answer: [
      say("Hi there!"),
      ok("On Saturdays the doors are open from 10am until midnight."),
      say("See you soon."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "When are league nights, and how big are the teams?",
    contexts: BOWL,
    answer: [
      ok(
        "Teams of four bowl on Tuesday and Thursday evenings from 7pm, with the autumn season kicking off on 8 September 2026.",
      ),
    ],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  // Planted
  {
    question: "How many lanes do you have?",
    contexts: BOWL,
    answer: [bad("number", "Strikeline Bowl has 18 lanes, each taking up to 6 players.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would three games each cost for two adults after 5pm, with shoes?",
    contexts: BOWL,
    answer: [
      ok("Games after 5pm are £8 each and shoes are £1.50 per person."),
      bad("derivation", "For two of you playing three games each, that's £54 in total."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the autumn league start?",
    contexts: BOWL,
    answer: [
      bad("date", "The autumn league season starts on 15 September 2026."),
      ok("It runs for fourteen weeks."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who organises kids' parties?",
    contexts: BOWL,
    answer: [bad("entity", "Parties are organised by Dev Mistry, our party coordinator.")],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Is shoe hire optional?",
    contexts: BOWL,
    answer: [bad("negation", "Shoe hire is £1.50 per person, but it is not compulsory.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Can I book lane 16 online?",
    contexts: BOWL,
    answer: [bad("quantifier", "Yes, all lanes can be booked online.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if we turn up late for our booking?",
    contexts: BOWL,
    answer: [
      bad(
        "modal",
        "If you're more than 10 minutes late, your lane will be given to walk-in players.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can we order food at the lane?",
    contexts: BOWL,
    answer: [
      ok("Food orders are taken at your lane until 9pm."),
      bad("fabricated", "Pizza and hot dog platters for a lane of six cost £25."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you have a bar?",
    contexts: [],
    answer: [
      bad("empty-context", "Yes, our bar serves drinks until 11pm and is over-18s only after 8pm."),
    ],
    kind: "empty-context",
  },
  {
    question: "How much is a game?",
    contexts: BOWL,
    answer: [
      ok("A game is £6.50 per person before 5pm and £8 after [1]."),
      miscite("Groups of 20 or more get a tenth off their games [5]."),
    ],
    kind: "citation",
  },
  {
    question: "Is there a discount for big groups?",
    contexts: retrieved(BOWL, 6, 1),
    answer: [refuse("Sorry, I couldn't find any group discounts in our details.")],
    kind: "over-refusal",
  },
];
