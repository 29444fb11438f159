import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const STUDIO = [
  "Kilnhouse Studio runs an eight-week beginners' wheel course on Tuesday evenings from 7pm to 9:30pm, taught by Ffion Rees. The course costs £240, including 12.5 kg of clay and all glazes. Classes are limited to 8 students.",
  "A six-week handbuilding course with Oliver Okafor runs on Saturday mornings from 10am to 12:30pm and costs £165. The next handbuilding course starts on 7 March 2026. Students may bring their own tools.",
  "Firing fees for work made outside courses are £4 per kilo for bisque and £6 per kilo for glaze firing. Pieces must be completely dry before bisque firing. Kilns are fired every Thursday, and work is ready to collect the following Monday.",
  "Open studio sessions cost £18 for three hours and are open to anyone who has completed a course. A 10-session open studio pass costs £150. Clay bought at the studio costs £2.50 per kilo; outside clay is not allowed in the kilns.",
  "Cancellations made more than 14 days before a course starts are refunded in full, minus a £20 admin fee. Later cancellations are not refunded, but the place may be transferred to a friend. Missed classes cannot be made up.",
  "Most finished pieces are food safe, but raku pieces are decorative only. Unfired work left for more than 6 weeks after a course ends will be recycled. The studio is at Unit 3, Tanner's Yard and is run by Marguerite Bell.",
];

export const POTTERY_CLASSES: Case[] = [
  {
    question: "What does the wheel course work out at per class?",
    contexts: STUDIO,
    answer: [ok("It works out at £30 a session.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How many hours of teaching is the wheel course?",
    contexts: STUDIO,
    answer: [ok("You get 20 hours in all: two and a half hours every Tuesday for eight weeks.")],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  {
    question: "Is the 10-session open studio pass worth it?",
    contexts: STUDIO,
    answer: [
      ok("Compared with paying £18 a time, the pass saves you £30 over ten sessions [4]."),
      ok("That brings each three-hour session down to £15 [4]."),
    ],
    kind: null,
    tags: ["derived", "citation"],
  },
  {
    question: "I made a 3 kg pot in open studio. What would bisque and glaze firing cost?",
    contexts: retrieved(STUDIO, 3, 4),
    answer: [ok("Bisque and glaze firing for 3 kg would come to £30 altogether.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "When does the next handbuilding course start, and who teaches it?",
    contexts: STUDIO,
    answer: [ok("Oliver Okafor's next six-week handbuilding course begins on 7 March 2026.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Can I eat off the pots I make?",
    contexts: STUDIO,
    answer: [
      ok("Most of what you make will be food safe, though raku pieces are just for display."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "When will my glazed pieces be ready?",
    contexts: STUDIO,
    answer: [
      ok("The kilns are fired each Thursday [3]."),
      ok("You can pick your work up on the Monday after [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you run pottery classes for children?",
    contexts: retrieved(STUDIO, 1, 2, 6),
    answer: [
      refuse("I can't find anything about children's classes in the course details I have."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Is there parking near the studio?",
    contexts: [],
    answer: [refuse("Sorry, I don't have any information about parking.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can I use the open studio as a complete beginner?",
    contexts: STUDIO,
    answer: [
      say("Hi!"),
      ok(
        "Open studio is only for people who've already finished a course, so you'd need to take one first.",
      ),
      say("Would you like details of the beginners' course?"),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "If I cancel three weeks before the course, do I get my money back?",
    contexts: STUDIO,
    answer: [ok("Cancelling that early gets you a full refund, less the £20 admin fee.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  // Planted.
  {
    question: "How many students are in a wheel class?",
    contexts: STUDIO,
    answer: [
      bad(
        "number",
        "Classes are limited to 16 students, and the £240 fee includes clay and glazes.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the handbuilding course per session?",
    contexts: STUDIO,
    answer: [
      bad("derivation", "The £165 handbuilding course works out at £25 a session."),
      ok("Sessions run from 10am to 12:30pm on Saturdays."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the next handbuilding course start?",
    contexts: STUDIO,
    answer: [
      bad("date", "The next handbuilding course with Oliver Okafor starts on 14 March 2026."),
      say("Let me know if you'd like to book a place."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who runs the studio?",
    contexts: STUDIO,
    answer: [bad("entity", "The studio at Unit 3, Tanner's Yard is run by Ffion Rees.")],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Can I bring my own clay to open studio?",
    contexts: STUDIO,
    answer: [
      bad(
        "negation",
        "Outside clay is allowed in the kilns, and studio clay costs £2.50 per kilo.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will my pots be food safe?",
    contexts: STUDIO,
    answer: [
      bad("quantifier", "All finished pieces are food safe, so you can use them for meals."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need my own tools for the handbuilding course?",
    contexts: STUDIO,
    answer: [bad("modal", "Yes, students must bring their own tools to the handbuilding course.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What's included in the beginners' course?",
    contexts: STUDIO,
    answer: [
      ok("The £240 fee covers 12.5 kg of clay and all your glazes."),
      bad("fabricated", "Each student also gets a free apron and a set of trimming tools to keep."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is the beginners' wheel course at Kilnhouse?",
    contexts: [],
    answer: [
      bad("empty-context", "The beginners' wheel course at Kilnhouse costs £210 for eight weeks."),
    ],
    kind: "empty-context",
  },
  {
    question: "How much are firing fees?",
    contexts: STUDIO,
    answer: [
      ok("Bisque firing is £4 a kilo and glaze firing £6 a kilo [3]."),
      miscite("Firings happen every Thursday [5]."),
    ],
    kind: "citation",
  },
  {
    question: "What happens if I cancel my course place?",
    contexts: retrieved(STUDIO, 5, 4),
    answer: [refuse("I'm afraid I don't have the studio's cancellation terms.")],
    kind: "over-refusal",
  },
];
