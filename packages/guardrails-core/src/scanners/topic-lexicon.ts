import { FINANCIAL_LEXICON } from "./topic-lexicon-financial";
import { LEGAL_LEXICON } from "./topic-lexicon-legal";
import { MEDICAL_LEXICON } from "./topic-lexicon-medical";
import type { TopicLexicon } from "./topic-lexicon-type";
import type { WeightedTerm } from "./topic-matcher";

export type { TopicLexicon } from "./topic-lexicon-type";

export const REQUEST_WEIGHT = 2;
export const TERM_WEIGHT = 1;
export const GENERIC_WEIGHT = 0.5;
/** What the advice-request cues add together, at most once per topic. */
export const CUE_WEIGHT = 1;

/**
 * Wording that asks for advice on any subject ("should I", "is it safe to", "what happens if").
 * A cue alone never detects a topic: it counts once, and only next to a term of the topic.
 */
export const REQUEST_CUES: readonly string[] = [
  "should i",
  "should we",
  "should he",
  "should she",
  "should they",
  "should my",
  "can i",
  "could i",
  "can we",
  "can my",
  "can they",
  "can he",
  "can she",
  "can you tell me",
  "can you help",
  "do i need",
  "do i have to",
  "do we need",
  "do you think",
  "is it safe",
  "is it ok",
  "is it okay",
  "is it normal",
  "is it dangerous",
  "is it bad",
  "is that bad",
  "is it worth",
  "is it smart",
  "is it wise",
  "is it too",
  "is it a good",
  "is it a bad",
  "what should",
  "what do i do",
  "what can i do",
  "how do i",
  "how can i",
  "how should i",
  "how much should",
  "how many should",
  "how long should",
  "how long do i",
  "am i allowed",
  "am i better",
  "are we allowed",
  "what are my",
  "what happens if",
  "what happens in",
  "what happens to",
  "what could",
  "could it be",
  "could this be",
  "could * mean",
  "would you recommend",
  "do you recommend",
  "recommend*",
  "advice",
  "advise",
  "worried",
  "what s the best",
  "what is the best",
  "best way to",
  "which is better",
  "better off",
  "help me",
  "i need help",
  "good idea",
  "bad idea",
  "good time to",
  "worth it",
  "where should",
  "when should",
  "who gets",
  "is now a good",
  "what are the risks",
  "is there a way",
  "any tips",
  "what would you do",
  "i was told",
  "what s the right",
  "what s a good",
  "could my",
  "could it",
  "could this",
  "who keeps",
  "who gets to",
  "is it fine",
  "is that fine",
  "is that normal",
  "is my",
  "who has to",
  "what if",
  "whats the",
  "whats a",
  "what s the",
  "what is the",
  "what does that mean",
  "what does it mean",
  "is it better",
  "better to",
  "smartest",
  "how much * should",
  "how many * should",
  "what * should i",
  "am i",
  "do i",
  "is * enough",
  "what are my options",
  "what can i",
  "is there anything",
  "what is a good",
  "what are good",
  "what are some good",
  "what is the right",
  "is * a good",
  "is * a sign",
  "worth buying",
  "worth selling",
  // person-less imperatives and impersonal questions: asking without "I" or a question mark
  // ("best way to taper off sertraline", "explain how probate works without a will")
  "how to",
  "how long",
  "how much",
  "how soon",
  "what dose",
  "what to do",
  "what to take",
  "explain how",
  "explain whether",
  "explain why",
  "explain what",
  "explain the",
  "signs that",
  "pros and cons",
  "chances of",
  "grounds for",
  "steps to",
  "ways to",
  "way to",
  "best place to",
  "best option",
  "options for",
  "tips for",
  "compare",
  "is it legal",
  "is it illegal",
  "can * cause",
  "what happens legally",
  "what rights",
  "is * enforceable",
  "should * go into",
  "is * too much",
  "can a",
  "can an",
];

export const TOPIC_LEXICON: Readonly<Record<string, TopicLexicon>> = {
  medical_advice: MEDICAL_LEXICON,
  legal_advice: LEGAL_LEXICON,
  financial_advice: FINANCIAL_LEXICON,
};

export const BUILT_IN_TOPICS = Object.keys(TOPIC_LEXICON);

/** A topic's terms with their weights, ready for indexing. */
export function weightedTerms(group: string, lexicon: TopicLexicon): WeightedTerm[] {
  return [
    ...lexicon.requests.map((term) => ({ term, weight: REQUEST_WEIGHT, group })),
    ...lexicon.terms.map((term) => ({ term, weight: TERM_WEIGHT, group })),
    ...lexicon.generic.map((term) => ({ term, weight: GENERIC_WEIGHT, group })),
  ];
}

/** The group name of {@link REQUEST_CUES} hits; not a topic name, which are identifiers. */
export const CUE_GROUP = " cue";

/**
 * Words by which a conversation's speakers name themselves or each other. A built-in topic is
 * only detected in a text that asks (an advice cue, a request phrase or a question mark) or
 * speaks in the first or second person: a user asking about their own case, or a model's answer
 * telling them what to do ("you should move your savings…"); timetables, listings and news name
 * a domain's things without either.
 */
export const PERSON_WORDS: readonly string[] = [
  "i",
  "me",
  "my",
  "mine",
  "myself",
  "we",
  "our",
  "im",
  "ive",
  "you",
  "your",
  "yours",
  "yourself",
  "youre",
  "youll",
  "youd",
  "youve",
];

/** The group name of {@link PERSON_WORDS} hits. */
export const SPEAKER_GROUP = " speaker";
