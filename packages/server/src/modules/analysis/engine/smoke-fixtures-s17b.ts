import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s17 smoke, helper B: missed entity swaps and
 * negations in new domains), each with look-alikes of the other kind that must keep their
 * verdict. Re-exported by paraphrase-fixtures.ts.
 */
const CLINIC = "Walk-ins are accepted until 4pm. Appointments can be booked online.";
const CLOSED = "Walk-ins are not accepted. Appointments can be booked online.";
const STUDIO = "Cash and cards are accepted at the studio. Cheques are not accepted.";
const WALL = "Parking is free for climbers. Shoe hire costs £4 per session.";
const PASS = "Shoe hire is included in the day pass. Chalk costs £2 extra.";
const FERRY = "The ferry charges £12 for cars. Foot passengers travel free.";
const CLINIC_STAFF = "Hearing tests are carried out by our audiologist, Dr Maya Patel.";
const RECORDING = "Sessions are recorded by our engineer, Tom Reyes, in Studio B.";
const DECK_BANNED = "Dogs are not allowed on the ferry's outer deck.";
const DECK_ALLOWED = "Dogs are allowed on the ferry's outer deck.";
const TASTING = "Guests are not permitted to bring their own wine to the tasting.";
const PARTY = "Kids' parties include a pizza lunch and a goody bag. Cakes are not provided.";
const RENTAL = "Rentals include a bed frame and mattress. Bedding is not supplied.";
const LESSONS = "Group lessons cost £145 per day, including lunch. Ski hire is £30 extra.";

