import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S20D_FIXTURES } from "./smoke-fixtures-s20d";

describeVerdictFixtures(
  "cases found trying the engine as a user, s20 (planted negations and group swaps): each keeps its verdict",
  SMOKE_S20D_FIXTURES,
);
