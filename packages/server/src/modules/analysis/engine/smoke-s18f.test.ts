import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S18F_FIXTURES } from "./smoke-fixtures-s18f";

describeVerdictFixtures(
  "cases found trying the engine as a user, s18f (rules restated in other words): each keeps its verdict",
  SMOKE_S18F_FIXTURES,
);
