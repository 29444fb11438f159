import { dropSpanStress } from "./full-span";
import { restateIfNot } from "./if-not";
import { restateLimits } from "./limits";
import { negatedCopulaFront } from "./negated-copula";
import { negatedPermissionAsBan } from "./negated-permission";
import { PARAPHRASE_GROUPS } from "./paraphrase-lexicon";
import { EXACT_PHRASES, REGISTER_PHRASES, WORD_FAMILIES } from "./register-lexicon";
import { stem } from "./stemmer";
import { restateGuarantee } from "./warranty";

/**
 * Word lists of the rule tier: stop-words, negations, number words and a small thesaurus.
 * The thesaurus maps common synonyms onto one head word before stemming so that a
 * paraphrase ("client" for "customer", "reimbursement" for "refund") still recalls its
 * source sentence; it holds general vocabulary of support, policy and operations text.
 */

/** Negation markers: their count's parity is a sentence's polarity. */
export const NEGATIONS = new Set([
  "not",
  "no",
  "never",
  "none",
  "nobody",
  "nothing",
  "neither",
  "nor",
  "cannot",
  "without",
  "n't",
]);

export const STOP_WORDS = new Set(
  (
    "a an the and or but if then else of to in on at by for from with about as into onto " +
    "over under than that this these those there here it its it's is are was were be been " +
    "being am do does did doing done have has had having i me my we our us you your yours " +
    "he him his she her they them their what which who whom whose when where why how " +
    "so such too very just also only even any each both either more most other some all " +
    "every many much few own same can could will would shall should may might must " +
    "up down out off again further once per via within upon while during before after " +
    "above below between through until because since though although whether " +
    "not no never none nor cannot without n't yes please thanks thank " +
    "let lets get gets got make makes made one's s t ll d ve re m need needs needed inside outside above below beyond across among toward towards " +
    "together total combined altogether maximum minimum along " +
    // Indefinite pronouns name no content ("anything marked…" = "items marked…").
    "anything anyone anybody everything everyone everybody something someone whatever whoever " +
    // Reflexive pronouns repeat the subject ("parts you supply yourself").
    "myself yourself yourselves himself herself itself ourselves themselves " +
    // What "won't" leaves once "n't" is split off; comparison words that carry no content.
    "wo like rather instead"
  ).split(" "),
);

/**
 * Unit words: part of a quantity, compared as one (numbers.ts), so not content words; a
 * paraphrase that says "two weeks" for "14 days" shares no unit word with its source.
 */
export const UNIT_WORDS = new Set(
  (
    "ms millisecond milliseconds sec secs second seconds min mins minute minutes hr hrs hour " +
    "hours day days week weeks fortnight month months year years yr yrs percent percentage " +
    "mg milligram milligrams g gram grams kg kilogram kilograms ml l liter liters litre litres " +
    "kb mb gb tb dollar dollars usd eur euro euros gbp am pm noon midday midnight"
  ).split(" "),
);

/** Words of a question's phrasing ("how long does it take…") rather than its topic. */
export const QUESTION_FILLER = new Set(
  (
    "work works working long much many take takes happen happens know tell explain mean " +
    "means way ways best possible able go goes going want wondering wonder anyone someone " +
    "something thing things kind sort exactly actually really"
  ).split(" "),
);

