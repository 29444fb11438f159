import { buildItems, type HeldOut2Item } from "./held-out-2/build";
import { BIKE_SHARE } from "./held-out-5/bike-share";
import { ELDER_CARE } from "./held-out-5/elder-care";
import { FUNERAL } from "./held-out-5/funeral";
import { LANGUAGE_SCHOOL } from "./held-out-5/language-school";
import { MOVERS } from "./held-out-5/movers";
import { ONLINE_COURSES } from "./held-out-5/online-courses";
import { PARKING_PERMITS } from "./held-out-5/parking-permits";
import { PET_INSURANCE } from "./held-out-5/pet-insurance";
import { PHOTO_STORAGE } from "./held-out-5/photo-storage";
import { PHYSIOTHERAPY } from "./held-out-5/physiotherapy";
import { PRINT_SHOP } from "./held-out-5/print-shop";
import { SOLAR } from "./held-out-5/solar";
import { SPORTS_CLUB } from "./held-out-5/sports-club";
import { TAX_HELP } from "./held-out-5/tax-help";
import { WASTE_COLLECTION } from "./held-out-5/waste-collection";
import { WATER_UTILITY } from "./held-out-5/water-utility";
import { WEDDING_VENUES } from "./held-out-5/wedding-venues";

/**
 * The fifth held-out set for the rule tier (issue 18), written blind: its author read only the
 * data format (`spec.ts`, the head of `generate.ts`, `held-out-2.ts`, `held-out-2/build.ts`
 * and `held-out-2/long-answers.ts`) and how set 4 is wired and checked (`held-out-4.ts`, its
 * test, `held-out-integrity.ts`); never the engine's sources, thresholds, lexicon, fixtures or
 * tests, and never ran the engine on it. Of the data of sets 3 and 4 it saw only the first five
 * lines of `held-out-4/dental.ts` (its import and two context chunks, looked at for the layout). Same item shape, planted kinds and faithful tags as the second set;
 * domains none of sets 2, 3 and 4 uses.
 *
 * 374 answers over seventeen domains: every domain file holds eleven faithful answers and
 * eleven planted ones, one of each of `PLANTED_KINDS`; `sports-club.ts`, `elder-care.ts` and
 * `online-courses.ts` lean on longer answers (two to four sentences) where the error hides among
 * true claims. Most answers see all four to six chunks of their domain; about three a domain see
 * only the chunks that answer plus a distractor or two (`held-out-5/retrieved.ts`). About a third of the faithful answers each lean on the hardest cases:
 * derived numbers (spans between dates, totals, differences, per-unit rates, percentages),
 * everyday words for the context's formal ones, and one sentence merging two or three chunks.
 * The rest are terse, chatty, hedged ("usually" where the context says "most"), second person,
 * passive, numbers in words, unit restatements, right `[n]` citations and correct refusals
 * (with no context, or with context that does not answer). Planted answers lean on high word
 * overlap: one swapped number, date or name (often another name of the same context), a
 * dropped or added "not", "most" turned "all", "may" turned "will", a wrong total, a plausible
 * sentence no chunk supports, an answer with no context at all, a `[n]` marker pointing at the
 * wrong chunk, and a refusal although a chunk answers.
 *
 * Labels follow held-out-2's rules (`CLAIM_ERROR`): every answer sentence that states a fact is
 * a claim; greetings and refusals are not. Faithful claims are entailed by the context alone
 * (arithmetic on its numbers, and on a quantity the question names, is allowed; outside
 * knowledge is not).
 *
 * Never tune the engine on it; if its errors ever guide a change, say so and write a sixth set.
 * They did: the rule tier's sixth round (2026-11-27) read its misses, so it is a tuning set now;
 * set 6 is the blind one.
 */
export const HELD_OUT_5: HeldOut2Item[] = [
  ...buildItems("pet-insurance", PET_INSURANCE, "held5"),
  ...buildItems("solar", SOLAR, "held5"),
  ...buildItems("waste-collection", WASTE_COLLECTION, "held5"),
  ...buildItems("wedding-venues", WEDDING_VENUES, "held5"),
  ...buildItems("language-school", LANGUAGE_SCHOOL, "held5"),
  ...buildItems("parking-permits", PARKING_PERMITS, "held5"),
  ...buildItems("physiotherapy", PHYSIOTHERAPY, "held5"),
  ...buildItems("water-utility", WATER_UTILITY, "held5"),
  ...buildItems("movers", MOVERS, "held5"),
  ...buildItems("bike-share", BIKE_SHARE, "held5"),
  ...buildItems("tax-help", TAX_HELP, "held5"),
  ...buildItems("funeral", FUNERAL, "held5"),
  ...buildItems("photo-storage", PHOTO_STORAGE, "held5"),
  ...buildItems("sports-club", SPORTS_CLUB, "held5"),
  ...buildItems("print-shop", PRINT_SHOP, "held5"),
  ...buildItems("elder-care", ELDER_CARE, "held5"),
  ...buildItems("online-courses", ONLINE_COURSES, "held5"),
];
