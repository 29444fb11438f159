import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE6A_FIXTURES } from "./smoke-fixtures-6a";

describeVerdictFixtures(
  "cases found trying the engine as a user, s17 helper A (false alarms): each keeps its verdict",
  SMOKE6A_FIXTURES,
);
