import { buildItems, type HeldOut2Item } from "./held-out-2/build";
import { BLOOD_DONATION } from "./held-out-6/blood-donation";
import { BROADBAND_ISP } from "./held-out-6/broadband-isp";
import { CAMPSITE } from "./held-out-6/campsite";
import { CINEMA } from "./held-out-6/cinema";
import { COUNCIL_TAX } from "./held-out-6/council-tax";
import { DOG_DAYCARE } from "./held-out-6/dog-daycare";
import { DRIVING_SCHOOL } from "./held-out-6/driving-school";
import { FURNITURE_STORE } from "./held-out-6/furniture-store";
import { HEARING_AIDS } from "./held-out-6/hearing-aids";
import { HOME_INSURANCE } from "./held-out-6/home-insurance";
import { LAUNDRY_SERVICE } from "./held-out-6/laundry-service";
import { MEAL_KITS } from "./held-out-6/meal-kits";
import { OPTICIAN } from "./held-out-6/optician";
import { SELF_STORAGE } from "./held-out-6/self-storage";
import { SKI_RESORT } from "./held-out-6/ski-resort";
import { STUDENT_HOUSING } from "./held-out-6/student-housing";
import { THEATRE } from "./held-out-6/theatre";
import { VPN_SOFTWARE } from "./held-out-6/vpn-software";

/**
 * The sixth held-out set for the rule tier (issue 18), written blind by two writers working in
 * parallel on nine domains each. Each read only the data format (`spec.ts`, the first 120 lines
 * of `generate.ts`, `held-out-2.ts`, `held-out-2/build.ts` and `held-out-2/long-answers.ts`),
 * how set 5 is wired and checked (`held-out-5.ts`, its test, `held-out-integrity.ts`,
 * `held-out-5/retrieved.ts`) and the first 90 lines of `held-out-5/funeral.ts` for the layout;
 * never the engine's sources, thresholds, lexicon, fixtures, tests or benches, nor their
 * history, and never ran the engine on this set. Same item shape, planted kinds and faithful
 * tags as the second set; domains none of sets 2 to 5 uses.
 *
 * 396 answers over eighteen domains; every domain file holds eleven faithful answers and eleven
 * planted ones, one of each of `PLANTED_KINDS`; `driving-school.ts`, `home-insurance.ts`,
 * `optician.ts` and `council-tax.ts` lean on longer answers (two to four sentences) where the
 * error hides among true claims. Most answers see all five or six chunks of their domain; three
 * or four a domain see only the chunks that answer plus a distractor or two
 * (`held-out-5/retrieved.ts`). About a third of the faithful answers lean on the hardest cases:
 * derived numbers (spans between dates, totals, differences, per-unit rates, percentages),
 * everyday words for the context's formal ones, and one sentence merging two or three chunks.
 * The rest are terse, chatty, hedged ("usually" where the context says "most"), second person,
 * passive, numbers in words, unit restatements, right `[n]` citations and correct refusals (with
 * no context, or with context that does not answer). Planted answers lean on high word overlap:
 * one swapped number, date or name, a dropped or added "not", "most" turned "all", "may" turned
 * "will" or "must", a wrong total or rate, a plausible sentence no chunk supports, an answer with
 * no context at all, a `[n]` marker pointing at the wrong chunk, and a refusal although a chunk
 * answers.
 *
 * Labels follow held-out-2's rules (`CLAIM_ERROR`): every answer sentence that states a fact is
 * a claim; greetings and refusals are not. Faithful claims are entailed by the context alone
 * (arithmetic on its numbers, and on a quantity the question names, is allowed; outside
 * knowledge is not).
 *
 * Never tune the engine on it; if its errors ever guide a change, say so and write a seventh set.
 *
 * Since the seventh round (issue 18), its errors have guided changes (names opening a claim,
 * false flips, framing hedges, derived figures): it is a tuning set now; a seventh set,
 * written blind meanwhile, is the one never tuned to.
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
  ...buildItems("laundry-service", LAUNDRY_SERVICE, "held6"),
  ...buildItems("meal-kits", MEAL_KITS, "held6"),
  ...buildItems("optician", OPTICIAN, "held6"),
  ...buildItems("self-storage", SELF_STORAGE, "held6"),
  ...buildItems("campsite", CAMPSITE, "held6"),
  ...buildItems("blood-donation", BLOOD_DONATION, "held6"),
  ...buildItems("theatre", THEATRE, "held6"),
  ...buildItems("council-tax", COUNCIL_TAX, "held6"),
  ...buildItems("vpn-software", VPN_SOFTWARE, "held6"),
];
