import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S19D_FIXTURES } from "./smoke-fixtures-s19d";

describeVerdictFixtures(
  "cases found trying the engine as a user, s19 (dates worked out from a context date and duration): each keeps its verdict",
  SMOKE_S19D_FIXTURES,
);
