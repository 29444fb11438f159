import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S18B_FIXTURES } from "./smoke-fixtures-s18b";

describeVerdictFixtures(
  "cases found trying the engine as a user, s18 (entity swaps and negations): each keeps its verdict",
  SMOKE_S18B_FIXTURES,
);
