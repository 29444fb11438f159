import type { Fixture } from "./fixtures";

/**
 * Pairs for the restatement mechanisms of issue 18's second round (negation in other words,
 * claims that join sentences, context-wide support): for each, a faithful restatement that
 * must be supported and a look-alike error that must still be flagged. Written from general
 * support, product and policy prose, not from any evaluation set.
 */
export const RESTATEMENT_FIXTURES: Fixture[] = [
  // Negation carried by a predicate ("excluded", "prohibited") or by another negator.
  {
    name: "a negative predicate restates a negation",
    contexts: ["We do not deliver to military addresses."],
    answer: "Military addresses are excluded from delivery.",
    verdicts: ["supported"],
  },
  {
    name: "the negation dropped is still a contradiction",
    contexts: ["We do not deliver to military addresses."],
    answer: "We deliver to military addresses.",
    verdicts: ["contradicted"],
  },
  {
    name: "both sides negative, each in its own words",
    contexts: ["Refunds are not given on any gift card."],
    answer: "No gift card can be refunded.",
    verdicts: ["supported"],
  },
  {
    name: "negations swapped between two clauses are a contradiction",
    contexts: ["Parking is optional and does not cost extra."],
    answer: "Parking is not optional, and it does cost extra.",
    verdicts: ["contradicted"],
  },
  // A negating prefix ("un…", "non…") against the bare word the other side uses.
  {
    name: "'not damaged' restates 'undamaged'",
    contexts: ["Undamaged parcels can be returned within 30 days."],
    answer: "Parcels that are not damaged can be returned within 30 days.",
    verdicts: ["supported"],
  },
  {
    name: "'undamaged' against 'damaged' is a contradiction",
    contexts: ["Damaged parcels can be returned within 30 days."],
    answer: "Undamaged parcels can be returned within 30 days.",
    verdicts: ["contradicted"],
  },
  {
    name: "'nonrefundable' against 'refundable' is a contradiction",
    contexts: ["The deposit is refundable once the booking is confirmed."],
    answer: "The deposit is nonrefundable once the booking is confirmed.",
    verdicts: ["contradicted"],
  },
  {
    name: "a word that only starts like a prefix is left whole",
    contexts: ["Each unit includes an underground parking space."],
    answer: "Every unit comes with an underground parking space.",
    verdicts: ["supported"],
  },
  // A restriction ("only") restates a negated complement ("not … outside").
  {
    name: "'only within' restates 'not outside'",
    contexts: ["We do not offer repairs outside the warranty period."],
    answer: "Repairs are offered only within the warranty period.",
    verdicts: ["supported"],
  },
  {
    name: "'only' against a plain negation is a contradiction",
    contexts: ["We do not offer repairs for water damage."],
    answer: "Repairs are offered only for water damage.",
    verdicts: ["contradicted"],
  },
  // "No, …" answers the question; it negates nothing in the sentence.
  {
    name: "an answer particle is no negation",
    question: "Do members pay full price?",
    contexts: ["Members get a 10% discount on all classes."],
    answer: "No, members get a 10% discount on all classes.",
    verdicts: ["supported"],
  },
  {
    name: "a negation inside the sentence still counts",
    question: "Do members pay full price?",
    contexts: ["Members get a 10% discount on all classes."],
    answer: "Members get no discount on classes.",
    verdicts: ["contradicted"],
  },
  // A claim that joins two sentences is compared clause by clause for polarity.
  {
    name: "a negative clause from one sentence, a positive one from the next",
    contexts: ["We accept bank transfers and PayPal. Payment in cash is not accepted."],
    answer: "Cash is not accepted, but bank transfers and PayPal are.",
    verdicts: ["supported"],
  },
  {
    name: "the wrong thing negated in a joined claim is a contradiction",
    contexts: ["We accept bank transfers and PayPal. Payment in cash is not accepted."],
    answer: "Bank transfers are not accepted as payment.",
    verdicts: ["contradicted"],
  },
  // Paraphrase lexicon, second round (paraphrase-lexicon.ts).
  {
    name: "'capped at' restates 'never more than'",
    contexts: ["Late fees are capped at $40 per invoice."],
    answer: "The late fee on an invoice is never more than $40.",
    verdicts: ["supported"],
  },
  {
    name: "a cap turned into a floor is a contradiction",
    contexts: ["Late fees are capped at $40 per invoice."],
    answer: "The late fee on an invoice is at least $40.",
    verdicts: ["contradicted"],
  },
  {
    name: "'must not exceed' restates 'can weigh up to'",
    contexts: ["Carry-on bags must not exceed 7 kg."],
    answer: "A carry-on bag can weigh up to 7 kg.",
    verdicts: ["supported"],
  },
  {
    name: "'must not exceed' against 'at least' is a contradiction",
    contexts: ["Carry-on bags must not exceed 7 kg."],
    answer: "Carry-on bags must weigh at least 7 kg.",
    verdicts: ["contradicted"],
  },
  {
    name: "'cannot be undone' restates 'permanent'",
    contexts: ["Closing an account is permanent."],
    answer: "Once an account is closed, this cannot be undone.",
    verdicts: ["supported"],
  },
  {
    name: "an undo window the context lacks is flagged",
    contexts: ["Closing an account is permanent."],
    answer: "Closing an account can be undone within 30 days.",
    verdicts: ["unsupported"],
  },
  {
    name: "'comes out of' restates 'is deducted from'",
    contexts: ["A $5 handling fee is deducted from every refund."],
    answer: "The $5 handling fee comes out of each refund.",
    verdicts: ["supported"],
  },
  {
    name: "a different fee coming out of the refund is flagged",
    contexts: ["A $5 handling fee is deducted from every refund."],
    answer: "A $15 handling fee comes out of each refund.",
    verdicts: ["unsupported"],
  },
  {
    name: "'after they arrive' restates 'of delivery'",
    contexts: ["Damaged goods must be reported within 48 hours of delivery."],
    answer: "Report damaged goods no later than 48 hours after they arrive.",
    verdicts: ["supported"],
  },
  {
    name: "indefinite pronouns carry no content ('anything labelled' = 'items marked')",
    contexts: ["Items marked 'Clearance' cannot be exchanged."],
    answer: "Anything labelled 'Clearance' cannot be exchanged.",
    verdicts: ["supported"],
  },
  {
    name: "the same restatement without its negation is a contradiction",
    contexts: ["Items marked 'Clearance' cannot be exchanged."],
    answer: "Anything labelled 'Clearance' can be exchanged.",
    verdicts: ["contradicted"],
  },
  // Support across the context (verdict.ts): a claim that joins sentences of several chunks.
  {
    name: "a claim joining three chunks, every word found somewhere",
    contexts: [
      "The studio rents out cameras to members.",
      "Members must return rented cameras within 3 days.",
      "Late returns are charged per day.",
    ],
    answer:
      "Cameras rented by members go back to the studio within 3 days, and late returns are charged per day.",
    verdicts: ["supported"],
  },
  {
    name: "a joined claim with one clause the context lacks is flagged",
    contexts: [
      "The studio rents out cameras to members.",
      "Members must return rented cameras within 3 days.",
      "Late returns are charged per day.",
    ],
    answer:
      "Cameras rented by members go back to the studio within 3 days, and late returns are banned from the studio garden.",
    verdicts: ["unverifiable"],
  },
  {
    name: "a figure from another chunk that also brings the claim's words",
    contexts: [
      "Early withdrawals from a savings bond incur a penalty.",
      "Bond penalties equal three months of interest.",
    ],
    answer: "Withdrawing from a savings bond early means a penalty of three months of interest.",
    verdicts: ["supported"],
  },
  {
    name: "a figure the context lacks is still missing",
    contexts: [
      "Early withdrawals from a savings bond incur a penalty.",
      "Bond penalties equal three months of interest.",
    ],
    answer: "Withdrawing from a savings bond early means a penalty of six months of interest.",
    verdicts: ["unsupported"],
  },
  // Refusals in the first person: the context lacks the answer, so no claim is made.
  {
    name: "'I couldn't find anything about' is a refusal, not a claim",
    question: "Can I bring my dog to the office?",
    contexts: ["Visitors must sign in at reception.", "The office is open from 8 am to 6 pm."],
    answer: "I couldn't find anything about dogs in the office policies.",
    verdicts: [],
  },
  {
    name: "'the documents I have don't mention' is a refusal, not a claim",
    question: "Can I bring my dog to the office?",
    contexts: ["Visitors must sign in at reception.", "The office is open from 8 am to 6 pm."],
    answer: "The documents I have don't mention whether dogs are allowed.",
    verdicts: [],
  },
  {
    name: "a statement that a policy does not cover something is still a claim",
    question: "Can I bring my dog to the office?",
    contexts: ["Visitors must sign in at reception.", "The office is open from 8 am to 6 pm."],
    answer: "The office policy does not cover pets brought by visitors.",
    verdicts: ["unsupported"],
  },
  // Hedges of habit ("typically" for "usually").
  {
    name: "'typically' restates 'usually'",
    contexts: ["Replacement cards usually arrive within 5 working days."],
    answer: "A replacement card typically arrives within five working days.",
    verdicts: ["supported"],
  },
  {
    name: "'always' for 'usually' is still a quantifier flip",
    contexts: ["Replacement cards usually arrive within 5 working days."],
    answer: "Replacement cards always arrive within 5 working days.",
    verdicts: ["contradicted"],
  },
  // A name swapped in at the start of a sentence (name-checks.ts, displacedOpening).
  {
    name: "an opening word the context knows through the lexicon is no name",
    contexts: ["Parcels are delivered by DHL and usually arrive within 2 business days."],
    answer: "Shipments are handled by DHL and normally arrive within two business days.",
    verdicts: ["supported"],
  },
  {
    name: "an English word opening the claim is no name, though the context names a firm",
    contexts: [
      "A one-day adult lift ticket at Pinecrest Mountain costs $119 at the window or $99 if bought online at least 2 days ahead.",
    ],
    answer: "Booking online two or more days ahead saves you $20 on an adult day ticket.",
    verdicts: ["supported"],
  },
  {
    name: "an English word as the subject of a verb may be a swapped plan name",
    contexts: ["Parcels are delivered by DHL and usually arrive within 2 business days."],
    answer: "Express handles delivery, and parcels usually arrive within 2 business days.",
    verdicts: ["unsupported"],
  },
  {
    name: "an unknown opening name where the context names another is flagged",
    contexts: ["Parcels are delivered by DHL and usually arrive within 2 business days."],
    answer: "Speedex delivers parcels, which usually arrive within 2 business days.",
    verdicts: ["unsupported"],
  },
  // Synonym classes chain: "salary" (a pay word) meets "pay" read as a fee.
  {
    name: "'full salary' restates 'full pay'",
    contexts: ["Trainees receive 12 weeks of training at full pay."],
    answer: "Trainees get 12 weeks of training on full salary.",
    verdicts: ["supported"],
  },
  {
    name: "a different length on full salary is flagged",
    contexts: ["Trainees receive 12 weeks of training at full pay."],
    answer: "Trainees get 16 weeks of training on full salary.",
    verdicts: ["unsupported"],
  },
  // A name the closest sentence refers to by its common noun ("the hotel").
  {
    name: "a name restated from 'the hotel' of the closest sentence",
    contexts: [
      "Check-in at Hotel Sol is from 15:00.",
      "Hotel Miramar has a rooftop pool.",
      "The hotel is a 10-minute walk from the metro station.",
    ],
    answer: "Hotel Miramar is a ten-minute walk from the metro station.",
    verdicts: ["supported"],
  },
  {
    name: "a name where the closest sentence names another hotel is flagged",
    contexts: [
      "Check-in at Hotel Sol is from 15:00.",
      "Hotel Miramar has a rooftop pool.",
      "Hotel Sol is a 10-minute walk from the metro station.",
    ],
    answer: "Hotel Miramar is a ten-minute walk from the metro station.",
    verdicts: ["unsupported"],
  },
  // Contractions and hyphenated names.
  {
    name: "'won't' leaves no content word behind",
    contexts: ["You will not be charged for card payments you report as stolen within 30 days."],
    answer: "If you report a stolen card payment within 30 days, you won't be charged for it.",
    verdicts: ["supported"],
  },
  {
    name: "the same clause without its negation is a contradiction",
    contexts: ["You will not be charged for card payments you report as stolen within 30 days."],
    answer: "If you report a stolen card payment within 30 days, you will be charged for it.",
    verdicts: ["contradicted"],
  },
  {
    name: "a hyphenated opening name the context holds is known",
    contexts: ["The museum is a 5-minute walk from Santa-Lucia station."],
    answer: "Santa-Lucia station is five minutes away on foot from the museum.",
    verdicts: ["supported"],
  },
  {
    name: "'around the clock' restates '24 hours a day'",
    contexts: ["The emergency helpline is open 24 hours a day."],
    answer: "The emergency helpline is open around the clock.",
    verdicts: ["supported"],
  },
  {
    name: "'closed around the clock' is still a flip",
    contexts: ["The emergency helpline is open 24 hours a day."],
    answer: "The emergency helpline is closed around the clock.",
    verdicts: ["contradicted"],
  },
  {
    name: "'scaled to' restates 'pro rata to'",
    contexts: ["Part-time staff receive holiday pay pro rata to their contracted hours."],
    answer: "For part-time staff, holiday pay is scaled to their contracted hours.",
    verdicts: ["supported"],
  },
  {
    name: "'not scaled to' is a contradiction",
    contexts: ["Part-time staff receive holiday pay pro rata to their contracted hours."],
    answer: "For part-time staff, holiday pay is not scaled to their contracted hours.",
    verdicts: ["contradicted"],
  },
  // Eighth round: idioms of price, payment and limits, and a hedge opening a "yes".
  {
    name: "'paid in advance' restates 'paid upfront'",
    contexts: ["Annual plans are paid upfront and renew each January."],
    answer: "Annual plans are paid in advance and renew each January.",
    verdicts: ["supported"],
  },
  {
    name: "'would set you back' restates 'costs'",
    contexts: ["A replacement charger costs £25 from the front desk."],
    answer: "A replacement charger would set you back £25 from the front desk.",
    verdicts: ["supported"],
  },
  {
    name: "'set you back' with another figure is still unsupported",
    contexts: ["A replacement charger costs £25 from the front desk."],
    answer: "A replacement charger would set you back £35 from the front desk.",
    verdicts: ["unsupported"],
  },
  {
    name: "'whichever is sooner' restates 'whichever comes first'",
    contexts: ["The battery is covered for 3 years or 1,000 cycles, whichever comes first."],
    answer: "The battery is covered for 3 years or 1,000 cycles, whichever is sooner.",
    verdicts: ["supported"],
  },
  {
    name: "'Generally, yes: the majority of' restates 'most' beside another clause's 'all'",
    contexts: ["Most of our teas are grown organically, and all of them are packed by hand."],
    answer: "Generally, yes: the majority of our teas are grown organically.",
    verdicts: ["supported"],
  },
  {
    name: "an opening hedge is still read against 'all'",
    contexts: ["All of our teas are packed by hand at the estate."],
    answer: "Generally, yes: the majority of our teas are packed by hand at the estate.",
    verdicts: ["contradicted"],
  },
];
