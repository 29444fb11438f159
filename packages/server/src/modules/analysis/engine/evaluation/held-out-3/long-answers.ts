import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

// Longer answers (2–5 sentences) over six more domains: the planted error hides among true
// claims, and faithful answers summarise several chunks.

const COWORKING = [
  "Hot-desk membership at Foundry Works costs £180 a month and includes access from 8:00 to 20:00 on weekdays.",
  "Dedicated desks cost £320 a month and come with a lockable pedestal and 24/7 access.",
  "Each member gets 4 hours of meeting-room credit per month; extra hours cost £25.",
  "Guests must be signed in at reception and may stay for a maximum of 3 hours.",
  "Mail handling is included for dedicated-desk members only.",
];

const REMOVALS = [
  "A two-bedroom move within the city is quoted at a fixed price of £850 with a crew of 3.",
  "Packing services cost an extra £240 and are done the day before the move.",
  "Goods in transit are insured up to £50,000; higher cover can be arranged for a fee.",
  "A deposit of 20% secures the booking, and the balance is due 7 days before the move.",
  "Cancellations made more than 14 days before the move get the deposit back in full.",
];

const VENUE = [
  "The Orangery at Hartwell House seats 120 guests for dinner and 180 for a standing reception.",
  "Saturday hire in peak season, May to September, costs £6,500; other days cost £4,200.",
  "All catering must be provided by the in-house team, led by chef Anouk Verhoeven.",
  "Music must end at 23:30 and guests must leave the grounds by midnight.",
  "Confetti is allowed outdoors only, and it must be biodegradable.",
  "The venue is closed for renovation from 5 January to 28 February 2027.",
];

const PARKING = [
  "Resident parking permits for Zone K cost £95 a year for the first vehicle and £150 for a second.",
  "Electric vehicles pay £25 a year for a first permit.",
  "Permits are valid from 8:00 to 18:30, Monday to Saturday.",
  "Visitor vouchers are sold in books of 10 for £20, and each voucher covers 4 hours.",
  "Applications need a V5C logbook showing an address in the zone.",
];

const NURSERY = [
  "Little Acorns nursery is open from 7:30 to 18:00, 51 weeks a year.",
  "A full day costs £72 and a morning session, 7:30 to 13:00, costs £40.",
  "Children aged 3 and 4 receive 15 hours of funded childcare a week during term time.",
  "Lunch is cooked on site and is included in the full-day fee.",
  "Parents must give one month's written notice before withdrawing a child.",
  "Late collection after 18:00 is charged at £15 for every 15 minutes.",
];

const STORAGE = [
  "A 50 sq ft unit at SafeStore Eastside costs £28 a week, and a 100 sq ft unit costs £46 a week.",
  "New customers get half price for the first 8 weeks.",
  "Units can be accessed from 6:00 to 22:00 every day with a personal PIN code.",
  "Contents insurance is compulsory and costs £2.50 per week for every £1,000 of cover.",
  "Hazardous items, including paint and gas bottles, cannot be stored.",
];

