import { buildItems, type HeldOut2Item } from "./held-out-2/build";
import { ADMISSIONS } from "./held-out-4/admissions";
import { AIRLINE_LOYALTY } from "./held-out-4/airline-loyalty";
import { API_PLATFORM } from "./held-out-4/api-platform";
import { CAR_RENTAL } from "./held-out-4/car-rental";
import { CHILDCARE } from "./held-out-4/childcare";
import { COWORKING } from "./held-out-4/coworking";
import { DENTAL } from "./held-out-4/dental";
import { GAMING } from "./held-out-4/gaming";
import { HOME_REPAIR } from "./held-out-4/home-repair";
import { HOTEL_STAYS } from "./held-out-4/hotel-stays";
import { MARKETPLACE } from "./held-out-4/marketplace";
import { MOBILE_PLANS } from "./held-out-4/mobile-plans";
import { MORTGAGE } from "./held-out-4/mortgage";
import { MUSEUM } from "./held-out-4/museum";
import { PAYROLL } from "./held-out-4/payroll";

/**
 * The fourth held-out set for the rule tier (issue 18), written blind: its author read only the
 * data format (`spec.ts`, the head of `generate.ts`, `held-out-2.ts`, `held-out-2/build.ts`
 * and one of its domain files, `held-out-3.ts` and its test), never the engine's sources,
 * thresholds, lexicon, fixtures or tests, never set 3's data, and never ran the engine on it.
 * Same item shape, planted kinds and faithful tags as the second set (`held-out-2/build.ts`);
 * domains neither earlier held-out set uses.
 *
 * 330 answers over fifteen domains: every domain file holds eleven faithful answers and
 * eleven planted ones, one of each of `PLANTED_KINDS`; `mobile-plans.ts` does the same with
 * longer answers (mostly two to four sentences), where the error hides among true claims.
 * Faithful answers are written the way different assistants answer: terse, chatty ("Good
 * news!"), second person, passive, everyday words for the context's formal ones, numbers in
 * words, unit restatements ("72 hours" / "three days", "14:00" / "2 pm"), totals,
 * differences, per-unit rates and percentages of context numbers, summaries of two or three
 * chunks in one sentence, right `[n]` citations, and correct refusals (with no context, or with
 * context that does not answer). Planted answers lean on high word overlap: one swapped number,
 * date or name (sometimes another name of the same context), a dropped or added "not",
 * "every"/"any" turned "some"/"most", "must"/"will" turned "may", a wrong total, a plausible
 * sentence no chunk supports next to a true one, an answer with no context at all, a `[n]`
 * marker pointing at the wrong chunk, a refusal although a chunk answers.
 *
 * Labels follow held-out-2's rules: every answer sentence that states a fact is a claim with
 * `error` null or the claim-level kind (`CLAIM_ERROR`); greetings and refusals are not claims.
 * Faithful claims are entailed by the context alone: arithmetic on its numbers is allowed (a few
 * apply a rate of the context to a quantity the question names), outside knowledge is not.
 *
 * Never tune the engine on it; if its errors ever guide a change, say so and write a fifth set.
 * They did: the rule tier's fifth round (2026-11-27) read its misses, so it is a tuning set now;
 * set 5 (held-out-5.ts) is the blind one.
 */
export const HELD_OUT_4: HeldOut2Item[] = [
  ...buildItems("airline-loyalty", AIRLINE_LOYALTY, "held4"),
  ...buildItems("hotel-stays", HOTEL_STAYS, "held4"),
  ...buildItems("childcare", CHILDCARE, "held4"),
  ...buildItems("dental", DENTAL, "held4"),
  ...buildItems("payroll", PAYROLL, "held4"),
  ...buildItems("car-rental", CAR_RENTAL, "held4"),
  ...buildItems("museum", MUSEUM, "held4"),
  ...buildItems("home-repair", HOME_REPAIR, "held4"),
  ...buildItems("mortgage", MORTGAGE, "held4"),
  ...buildItems("marketplace", MARKETPLACE, "held4"),
  ...buildItems("api-platform", API_PLATFORM, "held4"),
  ...buildItems("gaming", GAMING, "held4"),
  ...buildItems("coworking", COWORKING, "held4"),
  ...buildItems("admissions", ADMISSIONS, "held4"),
  ...buildItems("mobile-plans", MOBILE_PLANS, "held4"),
];
