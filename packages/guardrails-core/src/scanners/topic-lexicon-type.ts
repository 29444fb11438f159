/** The shape of a built-in topic lexicon, in a file of its own so the lexicons import no list. */

/**
 * A built-in topic's terms by weight (term syntax: see WeightedTerm in topic-matcher.ts). A topic is detected
 * when the weights of its distinct terms found, plus `CUE_WEIGHT` (topic-lexicon.ts) when the text asks for
 * advice, reach the threshold.
 */
export interface TopicLexicon {
  /** Phrases that ask for advice in this domain ("is it safe to take", "can I sue"): 2. */
  requests: readonly string[];
  /** Words and phrases of the domain ("antibiotic*", "probate", "401k"): 1. */
  terms: readonly string[];
  /** Words also common in schedules, listings and news ("doctor", "court", "bank"): 0.5. */
  generic: readonly string[];
}
