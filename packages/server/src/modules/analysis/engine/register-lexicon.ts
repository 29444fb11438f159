/**
 * The register lexicon (issue 18, fourth round): everyday words for the formal ones of
 * support, health, finance, travel, software and retail prose, which WordNet does not pair
 * ("parcel" for "delivery", "jab" for "injection", "fitting" for "installation"). Written from
 * general English usage, not from any evaluation set. Three tables:
 *
 * - REGISTER_GROUPS: words that restate each other in one register or the other. They join
 *   the WordNet synsets (synonyms.ts), so a claim word the context lacks meets a context word
 *   of its group at `RULE_THRESHOLDS.synonymCredit`, never at full weight: a register pair may
 *   be a looser sense, and a fabrication dressed in everyday words must still fall short.
 *   Words whose spelling decides a contradiction (quantifiers, modals, permission and
 *   direction words) are dropped there, as for WordNet's.
 * - REGISTER_PHRASES: multi-word everyday forms, each read as one word before tokenisation
 *   ("grown-up" → "grownup", so that "grown" is not read as "grow"); the word is a member of a
 *   register group, so the phrase earns the same partial credit.
 * - EXACT_PHRASES and WORD_FAMILIES: restatements with no change of meaning ("costs you
 *   nothing" = free, "turn on" = enable) and derivations Porter's stemmer keeps apart
 *   ("subscription"/"subscribe", "decision"/"decide"), mapped onto one head at full weight
 *   through the thesaurus (lexicon.ts). Not "switch on" → "enable": "enable" is a light
 *   permission word there, and "has to be switched on at a branch" would lose its content.
 */

export const REGISTER_GROUPS: string[][] = [
  // Retail and delivery.
  ["parcel", "package", "delivery", "shipment", "consignment"],
  ["belongings", "possessions", "goods", "stuff"],
  ["basket", "cart", "trolley"],
  ["voucher", "coupon"],
  ["receipt", "proofofpurchase"],
  ["faulty", "defective", "broken", "damaged"],
  ["cheap", "inexpensive", "affordable", "lowcost"],
  ["enroute", "transit"],
  // Money.
  ["money", "funds", "payment", "cash"],
  ["bill", "invoice", "statement"],
  ["buildup", "accrue", "accumulate"],
  ["payout", "payment", "disbursement"],
  // Health.
  ["jab", "shot", "injection", "dose", "vaccination", "immunisation", "immunization"],
  ["pill", "tablet", "meds", "medication", "medicine"],
  ["grownup", "adult"],
  ["checkup", "examination", "screening"],
  ["appointment", "visit", "consultation", "slot"],
  ["sick", "ill", "unwell"],
  ["baby", "infant", "newborn"],
  ["vet", "veterinarian", "veterinary"],
  ["severe", "serious"],
  ["lookat", "review", "examine", "inspect", "assess"],
  // Travel.
  ["luggage", "baggage", "bags", "suitcase", "suitcases"],
  ["trip", "journey", "travel"],
  ["depart", "setoff", "departure"],
  ["coach", "bus"],
  // Software.
  ["fitting", "fit", "fitted", "installation", "install", "setup"],
  ["settings", "preferences", "options", "configuration", "config"],
  ["crash", "failure", "outage", "downtime"],
  ["backup", "snapshot", "copy"],
  ["byitself", "automatically", "automatic"],
  // Support and plans.
  ["agent", "advisor", "adviser", "representative", "rep"],
  ["membership", "subscription", "plan"],
  ["pause", "freeze", "suspend", "suspension"],
  ["postpone", "delay", "defer", "reschedule"],
  ["decision", "outcome", "result", "verdict"],
  ["paperwork", "forms", "documents"],
  ["throughout", "whole", "entire"],
  // Home, energy and transport.
  ["home", "house", "property", "residence", "dwelling"],
  ["flat", "apartment"],
  ["tenant", "renter", "occupant"],
  ["outage", "blackout", "powercut"],
  ["fuel", "petrol", "gasoline"],
  ["train", "rail", "railway"],
  ["underground", "metro", "subway", "tube"],
  ["taxi", "cab"],
  ["bike", "bicycle", "cycle"],
  ["parking", "carpark"],
  ["flight", "plane", "aircraft"],
  ["booking", "reservation"],
  ["handluggage", "carryon", "cabinbag"],
  // Health and care.
  ["pharmacy", "chemist", "drugstore"],
  ["operation", "surgery", "procedure"],
  ["checkup", "checkups"],
  // Education.
  ["pupil", "student", "learner"],
  ["teacher", "tutor", "instructor", "lecturer"],
  ["course", "class", "module", "programme", "program"],
  ["exam", "examination", "test", "assessment"],
  ["grade", "mark", "score"],
  ["term", "semester"],
  ["fees", "tuition"],
  // Software.
  ["information", "info", "details"],
  ["restore", "recover", "recovery"],
  ["glitch", "bug"],
  ["click", "tap", "press"],
  ["passcode", "pin", "password"],
  ["storage", "space"],
  ["limit", "quota"],
  // Money, contracts and insurance.
  ["transfer", "move"],
  ["debt", "arrears"],
  ["overdue", "late"],
  ["contract", "agreement"],
  ["liable", "responsible", "liability", "responsibility"],
  ["excess", "deductible"],
  ["theft", "stealing", "burglary"],
  ["mortgage", "homeloan"],
  // Work, food and events.
  ["hire", "recruit", "employ"],
  ["resign", "quit", "resignation"],
  ["dish", "meal"],
  ["allergy", "allergic", "intolerance"],
  ["vegetarian", "veggie"],
  ["courier", "driver", "rider"],
  ["tip", "gratuity"],
  ["venue", "location"],
  ["guest", "attendee", "visitor"],
  ["gig", "concert", "performance", "event"],
  ["error", "mistake"],
  ["wrong", "incorrect"],
  ["enough", "sufficient"],
  // Fifth round: everyday names of desks, devices, kin and postage; web and app prose.
  ["reception", "frontdesk"],
  ["handset", "phone", "mobile", "smartphone", "cellphone"],
  ["postage", "shipping", "carriage"],
  ["relatives", "family", "relations", "kin"],
  ["browser", "clientside", "frontend"],
  ["withdraw", "pullout"],
  ["neighbourhood", "neighborhood", "area", "district"],
  ["loo", "toilet", "restroom", "bathroom", "washroom"],
  ["lift", "elevator"],
  ["queue", "line", "waitlist"],
  // s22: a small working group under either name ("our crew of two" = "our two-person team").
  ["team", "crew"],
];

