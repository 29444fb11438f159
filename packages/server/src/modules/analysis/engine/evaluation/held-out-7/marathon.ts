import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const RACE = [
  "The Riverside Marathon takes place on Sunday 18 April 2027, starting at 9:00am on Castle Esplanade. Entry costs £62 for affiliated club runners and £68 for everyone else. Entries close on 28 February 2027 or when the 8,000 places are filled.",
  "Runners must be at least 18 on race day. Bib numbers are posted out three weeks before the race; runners who have not received theirs by 4 April should contact the race office on 0131 555 0193.",
  "Entries can be transferred to another runner for a £15 admin fee until 21 March 2027. Refunds are not given, but injured runners may defer their place to the 2028 race for £10.",
  "The course has a cut-off time of 6 hours and 30 minutes; runners behind the sweeper bus may be asked to continue on the pavement. Water stations are every 5 km, and most of them also hand out energy gels.",
  "Every finisher receives a medal and a technical T-shirt. Baggage can be dropped at the start until 8:30am and collected at the finish in Meadow Park.",
  "Charity places are available through our partner, Lothian Hospice, for a minimum fundraising pledge of £450 and an entry fee of £30. The race director is Fiona Baird.",
];

export const MARATHON: Case[] = [
  {
    question: "How much do I save by entering as a club runner, and how long do I have to sign up?",
    contexts: RACE,
    answer: [
      ok("Club runners pay £6 less, at £62 instead of £68."),
      ok("Entries close on 28 February 2027, unless all 8,000 places go sooner."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "When should my bib arrive, and who do I call if it doesn't?",
    contexts: RACE,
    answer: [
      ok("Bibs are posted three weeks before race day, so yours should go out around 28 March."),
      ok("If it still hasn't turned up by 4 April, ring the race office on 0131 555 0193."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "If I start with the gun at 9, by what time do I need to finish?",
    contexts: RACE,
    answer: [
      ok("With the cut-off of six and a half hours, you'd need to be across the line by 3:30pm."),
      ok("Along the way you'll find water every 5 km, and most stations have energy gels too."),
    ],
    kind: null,
    tags: ["derived", "unit", "merged"],
  },
  {
    question: "I've hurt my knee and can't run. Can I get my money back?",
    contexts: RACE,
    answer: [
      ok("We don't give refunds, I'm afraid."),
      ok("Because you're injured, though, you can push your place back to the 2028 race for £10."),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How does a charity place work, and is it cheaper than a normal entry?",
    contexts: RACE,
    answer: [
      ok(
        "A charity place with Lothian Hospice costs £30 to enter, £38 less than the standard fee, as long as you pledge to raise at least £450.",
      ),
      say("It's a great way to support a good cause."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Can my friend take my place instead?",
    contexts: RACE,
    answer: [
      ok("Yes, you can hand your entry over to another runner up to 21 March 2027."),
      ok("There's a fifteen-pound admin fee for doing so."),
    ],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "Will there be drinks and gels on the course?",
    contexts: retrieved(RACE, 4, 5),
    answer: [
      ok("Water stations are set up every five kilometres."),
      ok("Most of them give out energy gels too, so you can usually count on one."),
    ],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "What do finishers get, and where do I pick up my bag?",
    contexts: RACE,
    answer: [
      ok("A medal and a technical T-shirt are given to every finisher."),
      ok(
        "Bags can be left at the start up to 8:30am and are picked up at the finish in Meadow Park.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Who's the race director, and how old do I need to be to run?",
    contexts: RACE,
    answer: [
      ok("Fiona Baird is the race director [6]."),
      ok("You need to be 18 or older on race day [2]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Is there a half marathon as well?",
    contexts: RACE,
    answer: [
      refuse(
        "I can't find any mention of a half marathon in the race information, so I can't confirm one.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "I'm a slow runner. What happens if the sweeper bus catches me?",
    contexts: retrieved(RACE, 4, 1),
    answer: [
      ok("The overall cut-off is six and a half hours."),
      ok("If you drop behind the sweeper bus, you may be asked to carry on along the pavement."),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "How many places are there, and when do entries close?",
    contexts: RACE,
    answer: [
      ok("Entries close on 28 February 2027."),
      bad("number", "There are 10,000 places, and entries close early if they fill up."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "I'm in a club but my partner isn't. What would the two of us pay?",
    contexts: RACE,
    answer: [
      ok("Club runners pay £62 and everyone else pays £68."),
      bad("derivation", "So the two of you would pay £140 in total."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the race, and where does it start?",
    contexts: RACE,
    answer: [
      ok("The race starts at 9:00am on Castle Esplanade."),
      bad("date", "It takes place on Sunday 25 April 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who do charity places go through?",
    contexts: RACE,
    answer: [
      bad("entity", "Charity places are available through our partner, Marie Curie."),
      ok("You'll need to pledge at least £450 and pay a £30 entry fee."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I get a refund if I can't run?",
    contexts: RACE,
    answer: [
      ok("Injured runners can defer their place to the 2028 race for £10."),
      bad("negation", "Refunds are given as well, if you'd rather not defer."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do the water stations have gels?",
    contexts: RACE,
    answer: [
      ok("You'll find a water station every 5 km."),
      bad("quantifier", "All of them also hand out energy gels."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I fall behind the sweeper bus?",
    contexts: RACE,
    answer: [
      ok("The cut-off is 6 hours and 30 minutes."),
      bad("modal", "Runners behind the sweeper bus will have to continue on the pavement."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Are there pacers in the race?",
    contexts: RACE,
    answer: [
      ok("The race starts at 9:00am from Castle Esplanade."),
      bad("fabricated", "Pacers run for every half-hour finishing time from 3 to 6 hours."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is entry for the Riverside Marathon?",
    contexts: [],
    answer: [
      say("Happy to help."),
      bad("empty-context", "Entry to the Riverside Marathon costs £55 for club runners."),
    ],
    kind: "empty-context",
  },
  {
    question: "Until when can I transfer my entry, and what's the cut-off time?",
    contexts: RACE,
    answer: [
      ok("Transfers cost £15 and are allowed until 21 March 2027 [3]."),
      miscite("The cut-off time is six and a half hours [5]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I transfer my entry to a friend?",
    contexts: retrieved(RACE, 3, 2),
    answer: [refuse("I'm sorry, I don't have any information on transferring entries.")],
    kind: "over-refusal",
  },
];
