import { describeVerdictFixtures } from "./fixture-checks";
import { RESTATEMENT_FIXTURES } from "./restatement-fixtures";

describeVerdictFixtures(
  "restatement mechanisms: the restatement is supported, the look-alike flagged",
  RESTATEMENT_FIXTURES,
);