/** Everyday phrases → the one word of a register group they stand for (partial credit). */
export const REGISTER_PHRASES: Record<string, string> = {
  "front desk": "frontdesk",
  "front-desk": "frontdesk",
  "client-side": "clientside",
  "client side": "clientside",
  "front end": "frontend",
  "front-end": "frontend",
  "pull out": "pullout",
  "pulls out": "pullout",
  "pulled out": "pullout",
  "waiting list": "waitlist",
  "grown-up": "grownup",
  "grown-ups": "grownup",
  "grown up": "grownup",
  "grown ups": "grownup",
  "proof of purchase": "proofofpurchase",
  "low-cost": "lowcost",
  "low cost": "lowcost",
  "on the road": "enroute",
  "on its way": "enroute",
  "on their way": "enroute",
  "en route": "enroute",
  "in transit": "transit",
  "build up": "buildup",
  "builds up": "buildup",
  "built up": "buildup",
  "add up": "buildup",
  "adds up": "buildup",
  "look at": "lookat",
  "looks at": "lookat",
  "looked at": "lookat",
  "look over": "lookat",
  "looks over": "lookat",
  "go over": "lookat",
  "goes over": "lookat",
  "check over": "lookat",
  "checks over": "lookat",
  "set off": "setoff",
  "sets off": "setoff",
  "head off": "setoff",
  "set up": "setup",
  "sets up": "setup",
  "by itself": "byitself",
  "by themselves": "byitself",
  "put off": "postpone",
  "puts off": "postpone",
  "push back": "postpone",
  "pushed back": "postpone",
  // s21: every form of the verb, as "pushing the test back" splits round its object (lexicon.ts).
  "pushes back": "postpone",
  "pushing back": "postpone",
  "putting off": "postpone",
  "power cut": "powercut",
  "power cuts": "powercut",
  "car park": "carpark",
  "car parks": "carpark",
  "hand luggage": "handluggage",
  "carry-on": "carryon",
  "cabin bag": "cabinbag",
  "cabin bags": "cabinbag",
  "check-up": "checkup",
  "check-ups": "checkup",
  "home loan": "homeloan",
  "back up": "backup",
  "backs up": "backup",
  "backed up": "backup",
  "all through": "throughout",
};

/** Restatements with no change of meaning, mapped onto one head at full weight (lexicon.ts). */
export const EXACT_PHRASES: string[][] = [
  [
    "free",
    "costs you nothing",
    "cost you nothing",
    "won't cost you anything",
    "doesn't cost anything",
    "does not cost anything",
    "at no cost to you",
  ],
  ["contact", "get in touch", "gets in touch", "reach out", "reaches out", "reached out"],
  ["annual", "every year", "each year", "once a year"],
  ["immediately", "straight away", "right now"],
  ["cancel", "call off", "calls off", "called off"],
  ["cost", "set you back", "sets you back"],
  // s21: the noun too ("at pick-up" is "when collecting"), as "collection" stems to "collect".
  ["collect", "pick up", "picks up", "picked up", "pick-up", "pick-ups", "pickup", "pickups"],
  ["submit", "hand in", "hands in", "handed in", "turn in"],
  ["complete", "fill in", "fill out", "fills in", "fills out", "filled in", "filled out"],
  ["fix", "sort out", "sorts out", "sorted out"],
  ["return", "give back", "gives back", "hand back", "hands back"],
  ["deposit", "pay in", "pays in", "paid in"],
  // "Never closes" is open at any hour (paraphrase-lexicon.ts: "24 hours a day" → anytime).
  [
    "anytime",
    "never closes",
    "never close",
    "never closed",
    "never shuts",
    "always open",
    "open all hours",
  ],
  // s22: what happens as it happens ("in real time" = "live availability").
  ["live", "in real time", "real-time", "realtime"],
  // s22: taking a thing off the premises is removing it ("take the packaging away").
  ["remove", "take away", "takes away", "took away", "taken away", "taking away"],
];

/** Derivations Porter's stemmer keeps apart; the first is the head (lexicon.ts). */
export const WORD_FAMILIES: string[][] = [
  ["subscribe", "subscription"],
  ["decide", "decision"],
  ["admit", "admission"],
  ["extend", "extension"],
  ["maintain", "maintenance"],
  ["check", "verification"],
  ["inform", "notification"],
  ["exchange", "redemption"],
  ["sign", "signature"],
  ["rent", "rental"],
];
