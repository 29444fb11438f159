import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const GARAGE = [
  "Brackley Road Motors carries out MOT tests on cars and light vans for £54.85. A free retest is offered if the vehicle is repaired here and retested within 10 working days. A test takes about 45 minutes.",
  "An interim service costs £129 and a full service £219; a major service, which adds spark plugs and brake fluid, costs £299. Booking an MOT with a full service saves £20 on the combined price. Every service includes a 21-point safety check.",
  "The workshop is open Monday to Friday from 7:45am to 6pm and on Saturdays from 8am to 1pm. Vehicles left after 4pm on a weekday are usually ready the next morning. Courtesy cars are available for full and major services but must be booked 48 hours ahead.",
  "MOT tests are carried out by Aisha Mensah, and the service manager is Dean Fairweather. Labour is charged at £72 per hour, with a minimum of half an hour. Customers may supply their own parts, but the work is then not guaranteed.",
  "An MOT can be done up to a month minus a day before the current certificate expires without changing the renewal date. Most failed tests are for lights, tyres or brakes. Vehicles with a dangerous defect cannot be driven away until repaired.",
  "Tyres are fitted from £65 each, including balancing and a new valve. Wheel alignment costs £45, or £30 when booked with two or more tyres. Payment is due on collection, by card only. The workshop is closed for refitting from 21 July to 25 July.",
];

export const MOT_GARAGE: Case[] = [
  {
    question: "What would an MOT and a full service cost together?",
    contexts: GARAGE,
    answer: [ok("Booked together, the MOT and a full service come to £253.85.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How much more is a major service than an interim one?",
    contexts: retrieved(GARAGE, 2, 5),
    answer: [
      ok(
        "A major service costs £170 more than an interim one, as it also covers spark plugs and brake fluid.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What would 90 minutes of labour cost?",
    contexts: retrieved(GARAGE, 4, 2),
    answer: [ok("An hour and a half of labour comes to £108.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "Can I bring my own brake pads?",
    contexts: GARAGE,
    answer: [ok("You can, though the garage won't stand behind the job if you do.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "If I drop the car off at 5pm on a Tuesday, when will it be ready?",
    contexts: GARAGE,
    answer: [ok("Cars left after 4pm on a weekday are normally ready the following morning.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How long does an MOT take?",
    contexts: GARAGE,
    answer: [ok("Allow about three quarters of an hour for the test.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "Who do I speak to about servicing, and who does the MOT?",
    contexts: GARAGE,
    answer: [
      ok("Dean Fairweather is the service manager [4]."),
      ok("Aisha Mensah is the one who does the MOT tests [4]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Can I have a courtesy car while my full service is done?",
    contexts: GARAGE,
    answer: [
      ok(
        "Yes, as long as you book it two days ahead, since courtesy cars are offered for full and major services.",
      ),
    ],
    kind: null,
    tags: ["unit", "spelled-number", "reordered"],
  },
  {
    question: "How much for two new tyres and an alignment?",
    contexts: GARAGE,
    answer: [ok("Two tyres from £65 each plus the reduced £30 alignment comes to at least £160.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Do you clean diesel particulate filters?",
    contexts: retrieved(GARAGE, 2, 6),
    answer: [
      refuse(
        "I can't see DPF cleaning among the services I have details for, so I'm not able to confirm it.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Are you open on Sundays?",
    contexts: [],
    answer: [refuse("I don't have the garage's opening hours to hand, sorry.")],
    kind: null,
    tags: ["refusal"],
  },
  // Planted.
  {
    question: "How much is an interim service?",
    contexts: GARAGE,
    answer: [bad("number", "An interim service costs £139, and a full service is £219.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much would four new tyres cost?",
    contexts: GARAGE,
    answer: [
      ok("Tyres start at £65 each, with balancing and a valve included."),
      bad("derivation", "So four tyres would start at £240 fitted."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the workshop closed this summer?",
    contexts: GARAGE,
    answer: [
      ok("Normally it's open weekdays from 7:45am to 6pm."),
      bad("date", "It's shut for refitting from 21 July to 28 July."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who does the MOT tests?",
    contexts: GARAGE,
    answer: [
      bad("entity", "MOT tests are done by Dean Fairweather."),
      ok("A test takes around 45 minutes."),
    ],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Can I drive my car away if it fails with a dangerous defect?",
    contexts: GARAGE,
    answer: [
      bad(
        "negation",
        "Yes, vehicles with a dangerous defect can be driven away before they are repaired.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "What do cars usually fail on?",
    contexts: GARAGE,
    answer: [bad("quantifier", "All failed tests are for lights, tyres or brakes.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need to book a courtesy car in advance?",
    contexts: GARAGE,
    answer: [
      bad(
        "modal",
        "Courtesy cars are available for full and major services and may be booked up to 48 hours ahead.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you collect cars from home?",
    contexts: GARAGE,
    answer: [
      ok("Courtesy cars are offered with full and major services."),
      bad("fabricated", "We can also collect your car from home for £15 within five miles."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is an MOT at Brackley Road Motors?",
    contexts: [],
    answer: [
      bad("empty-context", "An MOT at Brackley Road Motors costs £45."),
      say("Would you like to book one?"),
    ],
    kind: "empty-context",
  },
  {
    question: "What are your Saturday hours, and how can I pay?",
    contexts: GARAGE,
    answer: [
      ok("On Saturdays the workshop opens 8am to 1pm [3]."),
      miscite("You pay when you collect the car, and only cards are taken [5]."),
    ],
    kind: "citation",
  },
  {
    question: "Is the retest free if my car fails?",
    contexts: retrieved(GARAGE, 1, 4),
    answer: [refuse("Sorry, I can't find anything about retests in the information I have.")],
    kind: "over-refusal",
  },
];