export const SMOKE_S17B_FIXTURES: Fixture[] = [
  // A negation on an everyday word that WordNet puts beside a polar word of the sentence
  // ("take" beside "accept"): negated-synonym.ts.
  {
    name: "'we don't take walk-ins' against 'walk-ins are accepted' is flagged",
    contexts: [CLINIC],
    answer: "We don't take walk-ins.",
    verdicts: ["contradicted"],
  },
  {
    name: "'we take walk-ins' against 'walk-ins are not accepted' is flagged",
    contexts: [CLOSED],
    answer: "We take walk-ins.",
    verdicts: ["contradicted"],
  },
  {
    name: "'we don't take cards' against 'cash and cards are accepted' is flagged",
    contexts: [STUDIO],
    answer: "We don't take cards at the studio.",
    verdicts: ["contradicted"],
  },
  {
    name: "'we don't take walk-ins' for 'walk-ins are not accepted' is supported",
    contexts: [CLOSED],
    answer: "We don't take walk-ins.",
    verdicts: ["supported"],
  },
  {
    name: "'we take walk-ins until 4pm' for 'walk-ins are accepted until 4pm' is supported",
    contexts: [CLINIC],
    answer: "We take walk-ins until 4pm.",
    verdicts: ["supported"],
  },
  {
    name: "'the studio doesn't take cheques' for 'cheques are not accepted' is supported",
    contexts: [STUDIO],
    answer: "The studio doesn't take cheques.",
    verdicts: ["supported"],
  },
  {
    name: "'we take cash and cards' for 'cash and cards are accepted' is supported",
    contexts: [STUDIO],
    answer: "We take cash and cards at the studio.",
    verdicts: ["supported"],
  },
  // "Free" or "included" for what a close sentence prices, the "free" being about another
  // thing (free-priced.ts).
  {
    name: "'shoe hire is free' where parking is free and shoe hire costs £4 is flagged",
    contexts: [WALL],
    answer: "Shoe hire is free for climbers.",
    verdicts: ["contradicted"],
  },
  {
    name: "'chalk is included in the day pass' against 'chalk costs £2 extra' is flagged",
    contexts: [PASS],
    answer: "Chalk is included in the day pass.",
    verdicts: ["contradicted"],
  },
  {
    name: "'cars go free' against 'the ferry charges £12 for cars' is flagged",
    contexts: [FERRY],
    answer: "Cars go free on the ferry.",
    verdicts: ["contradicted"],
  },
  {
    name: "'parking is free for climbers' beside priced shoe hire is supported",
    contexts: [WALL],
    answer: "Parking is free for climbers.",
    verdicts: ["supported"],
  },
  {
    name: "'the day pass includes shoe hire' beside extra chalk is supported",
    contexts: [PASS],
    answer: "The day pass includes shoe hire.",
    verdicts: ["supported"],
  },
  {
    name: "'foot passengers travel free' beside a car fare is supported",
    contexts: [FERRY],
    answer: "Foot passengers travel free on the ferry.",
    verdicts: ["supported"],
  },
  {
    name: "'group lessons include lunch' for 'cost £145 per day, including lunch' is supported",
    contexts: [LESSONS],
    answer: "Group lessons include lunch.",
    verdicts: ["supported"],
  },
  {
    name: "'ski hire is included' against 'ski hire is £30 extra' is flagged",
    contexts: [LESSONS],
    answer: "Ski hire is included with group lessons.",
    verdicts: ["contradicted"],
  },
  // A role swapped before a name set off by a comma (substitution.ts): the role does not
  // describe the name, it names the same one; a phrasal verb's particle may open the gap.
  {
    name: "'by our nurse, Dr Maya Patel' for 'by our audiologist, Dr Maya Patel' is flagged",
    contexts: [CLINIC_STAFF],
    answer: "Hearing tests are carried out by our nurse, Dr Maya Patel.",
    verdicts: ["unsupported"],
  },
  {
    name: "'by our producer, Tom Reyes' for 'by our engineer, Tom Reyes' is flagged",
    contexts: [RECORDING],
    answer: "Sessions are recorded by our producer, Tom Reyes, in Studio B.",
    verdicts: ["unsupported"],
  },
  {
    name: "'by our senior audiologist, Dr Maya Patel' for 'by our audiologist' is supported",
    contexts: [CLINIC_STAFF],
    answer: "Hearing tests are carried out by our senior audiologist, Dr Maya Patel.",
    verdicts: ["supported"],
  },
  {
    name: "'done by our audiologist, Dr Maya Patel' for 'carried out by' is supported",
    contexts: [CLINIC_STAFF],
    answer: "Hearing tests are done by our audiologist, Dr Maya Patel.",
    verdicts: ["supported"],
  },
  {
    name: "'by Tom Reyes, our engineer' for 'by our engineer, Tom Reyes' is supported",
    contexts: [RECORDING],
    answer: "Sessions are recorded by Tom Reyes, our engineer, in Studio B.",
    verdicts: ["supported"],
  },
  // Permission with a modal against permission with a word (permission.ts): "can" is
  // "allowed", "can't"/"cannot" is "not allowed", where the modal's object is what the
  // sentence permits.
  {
    name: "'you can bring your dog' against 'dogs are not allowed' is flagged",
    contexts: [DECK_BANNED],
    answer: "You can bring your dog on the outer deck.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you can't bring your dog' against 'dogs are allowed' is flagged",
    contexts: [DECK_ALLOWED],
    answer: "You can't bring your dog on the outer deck.",
    verdicts: ["contradicted"],
  },
  {
    name: "'guests can bring their own wine' against 'not permitted to bring' is flagged",
    contexts: [TASTING],
    answer: "Guests can bring their own wine to the tasting.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you can't bring your dog' for 'dogs are not allowed' is supported",
    contexts: [DECK_BANNED],
    answer: "You can't bring your dog on the outer deck.",
    verdicts: ["supported"],
  },
  {
    name: "'you can bring your dog' for 'dogs are allowed' is supported",
    contexts: [DECK_ALLOWED],
    answer: "You can bring your dog on the outer deck.",
    verdicts: ["supported"],
  },
  {
    name: "'you cannot bring your own wine' for 'not permitted to bring' is supported",
    contexts: [TASTING],
    answer: "Unfortunately you cannot bring your own wine to the tasting.",
    verdicts: ["supported"],
  },
  // An item a close sentence withholds ("Cakes are not provided"), listed as provided
  // (withheld-item.ts).
  {
    name: "'parties include … a cake' against 'cakes are not provided' is flagged",
    contexts: [PARTY],
    answer: "Parties include a pizza lunch, a goody bag and a cake.",
    verdicts: ["contradicted"],
  },
  {
    name: "'comes with … bedding' against 'bedding is not supplied' is flagged",
    contexts: [RENTAL],
    answer: "Every rental comes with a bed frame, a mattress and bedding.",
    verdicts: ["contradicted"],
  },
  {
    name: "'parties include a pizza lunch and a goody bag' beside withheld cakes is supported",
    contexts: [PARTY],
    answer: "Parties include a pizza lunch and a goody bag.",
    verdicts: ["supported"],
  },
  {
    name: "'comes with a bed frame and a mattress' beside withheld bedding is supported",
    contexts: [RENTAL],
    answer: "Every rental comes with a bed frame and a mattress.",
    verdicts: ["supported"],
  },
  {
    name: "'… but you'll need to bring your own cake' is supported",
    contexts: [PARTY],
    answer:
      "Parties include a pizza lunch and a goody bag, but you'll need to bring your own cake.",
    verdicts: ["supported"],
  },
];
