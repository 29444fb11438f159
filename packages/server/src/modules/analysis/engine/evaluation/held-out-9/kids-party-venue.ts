import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const VENUE = [
  "Bounce Burrow's Classic party costs £14.50 per child and includes 90 minutes of soft play followed by 30 minutes in the party room. The Deluxe party costs £19 per child and adds a hot meal, a party bag and a visit from Burrow the Badger. Parties need a minimum of 10 children.",
  "A £50 deposit secures the booking and comes off the final bill. The deposit is refunded if you cancel at least 14 days before the party. Final numbers must be confirmed 5 days in advance, and you pay for the confirmed number even if fewer children come.",
  "Parties run on Saturdays and Sundays at 10am, 1pm and 4pm, and on weekdays at 4pm only. The maximum is 30 children per party. Adults are free, and up to 2 adults per 5 children may join the soft play.",
  "Soft play is for children up to 11 years old, and the toddler zone is for under-4s only. Socks must be worn by everyone in the play frame, including adults. Most parties are booked six to eight weeks ahead.",
  "Food can be adapted for allergies if the venue is told when final numbers are confirmed. Outside food is not allowed, except for a birthday cake, which staff can keep in the fridge. Party manager Kerry Doyle is available on 0117 496 0382.",
  "Bounce Burrow is at 4 Quarry Lane, Hanham, with free parking for 60 cars. It is closed on 25 and 26 December and on 1 January. Weekday parties booked in term time get a free upgrade to Deluxe.",
];

export const KIDS_PARTY_VENUE: Case[] = [
  {
    question: "How much would a Classic party for 15 children cost?",
    contexts: VENUE,
    answer: [
      ok("A Classic party is £14.50 per child, so 15 children comes to £217.50."),
      ok("Your £50 deposit is taken off that total."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How much extra would Deluxe be for 12 children?",
    contexts: VENUE,
    answer: [
      ok("Deluxe is £4.50 more per child than Classic, so for 12 children it's an extra £54."),
      ok("For that you get a hot meal, a party bag and a visit from Burrow the Badger."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How long does a party last?",
    contexts: VENUE,
    answer: [
      ok(
        "Two hours altogether: an hour and a half of soft play, then half an hour in the party room.",
      ),
    ],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  {
    question: "What's the latest I can cancel, and when do I confirm numbers?",
    contexts: retrieved(VENUE, 2, 5),
    answer: [
      ok("Cancel at least a fortnight before and your £50 deposit is refunded."),
      ok("Final numbers are due five days ahead, which is also when to mention any allergies."),
    ],
    kind: null,
    tags: ["merged", "unit", "spelled-number"],
  },
  {
    question: "How far ahead should I book?",
    contexts: VENUE,
    answer: [
      ok("Parties are usually booked six to eight weeks ahead."),
      say("It's worth getting in early if you have a date in mind!"),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "My twins are 3 and their cousin is 12. Can they all use the soft play?",
    contexts: VENUE,
    answer: [
      ok("The 3-year-olds can use the toddler zone, which is for under-4s."),
      ok("Soft play only goes up to age 11, though, so the 12-year-old is too old."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Can we bring a cake and our own sandwiches?",
    contexts: VENUE,
    answer: [
      ok("A birthday cake is fine, and staff will keep it in the fridge for you [5]."),
      ok("Any other food from outside isn't permitted [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you offer face painting?",
    contexts: retrieved(VENUE, 1, 3),
    answer: [
      refuse("I can't see face painting mentioned in the party packages, so I'm not able to say."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Is Bounce Burrow open on Easter Sunday?",
    contexts: [],
    answer: [refuse("Sorry, I don't have Bounce Burrow's holiday opening times.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "We're bringing 20 kids. How many parents can go in the soft play?",
    contexts: VENUE,
    answer: [ok("With 20 children, up to eight adults can join in, and grown-ups don't pay.")],
    kind: null,
    tags: ["derived", "spelled-number", "low-overlap"],
  },
  {
    question: "Where are you, and is there parking?",
    contexts: VENUE,
    answer: [
      ok("You'll find Bounce Burrow at 4 Quarry Lane in Hanham."),
      ok("Parking is free, with room for 60 cars."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  // Planted.
  {
    question: "What does the Deluxe party cost?",
    contexts: VENUE,
    answer: [
      ok("Deluxe includes a hot meal, a party bag and a visit from Burrow the Badger."),
      bad("number", "It costs £21 per child, with a minimum of 10 children."),
      ok("The Classic party is the cheaper option at £14.50 a head."),
    ],
    kind: "number",
  },
  {
    question: "What's the most a Classic party could cost?",
    contexts: VENUE,
    answer: [
      ok("Classic is £14.50 a head, and a party can have up to 30 children."),
      bad("derivation", "So the most you'd pay is £425."),
    ],
    kind: "derivation",
  },
  {
    question: "When are you closed over Christmas?",
    contexts: VENUE,
    answer: [
      bad("date", "Bounce Burrow is closed on 24 and 25 December and on 1 January."),
      ok("Otherwise parties run every weekend, with a 4pm slot on weekdays."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who do I call about my party?",
    contexts: VENUE,
    answer: [
      ok(
        "Any allergies should be flagged when you confirm final numbers, so the food can be adapted.",
      ),
      bad("entity", "Party manager Karen Doyle is available on 0117 496 0382."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can we bring our own food?",
    contexts: VENUE,
    answer: [
      bad("negation", "Outside food is allowed, and staff can keep a birthday cake in the fridge."),
      ok(
        "If anyone has allergies, the food can be adapted as long as you say so when confirming numbers.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Can parents join the kids in the soft play?",
    contexts: VENUE,
    answer: [
      bad("quantifier", "All adults may join the soft play, and they go free."),
      ok("Everyone in the play frame has to wear socks, grown-ups included."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do the grown-ups need socks?",
    contexts: VENUE,
    answer: [
      ok("Adults don't pay for entry."),
      bad("modal", "Everyone in the play frame, adults included, may wear socks if they like."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can we decorate the party room?",
    contexts: VENUE,
    answer: [
      ok("You get half an hour in the party room after the soft play."),
      bad(
        "fabricated",
        "You're welcome to bring balloons and banners, and staff will put them up before you arrive.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is a Classic party at Bounce Burrow?",
    contexts: [],
    answer: [
      bad("empty-context", "A Classic party at Bounce Burrow costs £12 per child."),
      say("Shall I check availability for you?"),
    ],
    kind: "empty-context",
  },
  {
    question: "What times can we book on a weekday?",
    contexts: VENUE,
    answer: [
      ok("Weekday parties only start at 4pm [3]."),
      miscite("In term time, weekday parties are upgraded to Deluxe for free [2]."),
    ],
    kind: "citation",
  },
  {
    question: "Is there a limit on how many children can come?",
    contexts: retrieved(VENUE, 3, 1),
    answer: [refuse("I'm sorry, I couldn't find a limit on party size in what I have.")],
    kind: "over-refusal",
  },
];
