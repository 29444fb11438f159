/**
 * The paraphrase lexicon: how support and product prose restates the same fact in other
 * words. Three tables, each general (no product names, no figures):
 *
 * - PARAPHRASE_GROUPS: equivalence classes; the first entry is the class every member maps to,
 *   before stemming, so that both sides of a paraphrase meet on one token. Multi-word members
 *   ("send back", "free of charge") are replaced in the text before tokenisation; their
 *   inflected forms are listed, since phrases are matched literally. A head may be a stop-word
 *   ("as long as" → "if"): the phrase then carries no content, as its one-word form would not.
 * - IRREGULAR_FORMS: irregular past forms and participles → base verb, which Porter's
 *   stemmer cannot reach ("kept" → "keep", "sent" → "send").
 * - LIGHT_WORDS: verbs of occurrence, motion and permission that carry little of a claim's
 *   content ("takes place", "goes", "is allowed to"): paraphrases swap them freely, so a
 *   claim's light word that the context lacks costs little support.
 *
 * Quantifier and modal words keep their own spelling where contradiction.ts reads them:
 * "up to", "at most" become "maximum" and "at least" "minimum", so that a flip between the
 * two phrasings is a flip between the two words.
 */
export const PARAPHRASE_GROUPS: string[][] = [
  // Dispatch and return of goods.
  ["ship", "goes out", "go out", "went out", "sent out", "send out", "mailed out", "posted out"],
  ["return", "send back", "sent back", "sends back", "bring back", "brought back", "take back"],
  ["refund", "money back", "your money back", "refunded", "reimbursed", "credited back"],
  // Price words: "free of charge" must not leave "charge" (a fee) behind.
  [
    "free",
    "free of charge",
    "at no cost",
    "at no charge",
    "at no extra cost",
    "at no additional cost",
    "for free",
    "without charge",
    "costs nothing",
    "cost nothing",
  ],
  ["discount", "markdown", "rebate"],
  ["exchange", "swap", "trade in"],
  ["move", "relocate", "relocated", "moved"],
  ["support", "works on", "works with", "runs on", "compatible with"],
  ["once", "one time", "a single time"],
  ["close", "shut", "shuts", "closes down", "shut down"],
  // Limits: the quantifier phrases as one word each side of a flip.
  [
    "maximum",
    "up to",
    "at most",
    "no more than",
    "not more than",
    "as many as",
    "as much as",
    "as large as",
    "as big as",
    "as high as",
    "a maximum of",
    "max",
  ],
  [
    "minimum",
    "at least",
    "no less than",
    "no fewer than",
    "not less than",
    "a minimum of",
    "or later",
    "and later",
    "or newer",
    "and newer",
    "or above",
    "and above",
    "or higher",
    "or more",
    "or longer",
  ],
  ["under", "younger than", "under the age of", "below the age of"],
  ["over", "older than", "over the age of", "above the age of"],
  ["within", "no later than", "not later than", "at the latest"],
  ["before", "prior to", "ahead of"],
  ["if", "as long as", "so long as", "provided that", "providing that", "on condition that"],
  ["advance", "ahead", "beforehand", "ahead of time", "in advance", "prior notice"],
  // Time and calendar.
  ["weekday", "monday to friday", "monday through friday", "monday-friday", "mon-fri"],
  ["weekend", "saturday and sunday", "saturdays and sundays"],
  ["nightly", "every night", "each night", "per night"],
  ["monthly", "every month", "each month"],
  ["hourly", "every hour", "each hour"],
  ["simultaneous", "at a time", "at once", "at the same time", "concurrently", "simultaneously"],
  ["last", "runs for", "run for", "ran for", "keeps going", "keep going", "remains valid"],
  ["occur", "take place", "takes place", "took place", "taking place", "is held", "are held"],
  ["expire", "stops working", "stop working", "no longer works", "runs out", "run out"],
  // Contact and service.
  ["contact", "get in touch with", "get hold of", "speak to", "talk to"],
  ["phone", "call", "telephone", "ring"],
  ["respond", "reply", "answer", "response"],
  ["website", "web site", "site", "webpage", "web page", "portal"],
  ["login", "log in", "sign in", "logs in", "signs in", "log on"],
  ["logout", "log out", "sign out", "logs out", "signs out"],
  ["register", "sign up", "signs up", "enrol", "enroll", "registration", "enrollment"],
  ["handle", "process", "deal with", "deals with", "take care of", "takes care of"],
  ["lead", "head", "in charge of", "heads up", "oversee", "oversees"],
  ["provide", "offer", "give", "supply", "grant"],
  ["include", "come with", "comes with", "bundled with", "contain"],
  ["choose", "select", "pick"],
  ["change", "modify", "edit", "alter", "adjust", "amend"],
  ["child", "children", "kid", "kids"],
  ["loan", "lend", "borrow"],
];

/** Irregular verb forms → base form (Porter leaves "kept" and "keep" apart). */
export const IRREGULAR_FORMS: Record<string, string> = {
  kept: "keep",
  sent: "send",
  held: "hold",
  took: "take",
  taken: "take",
  gave: "give",
  given: "give",
  went: "go",
  goes: "go",
  wore: "wear",
  worn: "wear",
  gone: "go",
  came: "come",
  paid: "pay",
  sold: "sell",
  brought: "bring",
  lent: "lend",
  left: "leave",
  met: "meet",
  ran: "run",
  built: "build",
  chose: "choose",
  chosen: "choose",
  lost: "lose",
  spent: "spend",
  told: "tell",
  found: "find",
  wrote: "write",
  written: "write",
  began: "begin",
  begun: "begin",
  knew: "know",
  known: "know",
  grew: "grow",
  grown: "grow",
  shown: "show",
  broke: "break",
  broken: "break",
  rose: "rise",
  risen: "rise",
  fell: "fall",
  fallen: "fall",
  led: "lead",
  meant: "mean",
  felt: "feel",
  understood: "understand",
  withdrew: "withdraw",
  withdrawn: "withdraw",
  forgot: "forget",
  forgotten: "forget",
  sought: "seek",
  taught: "teach",
  caught: "catch",
  drew: "draw",
  drawn: "draw",
  froze: "freeze",
  frozen: "freeze",
  hid: "hide",
  hidden: "hide",
  bought: "buy",
  thought: "think",
  dealt: "deal",
};

/** Verbs of occurrence, motion and state; compared as content stems (context.ts). */
export const LIGHT_WORDS = [
  "occur",
  "happen",
  "go",
  "come",
  "become",
  "remain",
  "stay",
  "exist",
  // Permission verbs restate a modal ("can bring" = "is allowed to bring"); contradiction.ts
  // still reads them as written against "prohibited".
  "allow",
];
