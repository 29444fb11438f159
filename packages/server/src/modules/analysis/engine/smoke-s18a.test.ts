import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S18A_FIXTURES } from "./smoke-fixtures-s18a";

describeVerdictFixtures(
  "cases found trying the engine as a user, s18 (false alarms on faithful paraphrases): each keeps its verdict",
  SMOKE_S18A_FIXTURES,
);
