import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S21B_FIXTURES } from "./smoke-fixtures-s21b";

describeVerdictFixtures(
  "cases found trying the engine as a user, s21b (everyday rewordings): each keeps its verdict",
  SMOKE_S21B_FIXTURES,
);
