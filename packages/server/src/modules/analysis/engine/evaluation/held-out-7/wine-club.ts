import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const CLUB = [
  "Members of the Vineyard Crate club receive a case of 12 wines every three months for £165, including delivery. Cases ship in the first week of March, June, September and December.",
  "Members can swap up to 4 bottles in each case through their account, as long as they do so at least 10 days before the case ships. Any bottle you didn't enjoy can be replaced free of charge in your next case.",
  "Members get 15% off all wines bought in the online shop, and 20% off when buying 24 bottles or more.",
  "You must be 18 or over to join, and deliveries must be signed for by an adult. If no one is in, our courier, Parcelway, may leave a card and try again the next working day.",
  "Membership can be paused for one quarter or cancelled at any time before the next case's payment is taken, 14 days before it ships. Our wine buyer, Isabelle Moreau, writes tasting notes for every bottle.",
  "The members' tasting is held at the Guildhall, York, on 8 May 2027. Tickets are £25, and most of the wines poured are from small family estates.",
];

export const WINE_CLUB: Case[] = [
  {
    question: "What does each bottle in a case work out at?",
    contexts: CLUB,
    answer: [ok("Each bottle works out at £13.75.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What will the club cost me over a year?",
    contexts: CLUB,
    answer: [ok("Four cases a year at £165 each comes to £660.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "I'd like 24 bottles of a £10 wine from the shop. What will that cost me?",
    contexts: CLUB,
    answer: [ok("With the 20% discount on 24 bottles or more, you'd pay £192.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "I really didn't like one of the reds in my last box. Can I get something else?",
    contexts: CLUB,
    answer: [ok("Of course, we'll put a different bottle in your next case at no extra cost.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Can I change what's in my next case, and until when can I cancel?",
    contexts: CLUB,
    answer: [
      ok(
        "You can swap as many as four bottles up to ten days before it ships, and you can cancel until the payment is taken two weeks before it goes out.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "unit"],
  },
  {
    question: "How often do the cases arrive?",
    contexts: retrieved(CLUB, 1, 3),
    answer: [
      ok(
        "You get a case every quarter, going out in the first week of March, June, September and December.",
      ),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Are the wines at the tasting from small producers?",
    contexts: retrieved(CLUB, 6, 4),
    answer: [ok("Mostly, yes; the bulk of the wines poured come from small family estates.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Who writes the tasting notes?",
    contexts: CLUB,
    answer: [ok("Tasting notes for every bottle are written by Isabelle Moreau, our wine buyer.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How old do I need to be, and what discount do I get in the shop?",
    contexts: CLUB,
    answer: [
      ok("You have to be 18 or older to become a member [4]."),
      ok("Members get 15% off wines in the online shop [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can you deliver to Ireland?",
    contexts: [],
    answer: [
      refuse("I don't have anything on international delivery, so I can't tell you that, sorry."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can I take a break from the club over the summer?",
    contexts: CLUB,
    answer: [ok("Yes, you're able to pause your membership for one quarter.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How many bottles are in a case?",
    contexts: CLUB,
    answer: [bad("number", "Each case contains 6 wines and costs £165, including delivery.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does a year of membership add up to?",
    contexts: CLUB,
    answer: [bad("derivation", "A year of membership comes to £495.")],
    kind: "derivation",
  },
  {
    question: "When's the members' tasting?",
    contexts: CLUB,
    answer: [bad("date", "The members' tasting is at the Guildhall, York, on 15 May 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I'm out when the case comes?",
    contexts: CLUB,
    answer: [
      bad("entity", "Our courier, Swiftline, may leave a card and try again the next working day."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I get a bottle I didn't like replaced?",
    contexts: CLUB,
    answer: [bad("negation", "Bottles you didn't enjoy can't be replaced in your next case.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Where do the tasting wines come from?",
    contexts: CLUB,
    answer: [
      bad("quantifier", "All of the wines poured at the tasting are from small family estates."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What if nobody's home for the delivery?",
    contexts: CLUB,
    answer: [
      bad(
        "modal",
        "If no one is in, Parcelway will leave a card and try again the next working day.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I give a membership as a present?",
    contexts: CLUB,
    answer: [bad("fabricated", "Gift memberships are available for six or twelve months.")],
    kind: "fabricated",
  },
  {
    question: "How much does a Vineyard Crate case cost?",
    contexts: [],
    answer: [bad("empty-context", "Each Vineyard Crate case costs £150 including delivery.")],
    kind: "empty-context",
  },
  {
    question: "When do cases ship, and how many bottles can I swap?",
    contexts: CLUB,
    answer: [
      ok("Cases go out in the first week of March, June, September and December [1]."),
      miscite("You can swap up to 4 bottles in each case [3]."),
    ],
    kind: "citation",
  },
  {
    question: "When do you take payment for a case?",
    contexts: retrieved(CLUB, 5, 2),
    answer: [refuse("I'm not sure when payment is taken, I'm afraid; I don't have those details.")],
    kind: "over-refusal",
  },
];
