import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const BOUTIQUE = [
  "Amelie Rose Bridal offers 90-minute gown appointments for up to 4 guests, at £30, which is refunded if you order a gown. Saturday appointments cost £45. Appointments are led by our owner, Clara Whitfield, or one of her two stylists.",
  "Gowns range from £1,200 to £3,800. A 50% deposit is due when the gown is ordered, and the balance is due 8 weeks before the wedding. Deposits are non-refundable.",
  "Made-to-order gowns take 6 to 8 months to arrive, so most brides order at least 9 months before the wedding. Rush orders of 4 to 5 months are possible for a £250 surcharge. Sample gowns can be bought off the rack at 40% off.",
  "Alterations are done in-house by our seamstress, Joanna Pike, and start 10 weeks before the wedding. Most brides need 3 fittings. Alterations are charged separately, usually between £250 and £600.",
  "Veils cost from £150 and can be ordered with the gown. Gown steaming and pressing before the wedding is £75. Gowns can be stored free of charge for up to 4 weeks after the final fitting.",
  "The boutique is open Wednesday to Sunday, 10am to 6pm. Bridesmaid dresses must be ordered at least 4 months before the wedding. Our next trunk show runs from 14 to 16 March 2027.",
];

export const BRIDAL_BOUTIQUE: Case[] = [
  // Faithful
  {
    question: "What deposit would I pay on a £2,400 gown, and when is the rest due?",
    contexts: BOUTIQUE,
    answer: [
      ok("Half of £2,400 is due when you order, so a £1,200 deposit."),
      ok("The other £1,200 is due eight weeks before the wedding."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How much would a £3,000 sample gown cost?",
    contexts: retrieved(BOUTIQUE, 3, 2),
    answer: [ok("With 40% off, a £3,000 sample gown would be yours for £1,800.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question:
      "Our wedding is on 19 September 2027. When is the balance due, and when do alterations start?",
    contexts: BOUTIQUE,
    answer: [
      ok("Your balance would be due on 25 July 2027."),
      ok("Alterations would begin two weeks before that, on 11 July."),
      say("Congratulations, by the way!"),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What would a £3,800 gown cost as a rush order?",
    contexts: BOUTIQUE,
    answer: [
      ok("With the £250 rush surcharge, a £3,800 gown would come to £4,050 before alterations."),
      ok("A rush order arrives in four to five months."),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "How long is an appointment, and how many people can I bring?",
    contexts: BOUTIQUE,
    answer: [
      ok("Each appointment lasts an hour and a half, and you can bring as many as four guests."),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "How long does a made-to-order gown take?",
    contexts: retrieved(BOUTIQUE, 3, 6),
    answer: [
      ok("Expect anywhere from half a year to eight months for a made-to-order gown to arrive."),
      ok("That's why brides usually order nine months or more ahead."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Who does the alterations, and how many fittings will I need?",
    contexts: BOUTIQUE,
    answer: [
      ok("Joanna Pike, our in-house seamstress, handles alterations [4]."),
      ok("Brides usually have three fittings [4]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase", "spelled-number"],
  },
  {
    question: "Do you sell men's suits?",
    contexts: [],
    answer: [refuse("I'm sorry, I don't have any information about menswear.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What do alterations usually cost?",
    contexts: BOUTIQUE,
    answer: [
      ok("Alterations are billed on top of the gown and typically cost £250 to £600."),
      ok("They start ten weeks before your wedding."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "When is your next trunk show?",
    contexts: BOUTIQUE,
    answer: [
      say("Lovely to hear from you!"),
      ok("From 14 to 16 March 2027 we're holding our next trunk show."),
      say("Would you like to book an appointment for it?"),
    ],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "When are you open, and can I bring my mum and sisters along?",
    contexts: BOUTIQUE,
    answer: [
      ok(
        "We're open from Wednesday to Sunday, 10am to 6pm, and you can bring up to four guests to your appointment.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  // Planted
  {
    question: "What's your price range?",
    contexts: BOUTIQUE,
    answer: [bad("number", "Our gowns range from £1,200 to £3,500."), ok("Veils start at £150.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a £2,000 gown, the cheapest veil and steaming come to?",
    contexts: BOUTIQUE,
    answer: [
      ok("A veil starts at £150 and steaming is £75."),
      bad("derivation", "With a £2,000 gown, that comes to £2,275 altogether."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the trunk show?",
    contexts: BOUTIQUE,
    answer: [
      bad("date", "Our next trunk show runs from 14 to 16 April 2027."),
      ok("We're open Wednesday to Sunday."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who will look after me at my appointment?",
    contexts: BOUTIQUE,
    answer: [
      ok("Each appointment lasts 90 minutes."),
      bad("entity", "Appointments are led by our owner, Joanna Pike, or one of her two stylists."),
    ],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Can I get my deposit back if I change my mind?",
    contexts: BOUTIQUE,
    answer: [
      ok("The deposit is half the gown's price."),
      bad("negation", "Yes, deposits are refundable."),
    ],
    kind: "negation",
  },
  {
    question: "How far in advance do brides order?",
    contexts: BOUTIQUE,
    answer: [
      bad(
        "quantifier",
        "All brides order at least 9 months before the wedding, since gowns take 6 to 8 months.",
      ),
      ok("If you're short of time, a rush order costs an extra £250."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "When do bridesmaid dresses need ordering?",
    contexts: BOUTIQUE,
    answer: [
      bad("modal", "Bridesmaid dresses may be ordered at least 4 months before the wedding."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you offer payment plans?",
    contexts: BOUTIQUE,
    answer: [
      ok("Half the price is paid as a deposit when you order."),
      bad("fabricated", "The balance can be spread over monthly instalments at no extra cost."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you hire out gowns?",
    contexts: [],
    answer: [bad("empty-context", "Yes, gowns can be hired for a weekend from £400.")],
    kind: "empty-context",
  },
  {
    question: "Can I get a gown quickly, and do you press it before the wedding?",
    contexts: BOUTIQUE,
    answer: [
      ok("Rush orders arriving in four to five months cost an extra £250 [3]."),
      miscite("Steaming and pressing before the big day is £75 [4]."),
    ],
    kind: "citation",
  },
  {
    question: "How long can you store my gown?",
    contexts: retrieved(BOUTIQUE, 5, 4),
    answer: [refuse("Sorry, I can't find anything about gown storage.")],
    kind: "over-refusal",
  },
];
