import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S21A_FIXTURES } from "./smoke-fixtures-s21a";

describeVerdictFixtures(
  "cases found trying the engine as a user, s21 (derived figures, round 5): each keeps its verdict",
  SMOKE_S21A_FIXTURES,
);
