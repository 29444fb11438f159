import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S18E_FIXTURES } from "./smoke-fixtures-s18e";

describeVerdictFixtures(
  "cases found trying the engine as a user, s18e (swaps of roles, objects and small words): each keeps its verdict",
  SMOKE_S18E_FIXTURES,
);
