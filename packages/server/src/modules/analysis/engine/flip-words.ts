/**
 * The word classes contradiction.ts flips on: a claim using one side of a pair against a
 * sentence using the other contradicts it ("all" → "some", "will" → "may", "before" →
 * "after"). Also read by synonyms.ts, framing.ts, joined.ts and anchor.ts, which must never
 * let these words meet by synonym or weigh as framing.
 */

/** Opposed word classes: a claim using one side against a sentence using the other flips it. */
export const FLIPS: [string[], string[]][] = [
  [
    ["all", "every", "always", "everyone", "everything", "each", "entire"],
    [
      "some",
      "sometimes",
      "certain",
      "most",
      "few",
      "several",
      "occasionally",
      "rarely",
      "usually",
      "normally",
      "typically",
      "generally",
      "often",
      "partial",
    ],
  ],
  [
    [
      "will",
      "must",
      "guaranteed",
      "guarantee",
      "definitely",
      "certainly",
      "always",
      "required",
      "mandatory",
    ],
    [
      "may",
      "might",
      "could",
      "possibly",
      "optional",
      "perhaps",
      "sometimes",
      "likely",
      "potentially",
      "ideally",
      "optionally",
    ],
  ],
  [
    ["before", "prior", "earlier", "early"],
    ["after", "later", "following"],
  ],
  [
    [
      "increase",
      "increases",
      "increased",
      "rise",
      "rises",
      "rose",
      "higher",
      "more",
      "raise",
      "raised",
    ],
    [
      "decrease",
      "decreases",
      "decreased",
      "fall",
      "falls",
      "fell",
      "lower",
      "less",
      "fewer",
      "reduce",
      "reduced",
      "drop",
      "dropped",
    ],
  ],
  [["above", "exceed", "exceeds", "exceeding"], ["below"]],
  // "Only administrators can delete" against "any member can delete".
  [
    ["only", "solely", "exclusively"],
    ["any", "anyone", "anybody", "everyone", "everybody"],
  ],
  [["maximum"], ["minimum"]],
  // Ages and amounts: "at least 18" / "18 or older" against "younger than 18" (→ under).
  [
    ["minimum", "over", "older"],
    ["under", "younger"],
  ],
  // Money kept or lost: "late cancellations lose their deposit" against "your deposit is
  // refunded" ("isn't refunded", a negated opposite, restates it).
  [
    ["refund", "refunds", "refunded", "refundable", "reimbursed"],
    ["lose", "loses", "forfeit", "forfeits", "forfeited"],
  ],
  // "Children may use the pool only when accompanied by an adult" against "… may use it alone".
  [
    ["accompanied", "supervised", "escorted"],
    ["alone", "unaccompanied", "unsupervised", "unescorted"],
  ],
  [
    ["allowed", "permitted", "allow", "allows", "permit", "permits"],
    ["prohibited", "forbidden", "banned", "disallowed", "prohibits", "forbids"],
  ],
  [
    ["include", "includes", "included", "including"],
    ["exclude", "excludes", "excluded", "excluding"],
  ],
  [["eligible"], ["ineligible"]],
  [
    ["enabled", "enable"],
    ["disabled", "disable"],
  ],
  [
    ["accept", "accepts", "accepted", "approve", "approved"],
    ["reject", "rejects", "rejected", "deny", "denied", "decline", "declined"],
  ],
  [
    ["open", "opened", "opens"],
    ["closed", "close", "closes", "shut", "shuts", "shutting"],
  ],
  // Fourth round: antonyms with no negating prefix, read as written.
  [["earliest"], ["latest"]],
  [
    ["indoors", "indoor"],
    ["outdoors", "outdoor"],
  ],
  [
    ["upgrade", "upgrades", "upgraded"],
    ["downgrade", "downgrades", "downgraded"],
  ],
  [["longer"], ["shorter"]],
  [
    ["larger", "bigger"],
    ["smaller", "narrower"],
  ],
  [
    ["start", "starts", "started", "begin", "begins", "beginning"],
    ["end", "ends", "ended", "finish", "finishes", "finished"],
  ],
  // s22: collecting and returning (a hired car, a reserved book); "pick up" reads as collect.
  [
    ["collect", "collected", "collecting"],
    ["return", "returned", "returning"],
  ],
];

/**
 * FLIPS groups from this one on are polar predicates (allowed/banned, open/closed, start/end):
 * a sentence using one of them says the opposite of a claim using the other whatever else it
 * quantifies, so they alone flip a claim against a sentence it only partly shares (pair-flip.ts).
 */
export const POLAR_FROM = FLIPS.findIndex(([left]) => left.includes("allowed"));

/** FLIPS groups from this one on are predicates (refunded/lost, accompanied/alone, allowed/banned…). */
export const PREDICATES_FROM = FLIPS.findIndex(([left]) => left.includes("refunded"));

/** The first FLIPS groups are quantifiers and modals, whose weaker side hedges a bare statement. */
export const HEDGES = 2;

/**
 * Quantifiers, modals and restrictions ("always", "must", "only", "some", "may"): words whose
 * change is the planted error when every fact of a claim is in place (verify.ts anchoring).
 */
export const QUALIFIERS: ReadonlySet<string> = new Set(
  [...FLIPS.slice(0, HEDGES), FLIPS[5]!].flatMap(([left, right]) => [...left, ...right]),
);
/**
 * The weaker words that hedge on their own. "may" and "can" are left out: in policies they
 * grant permission ("each key may make up to 100 requests") far more often than they hedge.
 */
export const HEDGE_WORDS = new Set([
  "some",
  "sometimes",
  "certain",
  "several",
  "few",
  "occasionally",
  "rarely",
  "might",
  "could",
  "possibly",
  "perhaps",
  "potentially",
]);

/** Every word of every flip pair, either side: the words a flip may turn on. */
export const FLIP_WORDS: ReadonlySet<string> = new Set(FLIPS.flatMap(([a, b]) => [...a, ...b]));
