import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S20B_FIXTURES } from "./smoke-fixtures-s20b";

describeVerdictFixtures(
  "cases found trying the engine as a user, s20 (heavily reworded faithful answers): each keeps its verdict",
  SMOKE_S20B_FIXTURES,
);
