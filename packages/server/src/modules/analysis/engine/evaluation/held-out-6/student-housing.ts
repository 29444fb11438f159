import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const RESIDENCE = [
  "A standard en-suite room at Quadrant House costs £189 per week and a studio costs £245 per week, on a 44-week tenancy from 6 September 2026. All bills, including Wi-Fi, are included in the rent.",
  "A £250 deposit secures your room and is taken off your first rent instalment. Rent is paid in three instalments, due on 6 September, 10 January and 18 April.",
  "If you have a UK guarantor you can pay in instalments; without one, you must pay the full year's rent upfront. You may cancel within 14 days of signing for a full refund of your deposit.",
  "Guests may stay for up to 3 nights in a row, with no more than 10 guest nights per term. The on-site team, led by residence manager Tomasz Wójcik, is available from 8am to 8pm on weekdays.",
  "Most rooms have a 3/4 bed and a desk with storage. Bike storage is free, and a parking space costs £600 for the year.",
  "Contents insurance up to £5,000 is included for every resident. Laundry costs £3.20 per wash and £1.60 per dry, paid through the CircuitView app.",
];

export const STUDENT_HOUSING: Case[] = [
  {
    question: "What's the total rent for a standard en-suite over the tenancy?",
    contexts: RESIDENCE,
    answer: [ok("Across the 44-week tenancy, a standard en-suite comes to £8,316 in total.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "How much more per week is a studio?",
    contexts: retrieved(RESIDENCE, 1, 5),
    answer: [ok("A studio is £56 a week more than a standard en-suite.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What does it cost to wash and dry one load?",
    contexts: RESIDENCE,
    answer: [ok("A wash followed by a dry will set you back £4.80 altogether.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How long is the gap between my first and second rent payments?",
    contexts: RESIDENCE,
    answer: [ok("The second instalment falls due 18 weeks after the first, on 10 January.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "Do I have to pay for electricity and internet separately?",
    contexts: RESIDENCE,
    answer: [ok("No, your rent covers every bill, Wi-Fi included.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Can my boyfriend stay over, and who do I go to if there's a problem?",
    contexts: RESIDENCE,
    answer: [
      ok(
        "He can stay for three nights in a row at most, and Tomasz Wójcik's on-site team is around from 8am to 8pm on weekdays.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "What's in the rooms?",
    contexts: RESIDENCE,
    answer: [ok("Rooms generally come with a 3/4 bed plus a desk that has storage.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "Is contents insurance included, and can I keep a bike?",
    contexts: RESIDENCE,
    answer: [
      ok("Yes, every resident's belongings are insured up to £5,000 [6]."),
      ok("You can store a bike at no charge [5]."),
    ],
    kind: null,
    tags: ["citation", "low-overlap"],
  },
  {
    question: "Are pets allowed at Quadrant House?",
    contexts: retrieved(RESIDENCE, 4, 5),
    answer: [
      refuse(
        "I've checked the guest and room details, but they don't mention pets, so I can't confirm either way.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What happens to my £250 deposit?",
    contexts: RESIDENCE,
    answer: [
      ok(
        "It's deducted from your first instalment of rent, and it's refunded in full if you cancel within 14 days of signing.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "When does the tenancy start?",
    contexts: RESIDENCE,
    answer: [ok("On 6 September 2026, and it lasts forty-four weeks.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How much is a studio?",
    contexts: RESIDENCE,
    answer: [bad("number", "A studio costs £254 per week on a 44-week tenancy.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does a parking space work out to per week of the tenancy?",
    contexts: RESIDENCE,
    answer: [
      ok("A parking space is £600 for the year."),
      bad("derivation", "Spread over the 44 weeks, that's about £15.40 a week."),
    ],
    kind: "derivation",
  },
  {
    question: "When are the rent instalments due?",
    contexts: RESIDENCE,
    answer: [
      bad("date", "Rent is paid in three instalments, on 6 September, 10 January and 18 May."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is the residence manager?",
    contexts: RESIDENCE,
    answer: [bad("entity", "The residence manager is Tomasz Nowak, who leads the on-site team.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Are bills included in the rent?",
    contexts: RESIDENCE,
    answer: [bad("negation", "Bills are not included in the rent, apart from Wi-Fi.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do all the rooms have a 3/4 bed?",
    contexts: RESIDENCE,
    answer: [bad("quantifier", "Yes, every room has a 3/4 bed and a desk with storage.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "I don't have a UK guarantor. Can I still pay in instalments?",
    contexts: RESIDENCE,
    answer: [
      ok("With a UK guarantor you could pay in instalments."),
      bad("modal", "Without one, you might be asked to pay the full year's rent upfront."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I end my contract early?",
    contexts: RESIDENCE,
    answer: [
      ok("You can cancel within 14 days of signing and get your deposit back in full."),
      bad(
        "fabricated",
        "After that, you can leave early if you find a replacement tenant to take over your room.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "Is there a gym?",
    contexts: [],
    answer: [bad("empty-context", "Yes, residents get free 24-hour access to the on-site gym.")],
    kind: "empty-context",
  },
  {
    question: "How much is laundry, and how long can guests stay?",
    contexts: RESIDENCE,
    answer: [
      ok("A wash is £3.20 and a dry is £1.60 [6]."),
      miscite("Guests can stay a maximum of three consecutive nights [5]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is a parking space?",
    contexts: retrieved(RESIDENCE, 5, 6),
    answer: [refuse("I'm afraid I can't find parking prices in the information I have.")],
    kind: "over-refusal",
  },
];
