import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S20C_FIXTURES } from "./smoke-fixtures-s20c";

describeVerdictFixtures(
  "cases found trying the engine as a user, s20 (party swaps, exclusions and conditions): each keeps its verdict",
  SMOKE_S20C_FIXTURES,
);