/** Words a refusal is made of; a sentence matching REFUSAL_PATTERNS is not a claim. */
export const REFUSAL_PATTERNS: RegExp[] = [
  /\b(i|we)\s+(can(?:not|'t)|am unable to|are unable to|am not able to|are not able to|won't be able to)\s+(help|answer|assist|provide|share|discuss|give|say|find|tell)/i,
  /\b(i|we)\s+(don't|do not)\s+have\s+(enough\s+)?(information|access|details|data)\b(?!\s+(?:caps?|limits?|allowances?|plans?|charges?|roaming|usage|centres?|centers?|backups?)\b)/i,
  /\b(i'm|i am)\s+(sorry|afraid)[^.]*\b(can(?:not|'t)|unable|not able)\b/i,
  /\bunable to (help|answer|assist|provide)\b/i,
  /\bi (don't|do not) know\b/i,
  /\bplease (contact|consult|reach out to) (a|an|your|our)\b[^.]*\b(professional|specialist|support|representative|doctor|advisor|administrator)\b/i,
  // The context lacks the answer, said in the first person: "I couldn't find anything about…",
  // "I don't see…", "the documents I have don't mention…", "I can't confirm…".
  /\b(i|we)\s+(couldn't|could not|can't|cannot|didn't|did not|don't|do not)\s+(find|see|locate|confirm|verify)\b/i,
  /\b(i'm|i am|we're|we are)\s+(not able|unable)\s+to\s+(find|see|locate|confirm|verify)\b/i,
  /\b(i'm|i am)\s+(sorry|afraid)\b[^.]*\b(i|we)\s+(don't|do not)\s+have\b/i,
  /\b(i|we)\s+(don't|do not)\s+have\b[^.]*\b(in|from)\s+(the|these|this|those|my|our)\s+(documents?|documentation|docs|sources?|context|information|materials?)\b/i,
  /^(?=.*\b(i|we|me|my)\b).*\b(documents?|documentation|docs|information|sources?|context|materials?|extracts?|excerpts?|details|notes)\b[^.]*\b(doesn't|does not|don't|do not|didn't|did not)\s+(mention|say|cover|specify|state|address|include|contain|list)\b/i,
  // "I don't have any information about…", "I don't have that information", "I don't have
  // anything on…", "we have no details of…": the first person lacking what would answer.
  /\b(?:i|we)\s+(?:don't|do not|didn't|did not)\s+have\s+(?:(?:any|that|the|those|these|such|much|more|further|specific|enough|up-to-date)\s+)+(?:information|info|details?|data|records?)\b(?!\s+(?:caps?|limits?|allowances?|plans?|charges?|roaming|usage)\b)/i,
  /\b(?:i|we)\s+(?:don't|do not)\s+have\s+anything\s+(?:on|about|regarding|for)\b/i,
  /\b(?:i|we)\s+have\s+no\s+(?:(?:further|more|specific|other|up-to-date)\s+)?(?:information|info|details?|records?)\b/i,
  /\b(?:i|we)\s+(?:wasn't|was not|weren't|were not)\s+able\s+to\s+(?:find|see|locate|confirm|verify)\b/i,
  /\b(?:i'm|i am|we're|we are)\s+not\s+aware\s+of\b/i,
  // The answerer lacking it, in the first person singular, with an apology or "to hand": "Sorry,
  // I don't have junior prices in front of me.", "I don't have the permit prices, sorry." (a
  // business says "we don't have" of what it does not offer).
  /^(?:(?:i'm\s+)?sorry|unfortunately|i'm afraid|apologies)\b,?\s+i\s+(?:don't|do not)\s+have\b/i,
  /\bi\s+(?:don't|do not)\s+have\b(?=[^.]*(?:,\s*sorry\b|\b(?:to hand|in front of me|on hand|at hand|with me right now)\b))/i,
  // Uncertainty said outright, unless a "but" goes on to claim something anyway.
  /^(?:sorry,?\s+|unfortunately,?\s+)?(?:i'm|i am)\s+not\s+(?:sure|certain)\b(?![^.]*\bbut\b)/i,
  // The sources lack it, said of what the answerer has: "there's no information about X in the
  // documents I have", "X isn't covered in the information I have", "nothing in our
  // documentation mentions X", "X isn't something I can find".
  /\bthere(?:'s| is| was)\s+no\s+(?:information|info|details?|mention|data)\b[^.]*\b(?:in|from)\s+(?:the|these|this|those|my|our|what)\b(?=[^.]*\b(?:i|we)\b|[^.]*\b(?:documents?|documentation|docs|sources?|context|materials?)\b)/i,
  /\b(?:isn't|aren't|is not|are not|wasn't|weren't)\s+(?:\w+\s+)?(?:covered|mentioned|included|listed|described|addressed|specified)\s+(?:in|by)\s+(?:the|any of the|my|our)\s+(?:information|documents?|documentation|docs|sources?|context|materials?|details)\s+(?:i|we)\s+(?:have|was given|were given|can see)\b/i,
  /\b(?:nothing|none)\s+(?:in|of)\s+(?:the|my|our|these|this)\s+(?:information|documents?|documentation|docs|sources?|context|materials?)\b[^.]*\b(?:mentions?|says?|covers?|specif(?:y|ies)|states?|address(?:es)?|includes?|contains?|lists?)\b/i,
  /\b(?:isn't|is not|aren't|are not|'s not|'re not)\s+something\s+(?:i|we)\s+(?:can|could|have|know)\b/i,
];

/** Cardinal number words and their values; "a dozen" and friends are read in facts.ts. */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
  dozen: 12,
  half: 0.5,
  double: 2,
  twice: 2,
  single: 1,
};

/** The cardinals one to twelve (clock hours, small counts), from NUMBER_WORDS: no "dozen" or "twice". */
export const ONE_TO_TWELVE: Record<string, number> = Object.fromEntries(
  Object.entries(NUMBER_WORDS).filter(
    ([w, n]) => n >= 1 && n <= 12 && !["dozen", "double", "twice", "single"].includes(w),
  ),
);

/** Synonym groups; the first word is the head every member is mapped to. */
const SYNONYM_GROUPS: string[][] = [
  ["refund", "reimbursement", "reimburse", "repayment", "moneyback"],
  ["customer", "client", "user", "buyer"],
  ["purchase", "buy", "bought", "order", "ordered"],
  ["cancel", "terminate", "discontinue"],
  ["contact", "reach"],
  ["receive", "get", "obtain", "gets", "got"],
  ["require", "mandatory", "necessary", "obligatory", "compulsory"],
  ["allow", "permit", "let", "enable", "allowed", "permitted"],
  ["start", "begin", "commence", "initiate", "launch"],
  ["finish", "complete", "conclude", "done"],
  ["show", "display", "present", "appear"],
  ["fee", "charge", "cost", "price", "fees", "charges"],
  ["quick", "fast", "rapid", "prompt", "swift"],
  ["big", "large", "huge", "major"],
  ["small", "little", "minor", "tiny"],
  ["help", "assist", "support", "aid"],
  ["issue", "problem", "fault", "defect", "bug", "incident"],
  ["fix", "repair", "resolve", "remedy", "patch"],
  ["employee", "staff", "worker", "personnel", "team member", "colleague"],
  ["manager", "supervisor", "boss"],
  ["leave", "time off", "vacation", "holiday", "pto", "absence"],
  ["pay", "salary", "wage", "wages", "compensation", "remuneration"],
  ["doctor", "physician", "clinician", "practitioner"],
  ["patient", "patients"],
  ["medication", "medicine", "drug", "prescription"],
  ["dose", "dosage"],
  ["take", "consume", "ingest"],
  ["server", "host", "machine", "node", "instance"],
  ["deploy", "deployment", "release", "rollout"],
  ["restart", "reboot", "bounce"],
  ["error", "failure", "exception"],
  ["log", "logs", "record"],
  ["account", "profile"],
  ["password", "passphrase", "credential"],
  ["interest", "yield"],
  ["loan", "credit", "borrowing"],
  ["invest", "investment"],
  ["tax", "taxes", "levy"],
  ["withdraw", "withdrawal", "takeout"],
  ["full", "fully", "entire", "whole"],
  ["next", "upcoming"],
  ["replicate", "copy", "mirror"],
  ["approximately", "about", "around", "roughly", "nearly"],
  ["increase", "rise", "raise", "grow", "growth", "higher", "boost"],
  ["decrease", "drop", "fall", "reduce", "reduction", "lower", "decline"],
  ["send", "submit"],
  ["request", "ask", "application", "apply"],
  ["policy", "rule", "guideline", "regulation"],
  ["item", "product", "goods", "merchandise"],
  ["ship", "shipping", "delivery", "deliver", "dispatch"],
  ["return", "send back"],
  ["free", "complimentary", "no charge", "no cost"],
  ["eligible", "qualify", "qualifies", "entitled"],
  ["inform", "notify", "tell", "alert"],
  ["use", "utilize", "utilise", "employ"],
  ["check", "verify", "confirm", "validate"],
  ["indicate", "suggest", "demonstrate"],
  ["store", "keep", "retain"],
  ["delete", "remove", "erase", "purge"],
  ["upgrade", "update", "upgraded"],
  ["monitor", "watch", "track", "observe"],
  ["recommend", "advise"],
  ["avoid", "skip", "refrain"],
  ["quarter", "quarterly"],
  ["annual", "yearly", "annually", "per year"],
  ["daily", "every day", "per day"],
  ["weekly", "every week", "per week"],
  ["approve", "authorize", "authorise", "sign off"],
  ["expire", "lapse", "expiry", "expiration"],
  ["new", "fresh"],
  ["often", "frequently"],
  // "at once" is "at a time" in policies ("borrow 3 books at once"): paraphrase-lexicon.ts.
  ["immediately", "instantly", "right away"],
  ...PARAPHRASE_GROUPS,
  ...EXACT_PHRASES,
  ...WORD_FAMILIES,
];

/** Multi-word synonyms ("time off") collapse to their head before tokenisation. */
const PHRASE_HEADS = new Map<string, string>();
// Everyday phrases read as one word of the register lexicon ("grown-up" → "grownup"); that
// word meets its formal group at synonym credit (synonyms.ts), not through this map.
for (const [phrase, word] of Object.entries(REGISTER_PHRASES))
  if (!PHRASE_HEADS.has(phrase)) PHRASE_HEADS.set(phrase, word);
/** Member word → head word, for telling common words from names. */
export const WORD_SYNONYMS = new Map<string, string>();
/** Member stem → head stem: inflected members ("clients") map through their stem. */
export const STEM_SYNONYMS = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const head = group[0]!;
  for (const member of group.slice(1)) {
    if (member.includes(" ") || member.includes("-")) {
      if (!PHRASE_HEADS.has(member)) PHRASE_HEADS.set(member, head);
    } else if (!WORD_SYNONYMS.has(member)) WORD_SYNONYMS.set(member, head);
  }
}
/**
 * A regular expression source matching any of `phrases`, as a character trie: one branch per
 * next character, so a position is rejected after its first letter instead of after trying
 * each of the hundred-odd phrases in turn. Longer phrases win where one extends another
 * ("ahead of time" over "ahead of"), as a match ends only at a word boundary or the trie's end.
 */
function trieSource(phrases: string[]): string {
  type Node = Map<string, Node> & { end?: boolean };
  const root: Node = new Map();
  for (const p of phrases) {
    let node = root;
    for (const ch of p) {
      if (!node.has(ch)) node.set(ch, new Map());
      node = node.get(ch)!;
    }
    node.end = true;
  }
  const escapeChar = (ch: string) => ch.replace(/[-.*+?^${}()|[\]\\]/g, "\\$&");
  const source = (node: Node): string => {
    const branches = [...node.entries()].map(([ch, next]) => escapeChar(ch) + source(next));
    if (branches.length === 0) return "";
    // A phrase may end here or continue: try the continuation first (greedy), then stop.
    const body = branches.length === 1 ? branches[0]! : `(?:${branches.join("|")})`;
    return node.end ? `(?:${body}|)` : body;
  };
  return source(root);
}

/** One pass over a text replaces every multi-word synonym by its head. */
const PHRASE_RE = new RegExp(`\\b${trieSource([...PHRASE_HEADS.keys()])}\\b`, "g");
const negatedCopula = negatedCopulaFront(PHRASE_HEADS.keys());
export function replacePhraseSynonyms(lowerText: string): string {
  let text = negatedCopula(
    dropSpanStress(
      restateGuarantee(restateLimits(restateIfNot(negatedPermissionAsBan(lowerText)))),
    ),
  );
  if (PARTICLE_AHEAD.test(text)) text = text.replace(SPLIT_PHRASAL, joinPhrasal);
  return text.replace(CONTRAST_BEFORE_VERB, "not").replace(PHRASE_RE, phraseHead);
}

/**
 * A phrase's head, but "or over" and its kin before a figure join two ranges ("under 16 or
 * over 65"): no limit on the figure before them (as in "16 or over"), so they are kept (s17).
 */
function phraseHead(m: string, at: number, text: string): string {
  const head = PHRASE_HEADS.get(m) ?? m;
  if (head === "minimum" && LINKED_LIMIT.test(m) && FIGURE_NEXT.test(text.slice(at + m.length)))
    return m;
  // "pay in" is "deposit" before an amount ("pay in at least $1,500"); "paid in instalments",
  // "pay in cash" and "paid in full" say how a bill is paid (s19).
  if (
    head === "deposit" &&
    PAY_IN.test(m) &&
    !FIGURE_NEXT.test(text.slice(at + m.length).replace(LIMIT_BEFORE_FIGURE, ""))
  )
    return m;
  return head;
}
const PAY_IN = /^pa(?:ys?|id) in$/;
const LIMIT_BEFORE_FIGURE = /^\s+(?:at least|minimum|over|more than|up to|maximum)(?=\s)/;
const LINKED_LIMIT = /^(?:or|and) /;
const FIGURE_NEXT =
  /^\s+(?:[$€£]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)\b)/;

/**
 * A phrasal verb split by its object (fifth round): "bring the car back" is "bring back the
 * car", "fill it in" is "fill in it", so the phrase synonyms meet it ("bring back" → return).
 * Only a short object (a pronoun, or a determiner and one to three words) and only a pair
 * the lexicon lists: "put the money in the bank" is left as it is.
 */
const PARTICLES = "back|in|out|up|off|over|down|away";
const PARTICLE_AHEAD = new RegExp(`\\b(?:${PARTICLES})\\b`);
const PHRASAL_VERBS = [
  ...new Set(
    [...PHRASE_HEADS.keys()].flatMap((k) => {
      const m = new RegExp(`^([a-z]+) (?:${PARTICLES})$`).exec(k);
      return m ? [m[1]!] : [];
    }),
  ),
];
const SPLIT_PHRASAL = new RegExp(
  `\\b(${trieSource(PHRASAL_VERBS)})\\s+((?:the|a|an|your|their|our|his|her|its|my|this|that|these|those)(?:\\s+[a-z'-]+){1,3}?|it|them|him|her|me|us)\\s+(${PARTICLES})\\b`,
  "g",
);
function joinPhrasal(match: string, verb: string, object: string, particle: string): string {
  const phrase = `${verb} ${particle}`;
  return PHRASE_HEADS.has(phrase) ? `${phrase} ${object}` : match;
}

/**
 * "Credited rather than refunded" says "credited, not refunded": a contrast before a
 * participle negates it. Before a noun ("five years rather than the adult ten") it only
 * compares, and stays two stop-words.
 */
export const CONTRAST_BEFORE_VERB = /\b(?:rather than|instead of)(?=\s+[a-z]+(?:ed|en|ing)\b)/g;

for (const [member, head] of WORD_SYNONYMS) {
  const s = stem(member);
  if (!STEM_SYNONYMS.has(s)) STEM_SYNONYMS.set(s, stem(head));
}
// A head that is itself a member of a later class ("pay", head of the salary words and a
// member of the fee words) passes its members on: "salary" meets "fee" through "pay".
for (const [member, head] of STEM_SYNONYMS) {
  let end = head;
  for (let hops = 0; hops < 4 && STEM_SYNONYMS.has(end) && STEM_SYNONYMS.get(end) !== end; hops++)
    end = STEM_SYNONYMS.get(end)!;
  if (end !== member) STEM_SYNONYMS.set(member, end);
}
