import { describeVerdictFixtures } from "./fixture-checks";
import { WORD_S18_FIXTURES } from "./word-fixtures-s18";

describeVerdictFixtures(
  "words, cases found in s18 ('has taken place', 'guaranteed' for a warranty): each keeps its verdict",
  WORD_S18_FIXTURES,
);
