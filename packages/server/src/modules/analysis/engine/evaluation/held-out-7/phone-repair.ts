import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const REPAIRS = [
  "FixPoint repairs screens on most phone models while you wait, usually within 45 minutes. An iPhone 14 screen replacement costs £129 and a Samsung Galaxy S23 screen costs £149.",
  "Battery replacements cost £59 for any model. All repairs come with a 90-day warranty on parts and labour; water damage voids the warranty.",
  "Water-damaged phones are assessed for a £25 diagnostic fee, which is deducted from the repair price if you go ahead. We cannot guarantee data recovery from water-damaged phones.",
  "Back up your phone before a repair, as some repairs may require a factory reset. Bring the phone's passcode so we can test it afterwards.",
  "Our shop at 22 Market Street, Derby, is open 10am to 6pm Monday to Saturday. Mail-in repairs are sent via Royal Mail Special Delivery, and we return the phone within 5 working days of receiving it.",
  "Our lead technician is Kasia Nowak. Students get 10% off any repair with a valid student card. Prices are held until 31 January 2027.",
];

export const PHONE_REPAIR: Case[] = [
  {
    question: "What would an iPhone 14 screen plus a new battery cost?",
    contexts: REPAIRS,
    answer: [ok("Doing both would come to £188.")],
    kind: null,
    tags: ["derived", "low-overlap", "merged"],
  },
  {
    question: "I'm a student. What would a Galaxy S23 screen cost me?",
    contexts: REPAIRS,
    answer: [ok("With your 10% student discount, the S23 screen would be £134.10.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question:
      "My phone got wet. If the repair after the assessment is £89 and I go ahead, what do I pay altogether?",
    contexts: retrieved(REPAIRS, 3, 2),
    answer: [ok("You'd pay £89 in all, since the £25 assessment fee comes off the repair price.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Will you be able to get my photos off the phone I dropped in the bath?",
    contexts: REPAIRS,
    answer: [ok("We can't promise to rescue your data from a phone that's had water damage.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question:
      "I'd like to post my phone in for a new battery. How does that work and what does it cost?",
    contexts: REPAIRS,
    answer: [
      ok(
        "Send it by Royal Mail Special Delivery and we'll get it back to you within five working days of receiving it, and a new battery is £59.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "How long is the repair guarantee?",
    contexts: REPAIRS,
    answer: [ok("Repairs come with a warranty covering parts and labour for ninety days.")],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "How long does a screen repair take?",
    contexts: retrieved(REPAIRS, 1, 5),
    answer: [
      ok("You can usually wait for it, and it's normally done within three quarters of an hour."),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Do I need to give you my passcode?",
    contexts: REPAIRS,
    answer: [ok("Yes, please bring it, so the phone can be tested once it's been repaired.")],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "Where's the shop, and what does a battery cost?",
    contexts: REPAIRS,
    answer: [
      ok("We're at 22 Market Street in Derby [5]."),
      ok("A new battery is £59, whatever the model [2]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you buy old phones?",
    contexts: REPAIRS,
    answer: [
      refuse("I can't see anything about buying used phones in our information, so I can't say."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Should I back my phone up first?",
    contexts: retrieved(REPAIRS, 4, 6),
    answer: [
      ok(
        "Yes, you should, because some repairs may mean the phone has to be reset to factory settings.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How much is an iPhone 14 screen?",
    contexts: REPAIRS,
    answer: [bad("number", "An iPhone 14 screen replacement costs £119.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much more is the S23 screen than the iPhone 14 one?",
    contexts: REPAIRS,
    answer: [bad("derivation", "The Galaxy S23 screen is £30 more than the iPhone 14 screen.")],
    kind: "derivation",
  },
  {
    question: "How long are your prices fixed for?",
    contexts: REPAIRS,
    answer: [bad("date", "Our repair prices are held until 31 March 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Where is your shop?",
    contexts: REPAIRS,
    answer: [bad("entity", "Our shop is at 22 Market Street, Nottingham.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can you get the data back from my water-damaged phone?",
    contexts: REPAIRS,
    answer: [bad("negation", "Yes, we can guarantee data recovery from water-damaged phones.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Can you fix my screen while I wait?",
    contexts: REPAIRS,
    answer: [bad("quantifier", "Yes, we repair screens on all phone models while you wait.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will my phone be wiped?",
    contexts: REPAIRS,
    answer: [
      bad("modal", "Yes, a repair will require a factory reset, so back up your phone first."),
    ],
    kind: "modal",
  },
  {
    question: "Can I get a loan phone while mine's in for repair?",
    contexts: REPAIRS,
    answer: [
      bad("fabricated", "We lend you a free replacement phone while yours is being repaired."),
    ],
    kind: "fabricated",
  },
  {
    question: "What does FixPoint charge for a battery?",
    contexts: [],
    answer: [bad("empty-context", "FixPoint replaces batteries for £49 on any model.")],
    kind: "empty-context",
  },
  {
    question: "How long is the warranty, and what's the diagnostic fee for water damage?",
    contexts: REPAIRS,
    answer: [
      ok("Repairs carry a 90-day warranty [2]."),
      miscite("Water-damaged phones have a £25 diagnostic fee [1]."),
    ],
    kind: "citation",
  },
  {
    question: "Do students get a discount?",
    contexts: retrieved(REPAIRS, 6, 2),
    answer: [refuse("Sorry, I don't have any information on student discounts.")],
    kind: "over-refusal",
  },
];
