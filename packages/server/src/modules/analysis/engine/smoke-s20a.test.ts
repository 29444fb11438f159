import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S20A_FIXTURES } from "./smoke-fixtures-s20a";

describeVerdictFixtures(
  "cases found trying the engine as a user, s20 (worked-out figures, round 3): each keeps its verdict",
  SMOKE_S20A_FIXTURES,
);
