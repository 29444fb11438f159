import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const REFUNDS = [
  "Tickets are refunded in full if an event is cancelled, including the booking fee.",
  "If an event is postponed, tickets remain valid for the new date, and refunds can be requested within 14 days of the announcement.",
  "Tickets for events that go ahead as planned are not refundable.",
];

const RESALE = [
  "Fans can resell tickets on our Fan Exchange at no more than the original face value.",
  "The seller pays a 5% fee, deducted from the sale price.",
  "Payment reaches the seller 7 days after the event takes place.",
];

const ARENA = [
  "Doors at the Harbour Arena open 90 minutes before the show starts.",
  "Bags larger than A4 are not allowed into the arena.",
  "The arena holds 14,000 people, of which 2,000 are in the standing pit.",
  "Step-free access is available at Gate C.",
];

const TOUR = [
  "Nova Lane plays the Harbour Arena on 12 June 2027 and the Castle Grounds on 14 June 2027.",
  "Support on both dates comes from The Parallels.",
  "Tickets go on general sale on 20 January 2027 at 10:00.",
  "Presale for fan-club members starts 48 hours before general sale.",
];

const DELIVERY = [
  "Mobile tickets appear in the app 72 hours before the event.",
  "Print-at-home tickets are not available for arena shows.",
  "Screenshots of mobile tickets are not accepted at the gate because the barcode refreshes every 15 seconds.",
];

const ACCESS = [
  "Wheelchair users can book a free companion ticket alongside their own.",
  "Companion tickets must be booked through the access line, not online.",
  "All access bookings require proof of eligibility, such as a benefits letter or an Access Card.",
];

export const TICKETING: Case[] = [
  {
    question: "The concert got cancelled. Do I get the booking fee back?",
    contexts: REFUNDS,
    answer: [ok("Yes: for a cancelled event you get every penny back, booking fee included.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "My show was postponed and I can't make the new date. What can I do?",
    contexts: REFUNDS,
    answer: [
      ok(
        "Your ticket is still good for the rescheduled show, but you can ask for a refund within two weeks of the postponement being announced.",
      ),
    ],
    kind: null,
    tags: ["unit", "merged"],
  },
  {
    question: "How much of the sale price do I keep on Fan Exchange?",
    contexts: RESALE,
    answer: [ok("Once the seller's fee is taken off, you keep 95% of what the ticket sells for.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "When do I get paid for a resold ticket?",
    contexts: RESALE,
    answer: [ok("The money arrives a week after the event has taken place.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "How early do doors open?",
    contexts: ARENA,
    answer: [ok("You can get in an hour and a half before the show begins.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How many people fit in the arena outside the pit?",
    contexts: ARENA,
    answer: [ok("Leaving out the standing pit, the arena has room for 12,000 people.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "When can fan-club members buy Nova Lane tickets?",
    contexts: TOUR,
    answer: [
      ok("General sale opens at 10:00 on 20 January 2027 [3]."),
      ok("Fan-club members get access two days earlier [4]."),
    ],
    kind: null,
    tags: ["citation", "unit", "spelled-number"],
  },
  {
    question: "Who is supporting Nova Lane?",
    contexts: TOUR,
    answer: [
      say("Great choice of show!"),
      ok(
        "The Parallels open for Nova Lane at both the Harbour Arena on 12 June and the Castle Grounds two nights later.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered", "derived"],
  },
  {
    question: "Can I just show a screenshot of my ticket?",
    contexts: DELIVERY,
    answer: [
      ok(
        "No, a screenshot won't scan at the gate, because the barcode changes every fifteen seconds.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "How do I book a companion ticket?",
    contexts: ACCESS,
    answer: [
      ok(
        "Ring the access line rather than booking online; the companion ticket is free, and you'll need proof of eligibility such as an Access Card.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Is there parking at the Castle Grounds?",
    contexts: TOUR,
    answer: [
      refuse(
        "I don't have venue information for the Castle Grounds, so I can't tell you about parking.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "When do mobile tickets appear?",
    contexts: DELIVERY,
    answer: [bad("number", "Mobile tickets appear in the app 48 hours before the event.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How many standing places are there compared with seats?",
    contexts: ARENA,
    answer: [bad("derivation", "The pit holds 2,000, so there are 11,000 places outside it.")],
    kind: "derivation",
  },
  {
    question: "When does general sale start?",
    contexts: TOUR,
    answer: [bad("date", "Tickets go on general sale on 27 January 2027 at 10:00.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is the support act?",
    contexts: TOUR,
    answer: [bad("entity", "Support on both dates comes from The Paragons.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I print my arena ticket at home?",
    contexts: DELIVERY,
    answer: [bad("negation", "Print-at-home tickets are available for arena shows.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need proof for an access booking?",
    contexts: ACCESS,
    answer: [
      bad(
        "quantifier",
        "Some access bookings require proof of eligibility, such as a benefits letter or an Access Card.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Can I book a companion ticket online?",
    contexts: ACCESS,
    answer: [bad("modal", "Companion tickets may be booked through the access line.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there step-free access at the arena?",
    contexts: ARENA,
    answer: [
      ok("Yes, Gate C offers step-free entry."),
      bad(
        "fabricated",
        "A free shuttle runs from the car park to Gate C for visitors with reduced mobility.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "What's the resale fee?",
    contexts: [],
    answer: [
      bad("empty-context", "Sellers on the Fan Exchange pay a 10% fee on each ticket sold."),
    ],
    kind: "empty-context",
  },
  {
    question: "What can I bring into the Harbour Arena, and when do doors open?",
    contexts: ARENA,
    answer: [
      ok("Doors open 90 minutes before the start [1]."),
      miscite("Bags bigger than A4 will be refused at the door [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I resell my ticket for more than I paid?",
    contexts: RESALE,
    answer: [refuse("I couldn't find our resale pricing rules, so I can't answer that.")],
    kind: "over-refusal",
  },
];
