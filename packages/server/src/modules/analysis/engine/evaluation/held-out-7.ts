import { buildItems, type HeldOut2Item } from "./held-out-2/build";
import { BOILER_SERVICING } from "./held-out-7/boiler-servicing";
import { CAR_WASH } from "./held-out-7/car-wash";
import { COFFEE_SUBSCRIPTION } from "./held-out-7/coffee-subscription";
import { E_BIKE_SHOP } from "./held-out-7/e-bike-shop";
import { ESCAPE_ROOMS } from "./held-out-7/escape-rooms";
import { FERRY } from "./held-out-7/ferry";
import { GARDEN_CENTRE } from "./held-out-7/garden-centre";
import { HAIR_SALON } from "./held-out-7/hair-salon";
import { HOME_CLEANING } from "./held-out-7/home-cleaning";
import { MARATHON } from "./held-out-7/marathon";
import { MUSIC_STREAMING } from "./held-out-7/music-streaming";
import { PASSPORT_AGENCY } from "./held-out-7/passport-agency";
import { PEST_CONTROL } from "./held-out-7/pest-control";
import { PHONE_REPAIR } from "./held-out-7/phone-repair";
import { PIANO_LESSONS } from "./held-out-7/piano-lessons";
import { TUTORING_SERVICE } from "./held-out-7/tutoring";
import { WINE_CLUB } from "./held-out-7/wine-club";
import { YOGA_STUDIO } from "./held-out-7/yoga-studio";

/**
 * The seventh held-out set for the rule tier (issue 18), written blind by two writers working
 * in parallel on nine domains each. Each read only the data format (`spec.ts`, the first 120
 * lines of `generate.ts`, `held-out-2.ts`, `held-out-2/build.ts`, and for one of them
 * `held-out-2/long-answers.ts`) and how set 5 is wired and checked (`held-out-5.ts`, its test,
 * `held-out-integrity.ts`, `held-out-5/retrieved.ts`, the first 90 lines of
 * `held-out-5/funeral.ts` for the layout); never the engine's sources, thresholds, lexicon,
 * fixtures, tests or benches, nor the data of any other set, and neither ran the engine on it.
 * Same item shape, planted kinds and faithful tags as the second set; domains none of sets 2
 * to 6 uses.
 *
 * 396 answers over eighteen domains. Every domain file holds eleven faithful answers and eleven
 * planted ones, one of each of `PLANTED_KINDS`; `e-bike-shop.ts`, `home-cleaning.ts`,
 * `marathon.ts` and `pest-control.ts` lean on longer answers (two to four sentences) where the
 * error hides among true claims. Most answers see all five or six chunks of their domain;
 * about three a domain see only the chunks that answer plus a distractor or two
 * (`held-out-5/retrieved.ts`). About a third of the faithful answers lean on the hardest
 * cases: derived numbers (spans between dates, totals, differences, per-unit rates,
 * percentages), everyday words for the context's formal ones, and one sentence merging two or
 * three chunks. The rest are terse, chatty, hedged ("usually" where the context says "most"),
 * second person, passive, numbers in words, unit restatements, right `[n]` citations and
 * correct refusals (with no context, or with context that does not answer). Planted answers
 * lean on high word overlap: one swapped number, date or name, a dropped or added "not",
 * "most" turned "all", "may" turned "will" or "can" turned "must", a wrong total, a plausible
 * sentence no chunk supports, an answer with no context at all, a `[n]` marker pointing at the
 * wrong chunk, and a refusal although a chunk answers.
 *
 * Labels follow held-out-2's rules (`CLAIM_ERROR`): every answer sentence that states a fact is
 * a claim; greetings and refusals are not. Faithful claims are entailed by the context alone
 * (arithmetic on its numbers, and on a quantity the question names, is allowed; outside
 * knowledge is not).
 *
 * Never tune the engine on it; if its errors ever guide a change, say so and write an eighth set.
 *
 * Since the eighth round (issue 18), its errors have guided changes (quantifier words that
 * quantify nothing, an excluded side of a threshold, idioms of price and payment, derived
 * figures): it is a tuning set now; an eighth set, written blind meanwhile, is the one never
 * tuned to.
 */
export const HELD_OUT_7: HeldOut2Item[] = [
  ...buildItems("car-wash", CAR_WASH, "held7"),
  ...buildItems("boiler-servicing", BOILER_SERVICING, "held7"),
  ...buildItems("passport-agency", PASSPORT_AGENCY, "held7"),
  ...buildItems("coffee-subscription", COFFEE_SUBSCRIPTION, "held7"),
  ...buildItems("piano-lessons", PIANO_LESSONS, "held7"),
  ...buildItems("escape-rooms", ESCAPE_ROOMS, "held7"),
  ...buildItems("tutoring", TUTORING_SERVICE, "held7"),
  ...buildItems("e-bike-shop", E_BIKE_SHOP, "held7"),
  ...buildItems("home-cleaning", HOME_CLEANING, "held7"),
  ...buildItems("ferry", FERRY, "held7"),
  ...buildItems("hair-salon", HAIR_SALON, "held7"),
  ...buildItems("garden-centre", GARDEN_CENTRE, "held7"),
  ...buildItems("music-streaming", MUSIC_STREAMING, "held7"),
  ...buildItems("yoga-studio", YOGA_STUDIO, "held7"),
  ...buildItems("phone-repair", PHONE_REPAIR, "held7"),
  ...buildItems("wine-club", WINE_CLUB, "held7"),
  ...buildItems("marathon", MARATHON, "held7"),
  ...buildItems("pest-control", PEST_CONTROL, "held7"),
];
