import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const FRAMING = [
  "Gilt & Grain Framers makes every frame to order in its Norwich workshop. Standard turnaround is 10 working days; express framing in 3 working days costs an extra 30%. Frames are made by our head framer, Martin Osei.",
  "Standard glass is included in the price. Anti-reflective glass adds £25, UV-protective glass adds £35, and museum glass, which is both, adds £70. Acrylic glazing is used for frames over 100 cm on any side.",
  "A simple wooden frame for an A4 print costs £45 and for an A3 print £65. Larger frames are priced at £0.90 per centimetre of outer perimeter. Box frames for objects start at £95.",
  "Mounts are cut in-house in 40 colours and cost £12 for A4 and £18 for A3. Most customers choose a white or off-white mount. Double mounts cost 50% more than single mounts.",
  "Quotes are free and valid for 30 days. A deposit of 50% is taken when the order is placed. Finished frames not collected within 60 days may be charged storage at £5 per week. Prices rise by 5% on 1 February 2027.",
  "The shop is open Tuesday to Saturday, 9:30am to 5:30pm. We deliver within 15 miles of Norwich for £15, and orders over £250 are delivered free. Shop enquiries are handled by Ruth Denholm.",
];

export const PICTURE_FRAMING: Case[] = [
  // Faithful
  {
    question: "What would an A3 frame with a mount and anti-reflective glass cost?",
    contexts: FRAMING,
    answer: [ok("An A3 frame with an A3 mount and anti-reflective glass would come to £108.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "If my order comes to £80, what would express framing cost?",
    contexts: FRAMING,
    answer: [
      ok(
        "Express framing adds 30%, so an £80 order would become £104 and be ready in three working days.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question:
      "What would a frame measuring 60 by 80 cm on the outside cost, and can you deliver it?",
    contexts: FRAMING,
    answer: [
      ok("The outer perimeter would be 280 cm, so at 90p per centimetre that frame costs £252."),
      ok("As that's over £250, we'd deliver it free within 15 miles of Norwich."),
    ],
    kind: null,
    tags: ["derived", "unit", "merged"],
  },
  {
    question: "How much is a double mount for an A4 print?",
    contexts: retrieved(FRAMING, 4, 2),
    answer: [ok("A double mount for A4 would be £18, half as much again as a single one.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What deposit do you take on a £140 order?",
    contexts: retrieved(FRAMING, 5, 6),
    answer: [ok("We'd take £70 up front on a £140 order.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "My poster is 1.2 metres wide. Will it have glass?",
    contexts: FRAMING,
    answer: [
      ok("At 120 cm it's over the 100 cm limit, so it would be glazed with acrylic instead."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Which glass should I choose for a watercolour that hangs in the sun?",
    contexts: FRAMING,
    answer: [
      ok("UV-protective glass is an extra £35 [2]."),
      ok("Museum glass gives you both UV protection and anti-reflection for £70 more [2]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can you restore an old oil painting?",
    contexts: [],
    answer: [refuse("I'm sorry, I don't have any information on painting restoration.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What mount colour do people usually pick?",
    contexts: FRAMING,
    answer: [ok("People usually go for a white or off-white mount, out of our forty colours.")],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "Who makes the frames?",
    contexts: FRAMING,
    answer: [
      ok("Martin Osei, our head framer, makes each frame to order in the Norwich workshop."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How long is my quote good for?",
    contexts: FRAMING,
    answer: [
      say("Thanks for coming in!"),
      ok("Your quote is free and holds for thirty days."),
      say("Just let us know when you'd like to go ahead."),
    ],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  // Planted
  {
    question: "How much is a frame for an A4 print?",
    contexts: FRAMING,
    answer: [bad("number", "A simple wooden frame for an A4 print costs £48.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would an A4 frame with UV glass and a mount cost?",
    contexts: FRAMING,
    answer: [
      ok("The A4 frame is £45, UV glass adds £35 and an A4 mount is £12."),
      bad("derivation", "That would be £102 in total."),
    ],
    kind: "derivation",
  },
  {
    question: "Are your prices going up?",
    contexts: FRAMING,
    answer: [
      bad("date", "Our prices go up by 5% on 1 March 2027."),
      ok("Quotes stay valid for 30 days."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who should I ask about my order?",
    contexts: FRAMING,
    answer: [bad("entity", "Shop enquiries are handled by Martin Osei.")],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Do you use glass on very big frames?",
    contexts: FRAMING,
    answer: [bad("negation", "Acrylic glazing is not used for frames over 100 cm on any side.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "What mount colour do most people choose?",
    contexts: FRAMING,
    answer: [
      ok("Mounts come in 40 colours and are cut in-house."),
      bad("quantifier", "All our customers choose a white or off-white mount."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I don't collect my frame straight away?",
    contexts: FRAMING,
    answer: [
      bad("modal", "Frames not collected within 60 days will be charged storage at £5 per week."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can you frame a jigsaw?",
    contexts: FRAMING,
    answer: [
      ok("Box frames, for framing objects, start from £95."),
      bad("fabricated", "Jigsaws are glued and backed for a flat fee of £20."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you sell ready-made frames?",
    contexts: [],
    answer: [bad("empty-context", "Yes, ready-made frames in standard sizes start at £15.")],
    kind: "empty-context",
  },
  {
    question: "Do you deliver?",
    contexts: FRAMING,
    answer: [
      ok("Delivery within 15 miles of Norwich is £15 [6]."),
      miscite("Orders over £250 go out free of charge [5]."),
    ],
    kind: "citation",
  },
  {
    question: "How long does express framing take?",
    contexts: retrieved(FRAMING, 1, 3),
    answer: [refuse("I'm sorry, I can't see how long express framing takes.")],
    kind: "over-refusal",
  },
];
