import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S17B_FIXTURES } from "./smoke-fixtures-s17b";

describeVerdictFixtures(
  "cases found trying the engine as a user, s17 (entity swaps and negations): each keeps its verdict",
  SMOKE_S17B_FIXTURES,
);
