import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const COURIER = [
  "Cobble Cycle Couriers delivers across three zones: Zone A is the city centre, Zone B the inner ring and Zone C the outer suburbs. A standard delivery within Zone A costs £7.50, between Zones A and B £11, and to or from Zone C £16. Prices are per parcel and exclude VAT.",
  "Parcels up to 5 kg go by bike, and parcels over 5 kg and up to 25 kg go by cargo bike for a £4 surcharge. Nothing over 25 kg or longer than 80 cm on any side can be carried. Hazardous goods, cash and live animals are not accepted.",
  "Same-day orders must be booked by 2:30pm for delivery by 6pm. Express deliveries are collected within 30 minutes and delivered within 90 minutes of booking, for an extra £9. Bookings after 2:30pm are delivered the next working day.",
  "Riders work Monday to Friday from 7:30am to 7pm, and Saturday deliveries run from 9am to 3pm in Zone A only. There are no deliveries on Sundays. Most deliveries within Zone A arrive within 2 hours.",
  "Business accounts get 15% off standard prices once they book 40 or more deliveries a month. Invoices are sent on the 1st of each month and must be paid within 30 days. The operations manager is Ravi Chandran, and dispatch is led by Lena Fischer.",
  "Proof of delivery with a photo and signature is emailed to the sender. If nobody is in, the rider may leave the parcel with a neighbour or return it to the depot for a £5 fee. Lost parcels are covered up to £250 unless extra cover is bought at 2% of the declared value.",
];

export const BIKE_COURIER: Case[] = [
  {
    question: "What would a 12 kg parcel from the city centre to the suburbs cost?",
    contexts: COURIER,
    answer: [
      ok(
        "A 12 kg parcel out to Zone C would be £20 before VAT: the £16 fare plus the £4 cargo bike surcharge.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "How much is an express delivery within the city centre?",
    contexts: COURIER,
    answer: [ok("Within Zone A, express comes to £16.50 plus VAT.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "We book about 50 deliveries a month. What would one between Zones A and B cost us?",
    contexts: COURIER,
    answer: [
      ok("At that volume you get 15% off, so a delivery between Zones A and B drops to £9.35."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What would extra cover cost for a £600 laptop?",
    contexts: retrieved(COURIER, 6, 2),
    answer: [ok("Extra cover on a £600 declared value would cost £12.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How fast is express?",
    contexts: COURIER,
    answer: [
      ok(
        "Express parcels are picked up within half an hour and delivered within an hour and a half of booking.",
      ),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "How long does a city-centre delivery take?",
    contexts: COURIER,
    answer: [ok("In Zone A it usually gets there within two hours.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What's the cut-off for same-day delivery?",
    contexts: COURIER,
    answer: [
      ok("Book by 2:30pm and it'll arrive by 6pm the same day [3]."),
      ok("Anything booked later goes out on the next working day [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you deliver to the airport?",
    contexts: retrieved(COURIER, 1, 4),
    answer: [
      refuse(
        "The zone details I have don't mention the airport, so I can't tell you whether it's covered.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can I track my rider live on a map?",
    contexts: [],
    answer: [refuse("I'm sorry, I don't have any information about live tracking.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What happens if nobody's in?",
    contexts: COURIER,
    answer: [
      ok("Your parcel may be left with a neighbour, or it can be taken back to the depot for £5."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Can you take a parcel that's 90 cm long?",
    contexts: COURIER,
    answer: [ok("No, the limit is eighty centimetres on any side, so a 90 cm parcel is too long.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  // Planted.
  {
    question: "What does a delivery from Zone A to Zone B cost?",
    contexts: COURIER,
    answer: [bad("number", "A delivery between Zones A and B costs £12, excluding VAT.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much for a 10 kg parcel within Zone A?",
    contexts: COURIER,
    answer: [
      ok("Anything over 5 kg goes by cargo bike for a £4 surcharge."),
      bad("derivation", "So a 10 kg parcel within Zone A comes to £10.50."),
    ],
    kind: "derivation",
  },
  {
    question: "When are invoices sent?",
    contexts: COURIER,
    answer: [bad("date", "Invoices go out on the 15th of each month and are due within 30 days.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who leads dispatch?",
    contexts: COURIER,
    answer: [bad("entity", "Dispatch is led by Ravi Chandran.")],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Can you deliver cash?",
    contexts: COURIER,
    answer: [
      bad(
        "negation",
        "Cash can be carried, but hazardous goods and live animals are not accepted.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will my Zone A parcel arrive within 2 hours?",
    contexts: COURIER,
    answer: [bad("quantifier", "Every delivery within Zone A arrives within 2 hours.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "If I'm out, where does my parcel go?",
    contexts: COURIER,
    answer: [bad("modal", "If nobody is in, the rider will leave the parcel with a neighbour.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you deliver on Saturdays?",
    contexts: COURIER,
    answer: [
      ok("Saturday deliveries run 9am to 3pm, but only in Zone A."),
      bad("fabricated", "Saturday bookings carry a £3 weekend surcharge."),
    ],
    kind: "fabricated",
  },
  {
    question: "What does Cobble Cycle charge within the city centre?",
    contexts: [],
    answer: [
      bad("empty-context", "A city-centre delivery with Cobble Cycle Couriers costs £8."),
      say("Hope that helps!"),
    ],
    kind: "empty-context",
  },
  {
    question: "What's the weight limit?",
    contexts: COURIER,
    answer: [
      ok("Parcels of up to 25 kg can be carried, with anything over 5 kg going by cargo bike [2]."),
      miscite("Lost parcels are covered up to £250 as standard [5]."),
    ],
    kind: "citation",
  },
  {
    question: "Is there a discount for business accounts?",
    contexts: retrieved(COURIER, 5, 3),
    answer: [refuse("Sorry, I couldn't find any details about business account discounts.")],
    kind: "over-refusal",
  },
];
