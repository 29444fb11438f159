import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE6C_FIXTURES } from "./smoke-fixtures-6c";

describeVerdictFixtures(
  "cases found trying the engine as a user, s17 helper C: each keeps its verdict",
  SMOKE6C_FIXTURES,
);
