import { describeVerdictFixtures } from "./fixture-checks";
import { WORD_S19_FIXTURES } from "./word-fixtures-s19";

describeVerdictFixtures(
  "words, cases found in s19 (ordinals, 'without', 'pay in', a month is no name): each keeps its verdict",
  WORD_S19_FIXTURES,
);
