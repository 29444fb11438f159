import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S22C_FIXTURES } from "./smoke-fixtures-s22c";

describeVerdictFixtures(
  "cases found trying the engine as a user, s22 (derived figures, round 6): each keeps its verdict",
  SMOKE_S22C_FIXTURES,
);
