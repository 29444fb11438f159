import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S22A_FIXTURES } from "./smoke-fixtures-s22a";

describeVerdictFixtures(
  "cases found trying the engine as a user, s22a (short answers and merged claims): each keeps its verdict",
  SMOKE_S22A_FIXTURES,
);
