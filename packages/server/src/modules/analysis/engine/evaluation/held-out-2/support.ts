import { bad, type Case, miscite, ok, refuse, say } from "./build";

const RETURNS = [
  "Items can be returned within 30 days of delivery. Sale items marked 'Final sale' cannot be returned.",
  "Return shipping is free for members of Northwind Plus; other customers pay a $6.95 label fee that is deducted from the refund.",
  "Refunds will be issued to the original payment method within 5 business days after the warehouse receives the item.",
];

const SHIPPING = [
  "Standard shipping takes 3 to 5 business days and is free on orders over $75.",
  "Express shipping costs $14 and arrives in 1 to 2 business days.",
  "We do not ship to P.O. boxes or to addresses outside the United States and Canada.",
  "Orders placed after 3 pm Eastern ship the next business day.",
];

const WARRANTY = [
  "All Northwind blenders carry a 2-year limited warranty covering the motor and the base.",
  "Glass jars and blades are considered wear parts and are covered for 90 days.",
  "Warranty claims require the order number and a photo of the serial plate, sent to warranty@northwind.example.",
];

const ACCOUNT = [
  "To delete your account, go to Settings > Privacy and choose Delete account. Deletion is permanent after a 14-day grace period.",
  "During the grace period you can sign in again to cancel the deletion.",
  "Order history is kept for 7 years for tax purposes, even after an account is deleted.",
];

const LOYALTY = [
  "Members earn 1 point per dollar spent; 100 points can be redeemed for a $5 voucher.",
  "Points expire 12 months after they are earned. The spring double-points event runs from April 7 to April 20.",
  "Vouchers cannot be combined with other discount codes.",
];

export const SUPPORT: Case[] = [
  {
    question: "Can I return a sale item?",
    contexts: RETURNS,
    answer: [
      ok("Anything labelled 'Final sale' is not eligible for return."),
      ok("Other items can come back to us up to 30 days after they arrive."),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How do refunds work if I'm not a Plus member?",
    contexts: RETURNS,
    answer: [
      ok("Without Northwind Plus, the $6.95 cost of the return label comes out of your refund."),
      ok(
        "The money goes back to the card or account you paid with, within five business days of the item reaching the warehouse.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "How long does express take and what does it cost?",
    contexts: SHIPPING,
    answer: [ok("Express delivery is $14 and gets to you in one or two business days.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Can you ship to my PO box in Toronto?",
    contexts: SHIPPING,
    answer: [
      say("Sorry about this."),
      ok("P.O. boxes are excluded from delivery, even within Canada."),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "I ordered at 4 pm Eastern, when will it ship?",
    contexts: SHIPPING,
    answer: [
      ok("Because your order came in after 3 pm Eastern, it goes out on the next business day."),
    ],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "Are the blades covered by the warranty?",
    contexts: WARRANTY,
    answer: [
      ok(
        "Blades, like the glass jars, count as wear parts, so their cover lasts 90 days rather than the two years the motor and base get.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "How do I make a warranty claim?",
    contexts: WARRANTY,
    answer: [
      ok(
        "A claim needs your order number plus a picture of the serial plate, emailed to warranty@northwind.example [3].",
      ),
      ok("The motor and base are covered for two years [1]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "How do I delete my account?",
    contexts: ACCOUNT,
    answer: [
      ok("There is a Delete account option under Settings > Privacy."),
      ok(
        "You have two weeks to change your mind by signing back in, and after that the deletion cannot be undone.",
      ),
    ],
    kind: null,
    tags: ["unit", "merged"],
  },
  {
    question: "How much are my points worth?",
    contexts: LOYALTY,
    answer: [
      ok("Every 100 points can be exchanged for a $5 voucher, so each point is worth 5 cents."),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Do my loyalty points expire?",
    contexts: [],
    answer: [
      refuse("I don't have any loyalty programme documents to check that against, so I can't say."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "When is shipping free?",
    contexts: SHIPPING,
    answer: [bad("number", "Standard shipping is free once your order is over $57.")],
    kind: "number",
  },
  {
    question: "When is double points?",
    contexts: LOYALTY,
    answer: [bad("date", "The spring double-points event runs from April 7 to April 27.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Where do I send a warranty claim?",
    contexts: WARRANTY,
    answer: [
      bad(
        "entity",
        "Claims go to support@northwind.example with the order number and a photo of the serial plate.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I use a voucher together with a discount code?",
    contexts: LOYALTY,
    answer: [bad("negation", "Yes, vouchers can be combined with other discount codes.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is my blender covered?",
    contexts: WARRANTY,
    answer: [
      bad(
        "quantifier",
        "Only some Northwind blenders carry the 2-year limited warranty on the motor and base.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will I get my refund?",
    contexts: RETURNS,
    answer: [
      bad(
        "modal",
        "Your refund may be issued to the original payment method within 5 business days after the warehouse receives the item.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you ship internationally?",
    contexts: SHIPPING,
    answer: [
      ok("Deliveries go to the United States and Canada only."),
      bad("fabricated", "Canadian orders are charged import duties at the door."),
    ],
    kind: "fabricated",
  },
  {
    question: "How long does standard shipping take?",
    contexts: [],
    answer: [bad("empty-context", "Standard shipping usually takes 3 to 5 business days.")],
    kind: "empty-context",
  },
  {
    question: "How long do I have to return something?",
    contexts: RETURNS,
    answer: [
      ok("You have 30 days from delivery to send an item back [1]."),
      miscite("Plus members don't pay for the return label [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Is my order history deleted with my account?",
    contexts: ACCOUNT,
    answer: [
      refuse(
        "I'm not able to find details on what happens to order history when an account is deleted.",
      ),
    ],
    kind: "over-refusal",
  },
];
