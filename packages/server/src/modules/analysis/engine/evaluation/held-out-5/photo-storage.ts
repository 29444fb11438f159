import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const PLANS = [
  "Lumina Cloud's free tier includes 5 GB of storage. The Plus plan gives 200 GB for £2.49 a month, and the Family plan gives 2 TB for £7.99 a month shared by up to 6 people.",
  "Paying yearly costs the same as 10 months, so Plus is £24.90 a year.",
  "Deleted photos stay in the Recycle Bin for 30 days before they are removed permanently. Shared albums can be viewed by anyone with the link unless you turn on password protection.",
  "Photos are uploaded in original quality on paid plans; the free tier compresses photos larger than 16 megapixels. Most uploads finish within 2 minutes on Wi-Fi.",
  "If a paid plan lapses, your files stay accessible for 90 days, after which uploads stop and files may be deleted.",
  "Lumina Cloud stores all data in data centres in Frankfurt and Dublin. The new face-grouping feature launches on 1 December 2026.",
];

export const PHOTO_STORAGE: Case[] = [
  {
    question: "What does the Family plan cost per person if six of us share it?",
    contexts: PLANS,
    answer: [ok("Split six ways, the Family plan comes to about £1.33 a person each month.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What's the Family plan if I pay yearly?",
    contexts: PLANS,
    answer: [ok("Paid annually, the Family plan comes to £79.90.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How much do I save by paying for Plus yearly?",
    contexts: PLANS,
    answer: [ok("Paying once a year saves you two months' fees, which is £4.98 on Plus.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How much more space does Plus give me than the free tier?",
    contexts: retrieved(PLANS, 1, 2),
    answer: [ok("Plus gives you 195 GB more room than the free tier.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "I deleted some photos by mistake. Can I get them back?",
    contexts: retrieved(PLANS, 3, 5, 4),
    answer: [
      ok(
        "You've got thirty days to rescue them from the Recycle Bin before they're gone for good.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "Will my photos lose quality?",
    contexts: PLANS,
    answer: [
      ok(
        "On a paid plan such as Plus at £2.49 a month nothing is shrunk; only free accounts squeeze photos over 16 megapixels.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "merged"],
  },
  {
    question: "What happens if I stop paying?",
    contexts: PLANS,
    answer: [
      ok(
        "If your subscription runs out, your files stay reachable for 90 days, then uploads stop and the files could be deleted.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "What does 2 TB cost, and where is it stored?",
    contexts: PLANS,
    answer: [
      ok(
        "The 2 TB Family plan is £7.99 a month, and like everything on Lumina Cloud it's kept in Frankfurt and Dublin.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Who can see my shared albums, and when does face grouping arrive?",
    contexts: PLANS,
    answer: [
      ok("Anyone with the link can open a shared album unless you add a password [3]."),
      ok("Face grouping arrives on 1 December 2026 [6]."),
    ],
    kind: null,
    tags: ["citation", "low-overlap"],
  },
  {
    question: "Can I upload RAW files?",
    contexts: [],
    answer: [refuse("I don't have any information about RAW file support.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How much is Plus for a year?",
    contexts: PLANS,
    answer: [ok("For £24.90 a year you get Plus, the same as paying for ten months.")],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  // Planted errors.
  {
    question: "How much storage does Plus give?",
    contexts: PLANS,
    answer: [bad("number", "The Plus plan gives 250 GB for £2.49 a month.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does a year of the Family plan cost?",
    contexts: PLANS,
    answer: [
      ok("The Family plan is £7.99 a month, and paying yearly costs the same as ten months."),
      bad("derivation", "So a year of Family costs £95.88."),
    ],
    kind: "derivation",
  },
  {
    question: "When does face grouping launch?",
    contexts: retrieved(PLANS, 6, 3),
    answer: [bad("date", "The new face-grouping feature launches on 1 November 2026.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Where is my data stored?",
    contexts: PLANS,
    answer: [
      bad("entity", "Lumina Cloud stores all data in data centres in Frankfurt and Amsterdam."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do paid plans keep original quality?",
    contexts: PLANS,
    answer: [bad("negation", "Paid plans do not upload photos in original quality.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How long do uploads take?",
    contexts: PLANS,
    answer: [bad("quantifier", "Every upload finishes within 2 minutes on Wi-Fi.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens to my files if my plan lapses?",
    contexts: PLANS,
    answer: [
      ok("Your files stay available for 90 days."),
      bad("modal", "After that, uploads stop and your files will be deleted."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What do I get for free?",
    contexts: PLANS,
    answer: [
      ok("The free tier gives you 5 GB."),
      bad("fabricated", "Free accounts are closed after 12 months without a login."),
    ],
    kind: "fabricated",
  },
  {
    question: "Is there a desktop app?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "The Lumina desktop app syncs your folders automatically on Windows and macOS.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What happens to deleted photos, and are big photos compressed?",
    contexts: PLANS,
    answer: [
      ok("Deleted photos sit in the Recycle Bin for 30 days [3]."),
      miscite("Photos above 16 megapixels are compressed on the free tier [5]."),
    ],
    kind: "citation",
  },
  {
    question: "How much storage is free?",
    contexts: PLANS,
    answer: [refuse("Sorry, I can't find how much storage the free tier includes.")],
    kind: "over-refusal",
  },
];
