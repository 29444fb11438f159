import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S21C_FIXTURES } from "./smoke-fixtures-s21c";

describeVerdictFixtures(
  "cases found trying the engine as a user, s21 (figures restated in other forms): each keeps its verdict",
  SMOKE_S21C_FIXTURES,
);
