import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const CLEANING = [
  "Tidy Nest Cleaning sends vetted, insured cleaners for regular cleans at £19 an hour, with a minimum visit of 2 hours. One-off deep cleans cost £26 an hour and need at least 4 hours.",
  "Regular clients keep the same cleaner wherever possible; if your cleaner is on holiday, we offer a cover cleaner. Customers supply their own products and equipment unless they add our supplies pack for £6 a visit.",
  "End-of-tenancy cleans are priced by property size: £240 for a one-bedroom flat, £320 for two bedrooms and £410 for three. We re-clean any area your letting agent flags within 72 hours, free of charge.",
  "Bookings can be cancelled free up to 48 hours before the visit; later cancellations are charged 50% of the visit price. Keys can be held securely in our office on Marlow Road.",
  "Oven cleaning is an add-on at £45, and inside-fridge cleaning at £20. Most regular clients book a weekly or fortnightly clean.",
  "Our operations lead, Beatriz Santos, answers queries on 0113 496 0281 from 8 am to 6 pm, Monday to Friday. From 1 April 2027 the regular rate rises to £20 an hour.",
];

export const HOME_CLEANING: Case[] = [
  {
    question: "What does a 3-hour regular clean cost if I use your products?",
    contexts: CLEANING,
    answer: [
      ok("A three-hour regular clean costs £57 at the current rate."),
      ok("Adding our supplies pack brings each visit to £63."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How much more will my 2-hour clean cost after the price rise?",
    contexts: CLEANING,
    answer: [
      ok("From 1 April 2027 the hourly rate goes up by £1, to £20."),
      ok("For a two-hour clean, that's £40 a visit instead of £38, so £2 more."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question:
      "We're moving out of a two-bed flat. What's the clean, and what if the agent isn't happy?",
    contexts: retrieved(CLEANING, 3, 5, 4),
    answer: [
      ok("An end-of-tenancy clean for a two-bedroom place costs £320."),
      ok(
        "If your letting agent points out anything within three days, we'll come back and clean it again at no extra cost.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "What's the smallest deep clean I can book?",
    contexts: CLEANING,
    answer: [
      ok("A deep clean has a four-hour minimum, so the smallest booking costs £104."),
      ok("That's based on the deep-clean rate of £26 an hour."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How often do people usually book?",
    contexts: CLEANING,
    answer: [
      ok("Most of our regular clients have us in either every week or every two weeks."),
      ok("Wherever we can, you'll keep the same cleaner each time."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Do I need to be home to let the cleaner in?",
    contexts: CLEANING,
    answer: [
      ok("We can keep a set of your keys securely at our Marlow Road office."),
      ok("Every cleaner we send is vetted and insured."),
    ],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "How do I get hold of someone, and what's your cancellation policy?",
    contexts: CLEANING,
    answer: [
      ok(
        "Beatriz Santos, our operations lead, takes calls on 0113 496 0281 on weekdays from 8 am to 6 pm [6].",
      ),
      ok("You can cancel at no charge up to 48 hours before the visit [4]."),
      ok("After that, half the visit price is charged [4]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you clean carpets?",
    contexts: [],
    answer: [
      refuse("I don't have any information on carpet cleaning, I'm afraid."),
      say("Is there anything else I can help you with?"),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "My cleaner is away next week. What happens?",
    contexts: CLEANING,
    answer: [
      ok("While your usual cleaner is on holiday, we'll offer you a cover cleaner."),
      ok("Regular clients keep the same cleaner whenever we can manage it."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question:
      "I'm moving out of a 3-bed and want the oven and the fridge done too. What's the total?",
    contexts: retrieved(CLEANING, 3, 5, 2),
    answer: [
      ok("A three-bedroom end-of-tenancy clean is £410."),
      ok("With oven cleaning at £45 and the inside of the fridge at £20, the total comes to £475."),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "Do I need to provide the cleaning stuff?",
    contexts: CLEANING,
    answer: [
      say("Good question!"),
      ok("By default, you provide your own products and equipment."),
      ok("If you'd rather not, our supplies pack adds £6 to each visit."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "What's the minimum for a regular clean?",
    contexts: CLEANING,
    answer: [
      ok("Regular cleans are charged at £19 an hour."),
      bad("number", "You'll need to book at least 3 hours per visit."),
      ok("All our cleaners are vetted and insured."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a two-hour regular clean with the oven done cost?",
    contexts: CLEANING,
    answer: [
      ok("Regular cleans are £19 an hour, with a two-hour minimum."),
      ok("Oven cleaning is an extra £45."),
      bad("derivation", "So a two-hour visit with the oven added comes to £93."),
    ],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "When are your prices going up?",
    contexts: CLEANING,
    answer: [
      ok("The regular rate is going up by a pound an hour."),
      bad("date", "The new £20 rate starts on 1 March 2027."),
      ok("Deep cleans are charged at £26 an hour."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who should I contact with a question?",
    contexts: CLEANING,
    answer: [
      bad("entity", "Beatriz Sousa, our operations lead, answers queries on 0113 496 0281."),
      ok("She's available from 8 am to 6 pm on weekdays."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Will you come back if the letting agent finds something you missed?",
    contexts: CLEANING,
    answer: [
      ok("End-of-tenancy cleans start at £240 for a one-bedroom flat."),
      bad("negation", "We don't re-clean areas your letting agent flags, even within 72 hours."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How often do your regular clients book?",
    contexts: CLEANING,
    answer: [
      bad("quantifier", "All of our regular clients book a weekly or fortnightly clean."),
      ok("Regular cleans cost £19 an hour."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What's your cancellation policy?",
    contexts: CLEANING,
    answer: [
      bad("modal", "Bookings must be cancelled at least 48 hours before the visit."),
      ok("Cancelling later than that costs half of the visit price."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Are your cleaners trustworthy?",
    contexts: CLEANING,
    answer: [
      ok("Every one of our cleaners is vetted and insured."),
      bad(
        "fabricated",
        "Each one also completes a two-week training course before their first visit.",
      ),
      ok("Regular clients keep the same cleaner wherever we can arrange it."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is a deep clean?",
    contexts: [],
    answer: [
      bad("empty-context", "Deep cleans cost £30 an hour."),
      say("Let me know if you'd like to book one."),
    ],
    kind: "empty-context",
  },
  {
    question: "What's the end-of-tenancy price for a one-bed, and can I add the oven?",
    contexts: CLEANING,
    answer: [
      ok("An end-of-tenancy clean for a one-bedroom flat costs £240 [3]."),
      miscite("Oven cleaning can be added for £45 [3]."),
      ok("If the letting agent flags anything within 72 hours, we re-clean it for free [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Can you hold on to our keys?",
    contexts: retrieved(CLEANING, 4, 2),
    answer: [
      refuse("Sorry, I can't find anything about key holding."),
      say("Our office team will be able to help."),
    ],
    kind: "over-refusal",
  },
];
