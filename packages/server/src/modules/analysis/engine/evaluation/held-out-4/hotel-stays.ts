import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const ARRIVAL = [
  "Rooms at the Harbourline Hotel are ready from 14:00, and check-out is at 12:00 noon.",
  "Early check-in from 10:00 can be requested for a fee of €25, subject to availability.",
  "A late check-out until 16:00 is free for Harbour Rewards members and costs €40 for other guests.",
  "The front desk is staffed 24 hours a day.",
];

const BOOKING = [
  "Flexible rates can be cancelled without charge until 18:00 on the day before arrival.",
  "Saver rates are 15% cheaper than flexible rates but cannot be cancelled or changed.",
  "A deposit equal to the first night is taken when the booking is made.",
  "Group bookings of 8 rooms or more are handled by the events team.",
];

const FACILITIES = [
  "The rooftop pool is open from 07:00 to 21:00 from May to September.",
  "Children under 12 must be accompanied by an adult in the pool area at all times.",
  "The gym on level 2 is open around the clock and is free for all guests.",
  "Valet parking costs €32 per night; the public car park on Dock Street charges €18 per day.",
];

const DINING = [
  "Breakfast is served in the Quay Room from 06:30 to 10:30 on weekdays and until 11:30 at weekends.",
  "The breakfast buffet costs €22 for adults and €11 for children aged 4 to 12; children under 4 eat free.",
  "Room service is available from 11:00 to 23:00.",
  "The Quay Room will be closed for renovation from 3 February 2027 to 17 February 2027, and breakfast will move to the lobby bar.",
];

const PETS = [
  "Dogs up to 15 kg are welcome in designated rooms for a cleaning fee of €30 per stay.",
  "Guests must tell the hotel about a pet when booking.",
  "Dogs may not be left alone in rooms.",
  "Assistance dogs stay free of charge in any room.",
];

export const HOTEL_STAYS: Case[] = [
  {
    question: "What time can I get into my room?",
    contexts: ARRIVAL,
    answer: [
      ok("Your room will be ready at 2 pm, and you'll need to leave it by midday on departure."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Can I check out late? I'm not a member.",
    contexts: ARRIVAL,
    answer: [
      ok(
        "Non-members can stay on until 4 pm for a €40 charge, while Harbour Rewards members get it free.",
      ),
    ],
    kind: null,
    tags: ["unit", "reordered"],
  },
  {
    question: "Is anyone at reception at night?",
    contexts: ARRIVAL,
    answer: [ok("Yes, reception never closes, so someone is there day and night.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Until when can I cancel a flexible booking?",
    contexts: BOOKING,
    answer: [
      ok(
        "A flexible booking can be cancelled free of charge up to 6 pm the evening before you arrive.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "unit"],
  },
  {
    question: "Is the saver rate worth it?",
    contexts: BOOKING,
    answer: [
      ok(
        "Choosing the saver rate knocks 15 percent off the flexible price, but the booking is then fixed, with no cancelling and no changes.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "merged"],
  },
  {
    question: "How much cheaper is the public car park than valet?",
    contexts: FACILITIES,
    answer: [ok("Parking on Dock Street saves you €14 a night compared with valet parking.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "When is the pool open, and can my 10-year-old swim alone?",
    contexts: FACILITIES,
    answer: [
      ok("From May to September you can swim on the rooftop between 7 am and 9 pm [1]."),
      ok("An adult has to be with any child under twelve in the pool area [2]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number", "unit"],
  },
  {
    question: "What does breakfast cost for a family?",
    contexts: DINING,
    answer: [
      ok("Two adults and one child between four and twelve would pay €55 in total for the buffet."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Where's breakfast during the renovation?",
    contexts: DINING,
    answer: [
      ok(
        "While the Quay Room is being renovated in February 2027, breakfast is served in the lobby bar instead.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "Can I bring my cat?",
    contexts: PETS,
    answer: [
      refuse(
        "The pet policy I have only covers dogs, so I can't tell you whether cats are allowed.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "I'm bringing my beagle — anything I should know?",
    contexts: PETS,
    answer: [
      say("Happy to help!"),
      ok(
        "Dogs weighing up to fifteen kilos can stay for a €30 cleaning fee per stay, as long as you mention the dog when booking and never leave it alone in the room.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "low-overlap"],
  },
  // Planted errors.
  {
    question: "How much is valet parking?",
    contexts: FACILITIES,
    answer: [bad("number", "Valet parking costs €35 per night at the hotel.")],
    kind: "number",
  },
  {
    question: "What would breakfast cost for two adults?",
    contexts: DINING,
    answer: [bad("derivation", "For two adults the breakfast buffet comes to €42.")],
    kind: "derivation",
  },
  {
    question: "When does the renovation finish?",
    contexts: DINING,
    answer: [
      bad(
        "date",
        "The Quay Room reopens after renovation on 24 February 2027, with breakfast in the lobby bar until then.",
      ),
    ],
    kind: "date",
  },
  {
    question: "Where is breakfast normally?",
    contexts: DINING,
    answer: [
      bad(
        "entity",
        "Breakfast is served in the Harbour Room from 06:30 to 10:30 on weekdays and until 11:30 at weekends.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I change a saver booking?",
    contexts: BOOKING,
    answer: [
      bad(
        "negation",
        "Saver rates are 15% cheaper than flexible rates and can be changed before arrival.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Who can use the gym?",
    contexts: FACILITIES,
    answer: [
      bad("quantifier", "The gym on level 2 is open around the clock and is free for some guests."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to mention my dog?",
    contexts: PETS,
    answer: [bad("modal", "Guests may tell the hotel about a pet when booking.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there room service, and can I order to the pool?",
    contexts: DINING,
    answer: [
      ok("You can order room service between 11 am and 11 pm."),
      bad("fabricated", "Room service also delivers to the rooftop pool terrace until 20:00."),
    ],
    kind: "fabricated",
  },
  {
    question: "Does the hotel have an airport shuttle?",
    contexts: [],
    answer: [
      say("Yes, it does."),
      bad(
        "empty-context",
        "The Harbourline runs a free airport shuttle every 30 minutes from 05:00.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What about early check-in and late check-out?",
    contexts: ARRIVAL,
    answer: [
      miscite("You can ask to arrive from 10 am for €25, if a room is free [3]."),
      ok("Members of Harbour Rewards can leave as late as 4 pm at no charge [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Are assistance dogs charged?",
    contexts: PETS,
    answer: [
      refuse("Sorry, I couldn't find anything about assistance dogs in the hotel's policies."),
    ],
    kind: "over-refusal",
  },
];
