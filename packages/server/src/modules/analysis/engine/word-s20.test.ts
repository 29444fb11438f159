import { describeVerdictFixtures } from "./fixture-checks";
import { WORD_S20_FIXTURES } from "./word-fixtures-s20";

describeVerdictFixtures(
  "words, cases found in s20 ('as long as' before a span, 'under one' as an age): each keeps its verdict",
  WORD_S20_FIXTURES,
);
