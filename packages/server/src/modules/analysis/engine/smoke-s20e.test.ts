import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S20E_FIXTURES } from "./smoke-fixtures-s20e";

describeVerdictFixtures(
  "cases found trying the engine as a user, s20 (restated limits and conditions): each keeps its verdict",
  SMOKE_S20E_FIXTURES,
);
