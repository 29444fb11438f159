import { buildItems, type HeldOut2Item } from "./held-out-2/build";
import { BROADBAND_ISP } from "./held-out-6/broadband-isp";
import { CINEMA } from "./held-out-6/cinema";
import { DOG_DAYCARE } from "./held-out-6/dog-daycare";
import { DRIVING_SCHOOL } from "./held-out-6/driving-school";
import { FURNITURE_STORE } from "./held-out-6/furniture-store";
import { HEARING_AIDS } from "./held-out-6/hearing-aids";
import { HOME_INSURANCE } from "./held-out-6/home-insurance";
import { SKI_RESORT } from "./held-out-6/ski-resort";
import { STUDENT_HOUSING } from "./held-out-6/student-housing";

/**
 * The sixth held-out set for the rule tier (issue 18), written blind by two writers working in
 * parallel on different domains. This writer read only the data format (`spec.ts`, the first
 * 120 lines of `generate.ts`, `held-out-2.ts`, `held-out-2/build.ts` and
 * `held-out-2/long-answers.ts`) and how set 5 is wired and checked (`held-out-5.ts`, its test,
 * `held-out-integrity.ts`, `held-out-5/retrieved.ts`); of the data of sets 3, 4 and 5 it saw only
 * the first 90 lines of `held-out-5/funeral.ts`, for the layout. It never read the engine's
 * sources, thresholds, lexicon, fixtures, tests or benches, nor their history, and never ran the
 * engine on this set. Same item shape, planted kinds and faithful tags as the second set;
 * domains none of sets 2 to 5 uses.
 *
 * This half: 198 answers over nine domains; every domain file holds eleven faithful answers and
 * eleven planted ones, one of each of `PLANTED_KINDS`; `driving-school.ts` and
 * `home-insurance.ts` lean on longer answers (two to four sentences) where the error hides among
 * true claims. Most answers see all five or six chunks of their domain; about three a domain
 * see only the chunks that answer plus a distractor or two (`held-out-5/retrieved.ts`). About a
 * third of the faithful answers lean on the hardest cases: derived numbers (spans between
 * dates, totals, differences, per-unit rates, percentages), everyday words for the context's
 * formal ones, and one sentence merging two or three chunks. The rest are terse, chatty, hedged
 * ("usually" where the context says "most"), second person, passive, numbers in words, unit
 * restatements, right `[n]` citations and correct refusals (with no context, or with context
 * that does not answer). Planted answers lean on high word overlap: one swapped number, date
 * or name, a dropped or added "not", "most" turned "all", "may" turned "will", a wrong total,
 * a plausible sentence no chunk supports, an answer with no context at all, a `[n]` marker
 * pointing at the wrong chunk, and a refusal although a chunk answers.
 *
 * Labels follow held-out-2's rules (`CLAIM_ERROR`): every answer sentence that states a fact is
 * a claim; greetings and refusals are not. Faithful claims are entailed by the context alone
 * (arithmetic on its numbers, and on a quantity the question names, is allowed; outside
 * knowledge is not).
 *
 * Never tune the engine on it; if its errors ever guide a change, say so and write a seventh set.
 */
export const HELD_OUT_6: HeldOut2Item[] = [
  ...buildItems("broadband-isp", BROADBAND_ISP, "held6"),
  ...buildItems("cinema", CINEMA, "held6"),
  ...buildItems("driving-school", DRIVING_SCHOOL, "held6"),
  ...buildItems("student-housing", STUDENT_HOUSING, "held6"),
  ...buildItems("ski-resort", SKI_RESORT, "held6"),
  ...buildItems("dog-daycare", DOG_DAYCARE, "held6"),
  ...buildItems("furniture-store", FURNITURE_STORE, "held6"),
  ...buildItems("hearing-aids", HEARING_AIDS, "held6"),
  ...buildItems("home-insurance", HOME_INSURANCE, "held6"),
];