export const LONG_ANSWERS: Case[] = [
  {
    question: "What's the difference between a hot desk and a dedicated desk?",
    contexts: COWORKING,
    answer: [
      say("Here's how the two compare."),
      ok("A hot desk is £180 a month and lets you in between 8:00 and 20:00 on weekdays."),
      ok(
        "For £140 more, a dedicated desk gives you round-the-clock access and a lockable pedestal.",
      ),
      ok("Only dedicated-desk members get their mail handled."),
    ],
    kind: null,
    tags: ["merged", "derived", "paraphrase"],
  },
  {
    question: "Can I bring a client in and use a meeting room?",
    contexts: COWORKING,
    answer: [
      ok("Yes, sign your client in at reception; a guest can stay for up to three hours."),
      ok(
        "Your membership includes four hours of meeting rooms a month, and each extra hour is £25.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase", "reordered"],
  },
  {
    question: "What will my two-bedroom move cost if you pack for me?",
    contexts: REMOVALS,
    answer: [
      ok(
        "The fixed price for a two-bedroom move in the city is £850, and a crew of three will handle it.",
      ),
      ok("Adding packing brings the total to £1,090, and the packers come the day before."),
      ok("To secure the date you'd pay a 20% deposit, with the rest due a week before moving day."),
    ],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  {
    question: "What happens if I cancel, and are my things insured?",
    contexts: REMOVALS,
    answer: [
      ok("If you cancel more than two weeks ahead, your deposit is returned in full [5]."),
      ok("While your belongings are on the road they are covered up to £50,000 [3]."),
      ok("More cover can be arranged at extra cost [3]."),
    ],
    kind: null,
    tags: ["citation", "unit", "low-overlap"],
  },
  {
    question: "Will the Orangery fit 150 people for a sit-down dinner in July?",
    contexts: VENUE,
    answer: [
      say("Not for a seated dinner, I'm afraid."),
      ok(
        "The Orangery seats up to 120 for dinner, though it can hold 180 if you opt for a standing reception.",
      ),
      ok("A Saturday in the May to September peak season would cost £6,500."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "When does the party have to finish, and can we have confetti?",
    contexts: VENUE,
    answer: [
      ok(
        "The music has to stop at half past eleven, and everyone needs to have left the grounds by 12 am.",
      ),
      ok("Confetti is fine, provided it is biodegradable and thrown outside."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How much cheaper is a Friday than a peak Saturday?",
    contexts: VENUE,
    answer: [
      ok(
        "Any day other than a peak-season Saturday costs £4,200, which is £2,300 less than the Saturday rate.",
      ),
      ok(
        "Whichever day you choose, the food has to come from chef Anouk Verhoeven's in-house team.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What would permits for our two petrol cars cost, and when do they apply?",
    contexts: PARKING,
    answer: [
      ok("Two permits would cost £245 a year: £95 for the first car and £150 for the second."),
      ok("They apply from 8:00 to 18:30 every day except Sunday."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How do visitor vouchers work, and what do I need to apply for a permit?",
    contexts: PARKING,
    answer: [
      ok(
        "Visitor vouchers come ten to a book for £20, so each one costs £2 and gives four hours of parking.",
      ),
      ok("For the permit itself, you'll need a V5C logbook registered to an address in Zone K."),
    ],
    kind: null,
    tags: ["derived", "spelled-number", "merged"],
  },
  {
    question: "What are the hours and fees at Little Acorns?",
    contexts: NURSERY,
    answer: [
      ok(
        "Little Acorns opens at half seven and closes at six in the evening, 51 weeks of the year.",
      ),
      ok(
        "A full day is £72 with a lunch cooked on the premises included, while a morning session until 13:00 is £40.",
      ),
      ok("Picking up after 18:00 costs £15 for each quarter of an hour."),
    ],
    kind: null,
    tags: ["unit", "low-overlap", "merged"],
  },
  {
    question: "What would a 100 sq ft unit cost me at first?",
    contexts: STORAGE,
    answer: [
      ok(
        "A 100 sq ft unit is normally £46 a week, but new customers pay half that, £23, for the first eight weeks.",
      ),
      ok(
        "You'll also need contents insurance, which is compulsory at £2.50 a week per £1,000 of cover.",
      ),
      ok("You can get in any day between 6:00 and 22:00 with your own PIN."),
    ],
    kind: null,
    tags: ["derived", "spelled-number", "merged"],
  },
  // Planted errors.
  {
    question: "What comes with a dedicated desk?",
    contexts: COWORKING,
    answer: [
      ok("A dedicated desk comes with a lockable pedestal and access at any hour."),
      bad("number", "It costs £340 a month, and mail handling is included."),
      ok("You also get four hours of meeting-room credit each month."),
    ],
    kind: "number",
  },
  {
    question: "How much is the deposit on a two-bedroom move?",
    contexts: REMOVALS,
    answer: [
      ok("A two-bedroom move in the city has a fixed price of £850."),
      bad(
        "derivation",
        "The 20% deposit on that comes to £190, and the balance is due a week before the move.",
      ),
      ok("You get the deposit back if you cancel more than 14 days ahead."),
    ],
    kind: "derivation",
  },
  {
    question: "Can we book the Orangery for a February wedding?",
    contexts: VENUE,
    answer: [
      bad("date", "No, the venue is closed for renovation from 5 January to 28 March 2027."),
      ok("Outside peak season, hire on any day costs £4,200."),
    ],
    kind: "date",
  },
  {
    question: "Can we bring our own caterer?",
    contexts: VENUE,
    answer: [
      bad(
        "entity",
        "No, all catering has to come from the in-house team, which is led by chef Anouk Vermeulen.",
      ),
      ok("For a seated dinner the Orangery takes up to 120 guests."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I store leftover paint in my unit?",
    contexts: STORAGE,
    answer: [
      bad("negation", "Hazardous items, including paint and gas bottles, can be stored."),
      ok("Your unit is open to you from 6:00 to 22:00 daily with a PIN."),
      ok("You must also insure the contents."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is my 3-year-old entitled to funded hours, and what does a day cost?",
    contexts: NURSERY,
    answer: [
      bad(
        "quantifier",
        "Some children aged 3 and 4 get 15 hours of funded childcare a week during term time.",
      ),
      ok("A full day is £72 with lunch included, and a morning session is £40."),
    ],
    kind: "quantifier",
  },
  {
    question: "What do I need to do if we move away?",
    contexts: NURSERY,
    answer: [
      bad("modal", "Parents may give one month's written notice before withdrawing a child."),
      ok("Until then, remember that collecting after 18:00 costs £15 per quarter of an hour."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How much is a resident permit, and when do I need it?",
    contexts: PARKING,
    answer: [
      ok("A first permit costs £95 a year, or £25 for an electric vehicle."),
      ok("Permits apply from 8:00 to 18:30, Monday to Saturday."),
      bad(
        "fabricated",
        "Blue Badge holders can park in resident bays free of charge without a permit.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is storage?",
    contexts: [],
    answer: [
      say("Happy to help with that."),
      bad("empty-context", "A 50 sq ft unit costs £25 a week, with the first month at half price."),
      say("Let me know if you'd like a quote for a larger unit."),
    ],
    kind: "empty-context",
  },
  {
    question: "What does membership include, and can I bring guests?",
    contexts: COWORKING,
    answer: [
      ok("Hot desks cost £180 a month [1]."),
      ok("Each month you get four hours of meeting-room credit, and extra hours are £25 [3]."),
      miscite("Guests have to be signed in at reception and can stay three hours at most [5]."),
    ],
    kind: "citation",
  },
  {
    question: "Is my move insured?",
    contexts: REMOVALS,
    answer: [
      say("Thanks for booking with us."),
      refuse(
        "Unfortunately I can't find any details of insurance cover for moves, so please check with the office.",
      ),
    ],
    kind: "over-refusal",
  },
];
