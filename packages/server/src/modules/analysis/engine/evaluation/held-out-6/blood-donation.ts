import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const NORTHVALE = [
  "To give blood for the first time with the Northvale Blood Service, donors must be aged 17 to 65 and weigh at least 50 kg. Regular donors can keep giving until their 70th birthday.",
  "Men can give whole blood every 12 weeks and women every 16 weeks. A whole blood donation is about 470 ml and takes 5 to 10 minutes; the whole visit takes about an hour.",
  "Platelet donations take around 90 minutes and can be made every 2 weeks, up to 24 times a year. Platelet donors must have given whole blood at least once before.",
  "You must wait 4 months after a tattoo or piercing before donating. Most people who have travelled to a malaria area can donate 6 months after returning. If you've had a cold, wait until 7 days after your symptoms have gone.",
  "Eat a proper meal and drink 500 ml of water in the 3 hours before your appointment. Your iron level is checked with a finger-prick test, and you may be asked to come back another day if it is low. After donating, avoid heavy exercise for the rest of the day and keep the plaster on for at least 6 hours.",
  "The Northvale Donor Centre on Quay Street is open Tuesday to Saturday, 8am to 7pm. Book on 0300 555 0172 or in the GiveBlood app. The centre's lead nurse is Priya Ramsay. A new centre in Ashby opens on 12 April 2027.",
];

export const BLOOD_DONATION: Case[] = [
  {
    question: "How much longer do women have to wait between donations than men?",
    contexts: NORTHVALE,
    answer: [
      ok(
        "Women wait four weeks longer between whole blood donations than men do, 16 weeks against 12.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "If I gave platelets as often as allowed, how much time would that be in a year?",
    contexts: NORTHVALE,
    answer: [
      ok("The maximum of 24 platelet donations a year adds up to about 36 hours of donating."),
    ],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "I'm a woman and last gave whole blood on 5 January 2027. When can I give again?",
    contexts: retrieved(NORTHVALE, 2, 4),
    answer: [
      ok(
        "Sixteen weeks on from 5 January 2027 brings you to 27 April 2027, so that's the earliest date you can donate again.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "I had my ears pierced last month. Can I donate?",
    contexts: retrieved(NORTHVALE, 4, 1, 6),
    answer: [
      ok("Not yet; you'll need to leave it four months after a piercing before you give blood."),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "I've been somewhere with malaria. How long do I have to wait?",
    contexts: NORTHVALE,
    answer: [ok("Usually you can donate six months after you get back.")],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "How should I get ready for my appointment, and what about afterwards?",
    contexts: NORTHVALE,
    answer: [
      ok("Have a proper meal and drink 500 ml of water in the three hours before you come in [5]."),
      ok("Once you've donated, skip heavy exercise for the rest of that day [5]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Can I donate if I take blood pressure tablets?",
    contexts: [],
    answer: [
      refuse("I don't have any information on medication rules to hand, so I can't answer that."),
      say("The donor centre should be able to advise you."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "I'm 68 and have never donated. Can I start now?",
    contexts: NORTHVALE,
    answer: [
      ok(
        "New donors have to be 65 or younger, so you couldn't begin at 68, although people who already donate regularly can carry on until they turn 70.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Can I give platelets on my first visit, and how do I book?",
    contexts: NORTHVALE,
    answer: [
      ok(
        "Platelets are only taken from people who've given whole blood before, so start with a whole blood donation, which you can book on 0300 555 0172 or in the GiveBlood app.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "How much blood do you take, and how long does it take?",
    contexts: retrieved(NORTHVALE, 2, 3),
    answer: [
      ok(
        "You give about 470 ml, just under half a litre, and the donation itself takes five to ten minutes.",
      ),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "When is the Quay Street centre open, and who's in charge there?",
    contexts: NORTHVALE,
    answer: [
      ok(
        "From Tuesday to Saturday the Quay Street centre is open 8am to 7pm, and Priya Ramsay is its lead nurse.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How often can I give platelets?",
    contexts: NORTHVALE,
    answer: [
      bad("number", "Platelets can be given every 2 weeks, up to 26 times a year."),
      ok("Each platelet donation takes around an hour and a half."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "In days, how much longer do women wait between donations than men?",
    contexts: NORTHVALE,
    answer: [
      ok("Men can give whole blood every 12 weeks and women every 16."),
      bad("derivation", "That's an extra 21 days for women."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the Ashby centre open?",
    contexts: NORTHVALE,
    answer: [bad("date", "The new Ashby centre opens on 12 May 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is the lead nurse at Quay Street?",
    contexts: NORTHVALE,
    answer: [bad("entity", "Our lead nurse at Quay Street is Leena Ramsay.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need to have donated before to give platelets?",
    contexts: NORTHVALE,
    answer: [bad("negation", "No, platelet donors don't need to have given whole blood before.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "I've just come back from a malaria area. Can I donate in six months?",
    contexts: NORTHVALE,
    answer: [
      bad(
        "quantifier",
        "Everyone who has travelled to a malaria area can donate 6 months after returning.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if my iron is low?",
    contexts: NORTHVALE,
    answer: [
      ok("Your iron is checked with a quick finger-prick test."),
      bad("modal", "If it's low, you will be asked to come back another day."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What should I do after donating?",
    contexts: NORTHVALE,
    answer: [
      ok("Take it easy and skip heavy exercise for the rest of that day."),
      ok("Leave the plaster on for six hours or more."),
      bad("fabricated", "You'll also be given a drink and a biscuit before you leave."),
    ],
    kind: "fabricated",
  },
  {
    question: "How old do I have to be to give blood?",
    contexts: [],
    answer: [
      bad("empty-context", "You can give blood for the first time if you're between 17 and 65."),
    ],
    kind: "empty-context",
  },
  {
    question: "How long after a tattoo can I donate, and after a cold?",
    contexts: NORTHVALE,
    answer: [
      ok("After a tattoo, you need to wait four months [4]."),
      miscite("With a cold, wait until seven days after the symptoms have gone [5]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "When is the Quay Street centre open?",
    contexts: retrieved(NORTHVALE, 6, 2),
    answer: [refuse("Sorry, I don't have the opening hours for Quay Street.")],
    kind: "over-refusal",
  },
];
