import type { Fixture } from "./fixtures";

/**
 * Pairs for the seventh and eighth rounds' polarity mechanisms (contradiction.ts, text.ts): a faithful
 * restatement that no flip may touch, and a look-alike that must stay contradicted. Written
 * from general support prose after set 6's (and set 7's) false contradictions, not copied from it.
 */
export const POLARITY_FIXTURES: Fixture[] = [
  {
    name: "'Not in the app,' answers the question and negates nothing after it",
    contexts: [
      "The daily transfer limit in the app is $10,000; it can be raised to $50,000 at a branch.",
    ],
    answer:
      "Not in the app, where the daily limit is $10,000, but a branch can raise it to $50,000.",
    verdicts: ["supported"],
  },
  {
    name: "a negation inside the claim is still read",
    contexts: [
      "The daily transfer limit in the app is $10,000; it can be raised to $50,000 at a branch.",
    ],
    answer: "The daily transfer limit in the app cannot be raised to $50,000 at a branch.",
    verdicts: ["contradicted"],
  },
  {
    name: "'under' names the side the sentence calls 'smaller', with its figure",
    contexts: ["Delivery is free on orders over $999; smaller orders pay a flat $89."],
    answer: "As it's under $999, a flat $89 delivery charge applies.",
    verdicts: ["supported"],
  },
  {
    name: "'under' for 'over' on the free side still flips",
    contexts: ["Delivery is free on orders over $999; smaller orders pay a flat $89."],
    answer: "Orders under $999 get free delivery.",
    verdicts: ["contradicted"],
  },
  {
    name: "'could' for 'can' is no hedge where the sentence also says 'must'",
    contexts: [
      "If you have a guarantor you can pay in instalments; without one, you must pay upfront.",
    ],
    answer: "With a guarantor you could pay in instalments.",
    verdicts: ["supported"],
  },
  {
    name: "'could' for 'will' still hedges",
    contexts: ["Refunds will be issued to the original card within 5 days."],
    answer: "Refunds could be issued to the original card within 5 days.",
    verdicts: ["contradicted"],
  },
  {
    name: "quantifiers of different things are no flip",
    contexts: [
      "Contents are not covered by our building insurance, so every tenant must have protection.",
    ],
    answer:
      "You'll need some protection, because contents aren't covered by our building insurance.",
    verdicts: ["supported"],
  },
  {
    name: "'some' for 'every' on the same noun still flips",
    contexts: ["Every tenant must have contents protection."],
    answer: "Some tenants must have contents protection.",
    verdicts: ["contradicted"],
  },
  {
    name: "a sentence naming both the prefixed and the bare word negates neither",
    contexts: ["Unpowered sites cost $38 a night and powered sites cost $52 a night."],
    answer: "A powered site costs $52 a night.",
    verdicts: ["supported"],
  },
  {
    name: "a prefixed word against its bare form still flips",
    contexts: ["Powered sites cost $52 a night."],
    answer: "Unpowered sites cost $52 a night.",
    verdicts: ["contradicted"],
  },
  {
    name: "'nut-free' says 'no nuts'",
    contexts: ["Our recipes are nut-free and made fresh each morning."],
    answer: "Our recipes have no nuts and are made fresh each morning.",
    verdicts: ["supported"],
  },
  {
    name: "'contains nuts' against 'nut-free' flips",
    contexts: ["Our recipes are nut-free and made fresh each morning."],
    answer: "Our recipes have nuts and are made fresh each morning.",
    verdicts: ["contradicted"],
  },
  {
    name: "a negation both sides share moves no other one",
    contexts: [
      "Our recipes are nut-free, but they are prepared in a kitchen that handles peanuts.",
    ],
    answer:
      "Our recipes are nut-free, and they are not prepared in a kitchen that handles peanuts.",
    verdicts: ["contradicted"],
  },
  {
    name: "a negation under 'if' restates the alternative after 'or'",
    contexts: ["The router must be returned within 30 days of leaving, or a £60 fee is charged."],
    answer: "If the router isn't returned within 30 days of leaving, a £60 fee is charged.",
    verdicts: ["supported"],
  },
  {
    name: "a negation with no 'if' against the same sentence still flips",
    contexts: ["The router must be returned within 30 days of leaving, or a £60 fee is charged."],
    answer: "The router must not be returned within 30 days of leaving, or a £60 fee is charged.",
    verdicts: ["contradicted"],
  },
  {
    name: "'shutting' sides with 'closes', so the answer's 'open' of another run is no flip",
    contexts: [
      "Lifts operate from 8:30am to 4pm daily; the Summit Express closes at 3:30pm.",
      "Night skiing on the Lodge Run is available on Fridays until 9pm.",
    ],
    answer:
      "The lifts run 8:30am to 4pm every day, with the Summit Express shutting at 3:30pm, and on Fridays the Lodge Run stays open until 9pm.",
    verdicts: ["supported"],
  },
  {
    name: "'opens' for 'closes' still flips",
    contexts: ["Lifts operate from 8:30am to 4pm daily; the Summit Express closes at 3:30pm."],
    answer: "The Summit Express opens at 3:30pm.",
    verdicts: ["contradicted"],
  },
  // Eighth round: quantifier words that quantify nothing, and an excluded side of a threshold.
  {
    name: "'every' before a figure says how often, so 'usually' beside the context's 'most' is no flip",
    contexts: ["Shuttle buses leave every 20 minutes, and most of them stop at the station."],
    answer: "Most of them stop at the station, so you can usually catch one there.",
    verdicts: ["supported"],
  },
  {
    name: "'all' for the context's 'most' beside a periodic 'every' still flips",
    contexts: ["Shuttle buses leave every 20 minutes, and most of them stop at the station."],
    answer: "Shuttle buses leave every 20 minutes, and all of them stop at the station.",
    verdicts: ["contradicted"],
  },
  {
    name: "'some' before a singular noun is an article, not a hedge",
    contexts: ["Entry to the archive is free, but please bring proof of address."],
    answer: "Entry is free; just bring some proof of address.",
    verdicts: ["supported"],
  },
  {
    name: "'some' before a plural hedges a bare statement",
    contexts: ["Visitors to the archive are asked to bring proof of address."],
    answer: "Some visitors to the archive are asked to bring proof of address.",
    verdicts: ["contradicted"],
  },
  {
    name: "'18 and over' restates 'not open to guests under 18'",
    contexts: ["The sauna is not open to guests under 18; towels are provided at reception."],
    answer: "No, the sauna is only open to guests aged 18 and over.",
    verdicts: ["supported"],
  },
  {
    name: "'over 18' negated against the context's negated 'under 18' still flips",
    contexts: ["The sauna is not open to guests under 18; towels are provided at reception."],
    answer: "The sauna is not open to guests over 18.",
    verdicts: ["contradicted"],
  },
  {
    name: "'only … under 18' against 'not open to guests under 18' still flips",
    contexts: ["The sauna is not open to guests under 18; towels are provided at reception."],
    answer: "The sauna is only open to guests under 18.",
    verdicts: ["contradicted"],
  },
  {
    name: "'never charged above €8.10' bounds the figure and negates no charge (partly covered only)",
    contexts: [
      "A single journey costs €2.40 with a contactless card.",
      "Daily fares are capped at €8.10, however many journeys you make.",
      "Children under 11 travel free when accompanied by a fare-paying adult.",
    ],
    answer: "No matter how often you travel, you'll never be charged above €8.10 in a single day.",
    verdicts: ["unverifiable"],
  },
  {
    name: "a negation with a threshold further on still negates its word",
    contexts: ["The Gold Saver account pays interest on balances above $1,000."],
    answer: "The Gold Saver account pays no interest on balances above $1,000.",
    verdicts: ["contradicted"],
  },
  {
    name: "'every one of' is still 'all'",
    contexts: ["Most of our branches open on Sundays from 10am to 4pm."],
    answer: "Every one of our branches opens on Sundays from 10am to 4pm.",
    verdicts: ["contradicted"],
  },
  // s17: "ideally" and "optionally" soften an obligation ("must", "required") as "may" does.
  {
    name: "'should ideally' for 'must' is contradicted",
    contexts: ["Drivers must return the van with a full tank."],
    answer: "Drivers should ideally return the van with a full tank.",
    verdicts: ["contradicted"],
  },
  {
    name: "'optionally' for 'required' is contradicted",
    contexts: ["Installing the companion app is required before first use."],
    answer: "Optionally, you can install the companion app before first use.",
    verdicts: ["contradicted"],
  },
  {
    name: "'optionally' for 'optional' is supported",
    contexts: ["Installing the companion app is optional."],
    answer: "Optionally, you can install the companion app.",
    verdicts: ["supported"],
  },
  {
    name: "'must' for 'must' is supported",
    contexts: ["Drivers must return the van with a full tank."],
    answer: "You must bring the van back with a full tank.",
    verdicts: ["supported"],
  },
  // s17: "or over" before a figure joins two ranges; it bounds nothing before it.
  {
    name: "'under 16 or over 65' restates 'children under 16 and adults over 65'",
    contexts: [
      "An eye examination costs €45. Children under 16 and adults over 65 are examined free of charge.",
    ],
    answer: "A test is €45, unless you're under 16 or over 65, in which case it's free.",
    verdicts: ["supported"],
  },
  {
    name: "'aged 16 or over' against 'under 16' is still contradicted",
    contexts: [
      "An eye examination costs €45. Children under 16 and adults over 65 are examined free of charge.",
    ],
    answer: "A test is free for anyone aged 16 or over.",
    verdicts: ["contradicted"],
  },
  // s17: a quantifier read on its noun when the sentence uses it on another noun too.
  {
    name: "'all servers' against 'most servers …, and all of them' is contradicted",
    contexts: [
      "Most servers support the WireGuard protocol, and all of them run from RAM only, so no data is written to disk.",
    ],
    answer: "Yes, all servers support the WireGuard protocol.",
    verdicts: ["contradicted"],
  },
  {
    name: "'most servers' against 'most servers …, and all of them' is supported",
    contexts: [
      "Most servers support the WireGuard protocol, and all of them run from RAM only, so no data is written to disk.",
    ],
    answer: "Most of the servers support the WireGuard protocol.",
    verdicts: ["supported"],
  },
  {
    name: "'most phones' against 'all plans … most phones' is supported",
    contexts: [
      "Wi-Fi calling is available on all plans and works with most phones sold since 2021.",
    ],
    answer: "Wi-Fi calling works on most phones sold since 2021.",
    verdicts: ["supported"],
  },
  {
    name: "'all phones' against 'all plans … most phones' is contradicted",
    contexts: [
      "Wi-Fi calling is available on all plans and works with most phones sold since 2021.",
    ],
    answer: "Wi-Fi calling works on all phones sold since 2021.",
    verdicts: ["contradicted"],
  },
  // s17: a price for "non-members" is no price for the claim's "members".
  {
    name: "'free for members' beside 'Non-members pay £4' is supported",
    contexts: ["Members hire shoes free. Non-members pay £4 for shoe hire."],
    answer: "Shoe hire is free for members.",
    verdicts: ["supported"],
  },
  {
    name: "'free for non-members' against 'Non-members pay £4' is contradicted",
    contexts: ["Members hire shoes free. Non-members pay £4 for shoe hire."],
    answer: "Shoe hire is free for non-members.",
    verdicts: ["contradicted"],
  },
  // s17: a prepositional object lent from another sentence of the context (substitution.ts).
  {
    name: "'a tasting on the terrace' for 'a tasting in the cellar' (lunch on the terrace) is flagged",
    contexts: ["The tour ends with a tasting in the cellar. Lunch is served on the terrace."],
    answer: "The tour ends with a tasting on the terrace.",
    verdicts: ["unsupported"],
  },
  {
    name: "both places, each with its own thing, are supported",
    contexts: ["The tour ends with a tasting in the cellar. Lunch is served on the terrace."],
    answer: "After the tasting in the cellar, lunch is served on the terrace.",
    verdicts: ["supported"],
  },
  {
    name: "the tasting's place restated with another verb is supported",
    contexts: ["The tour ends with a tasting in the cellar. Lunch is served on the terrace."],
    answer: "The tour finishes with a tasting in the cellar.",
    verdicts: ["supported"],
  },
];
