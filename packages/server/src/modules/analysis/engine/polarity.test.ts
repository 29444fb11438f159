import { describeVerdictFixtures } from "./fixture-checks";
import { POLARITY_FIXTURES } from "./polarity-fixtures";

describeVerdictFixtures(
  "polarity (seventh round): the restatement is supported, the look-alike contradicted",
  POLARITY_FIXTURES,
);
