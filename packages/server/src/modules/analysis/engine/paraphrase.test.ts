import { describeVerdictFixtures } from "./fixture-checks";
import { PARAPHRASE_FIXTURES } from "./paraphrase-fixtures";

describeVerdictFixtures(
  "paraphrase mechanisms: the restatement is supported, the look-alike flagged",
  PARAPHRASE_FIXTURES,
);
