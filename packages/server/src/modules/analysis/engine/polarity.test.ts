import { describeVerdictFixtures } from "./fixture-checks";
import { POLARITY_FIXTURES } from "./polarity-fixtures";

describeVerdictFixtures(
  "polarity (seventh and eighth rounds): the restatement is supported, the look-alike contradicted",
  POLARITY_FIXTURES,
);
