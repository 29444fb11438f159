import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S22B_FIXTURES } from "./smoke-fixtures-s22b";

describeVerdictFixtures(
  "cases found trying the engine as a user, s22 (planted frequencies and items that passed): each keeps its verdict",
  SMOKE_S22B_FIXTURES,
);
