import { describeVerdictFixtures } from "./fixture-checks";
import { WORD_S19_FIXTURES } from "./word-fixtures-s19";

describeVerdictFixtures(
  "words, cases found in s19 (ordinals in digits and in words, 'without', 'pay in'): each keeps its verdict",
  WORD_S19_FIXTURES,
);
