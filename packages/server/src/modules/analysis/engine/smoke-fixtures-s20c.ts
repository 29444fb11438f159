import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s20 smoke, helper C: missed entity swaps,
 * negations and exclusions in tenancy, retail, membership, school, clinic, utility, travel
 * insurance and parking prose), each with look-alikes of the other kind that must keep their
 * verdict.
 */
const REPAIRS =
  "The landlord pays for repairs to the roof and the boiler. Tenants must replace light bulbs and keep the drains clear.";
const DISCOUNT = "Existing customers get 15% off their first upgrade. Delivery takes 3 days.";
const JUNIOR =
  "Junior membership is for children aged 11 to 15. Juniors may use the gym only during supervised sessions.";
const RETURNS =
  "Returns are free for members. Non-members pay a £3.95 return fee, which is deducted from the refund.";
const PEAK =
  "Off-peak members can visit before 4pm on weekdays and any time at weekends. Peak members can visit at any time.";
const PERMITS =
  "Residents with a permit may park in zone B on weekdays. Visitors must use the pay-and-display car park.";
const WARRANTY =
  "The warranty covers mechanical faults for two years. Damage from water is excluded.";
const BAGGAGE = "Lost baggage is covered up to £1,500. Valuables left unattended are excluded.";
const RENT = "Your rent includes water. Electricity and gas are not included.";
const PIPES = "Water damage from burst pipes is covered. Flood damage is excluded.";
const DECLARED =
  "Pre-existing conditions are excluded unless you declare them. Emergency treatment is covered up to £5 million.";
const GADGETS = "The policy covers phones and laptops. Jewellery is excluded.";
const CLASSES =
  "Members must book classes online. Guests don't need to book; they can pay at the door.";
const VAN =
  "You must be 21 or over to hire a van. You must show your licence at the desk. No deposit is needed.";
const JOIN = "Members must be 18 or over. Membership costs £20 a month.";
const FITTING = "Fitting is free when you buy the tyres from us; otherwise it costs £15 a wheel.";
const BANK_HOLIDAYS = "Parking is free on bank holidays. On Sundays it costs £2 an hour.";
const NOTICE = "Landlords must give tenants three months' notice before selling the property.";

export const SMOKE_S20C_FIXTURES: Fixture[] = [
  // A party swapped for its counterpart in the sentence's frame (role-swap.ts).
  {
    name: "'tenants pay for boiler repairs' against 'the landlord pays' is flagged",
    contexts: [REPAIRS],
    answer: "Tenants pay for repairs to the boiler.",
    verdicts: ["unsupported"],
  },
  {
    name: "'the landlord must replace light bulbs' against 'tenants must' is flagged",
    contexts: [REPAIRS],
    answer: "The landlord must replace light bulbs and keep the drains clear.",
    verdicts: ["unsupported"],
  },
  {
    name: "'renters have to replace light bulbs' (a synonym of the side) is supported",
    contexts: [REPAIRS],
    answer: "Renters have to replace light bulbs.",
    verdicts: ["supported"],
  },
  {
    name: "'the landlord pays for boiler repairs' is supported",
    contexts: [REPAIRS],
    answer: "The landlord pays for boiler repairs.",
    verdicts: ["supported"],
  },
  {
    name: "'tenants keep the drains clear, and the landlord pays for the boiler' (both sides) is supported",
    contexts: [REPAIRS],
    answer: "Tenants keep the drains clear, and the landlord pays for the boiler.",
    verdicts: ["supported"],
  },
  {
    name: "'new customers get 15% off' against 'existing customers' is flagged",
    contexts: [DISCOUNT],
    answer: "New customers get 15% off their first upgrade.",
    verdicts: ["unsupported"],
  },
  {
    name: "'existing customers get 15% off' is supported",
    contexts: [DISCOUNT],
    answer: "If you're an existing customer, you get 15% off your first upgrade.",
    verdicts: ["supported"],
  },
  {
    name: "'junior membership is for adults aged 11 to 15' against 'children' is flagged",
    contexts: [JUNIOR],
    answer: "Junior membership is for adults aged 11 to 15.",
    verdicts: ["unsupported"],
  },
  {
    name: "'junior membership is for kids aged 11 to 15' is supported",
    contexts: [JUNIOR],
    answer: "Junior membership is for kids aged 11 to 15.",
    verdicts: ["supported"],
  },
  {
    name: "'members pay a £3.95 return fee' against 'non-members pay' is flagged",
    contexts: [RETURNS],
    answer: "Members pay a £3.95 return fee.",
    verdicts: ["unsupported"],
  },
  {
    name: "'non-members are charged £3.95 for returns' is supported",
    contexts: [RETURNS],
    answer: "Non-members pay £3.95 to return an item.",
    verdicts: ["supported"],
  },
  {
    name: "'peak members can visit before 4pm on weekdays' against 'off-peak members' is flagged",
    contexts: [PEAK],
    answer: "Peak members can visit before 4pm on weekdays and any time at weekends.",
    verdicts: ["unsupported"],
  },
  {
    name: "'off-peak members can come in any time at the weekend' is supported",
    contexts: [PEAK],
    answer: "Off-peak members can come in any time at the weekend.",
    verdicts: ["supported"],
  },
  {
    name: "'visitors may park in zone B' against 'residents with a permit' is flagged",
    contexts: [PERMITS],
    answer: "Visitors may park in zone B on weekdays.",
    verdicts: ["unsupported"],
  },
  {
    name: "'residents with a permit can park in zone B' is supported",
    contexts: [PERMITS],
    answer: "Residents with a permit can park in zone B on weekdays.",
    verdicts: ["supported"],
  },
  {
    name: "'tenants must be given three months' notice' (the voice turned) is supported",
    contexts: [NOTICE],
    answer: "Tenants must be given three months' notice before the property is sold.",
    verdicts: ["supported"],
  },
  // Called covered what a close sentence excludes (covered-excluded.ts).
  {
    name: "'the warranty covers water damage' against 'damage from water is excluded' is flagged",
    contexts: [WARRANTY],
    answer: "The warranty covers water damage.",
    verdicts: ["contradicted"],
  },
  {
    name: "'the warranty covers mechanical faults for two years' is supported",
    contexts: [WARRANTY],
    answer: "Mechanical faults are covered by the warranty for two years.",
    verdicts: ["supported"],
  },
  {
    name: "'the policy covers valuables left unattended' against 'excluded' is flagged",
    contexts: [BAGGAGE],
    answer: "The policy covers valuables left unattended.",
    verdicts: ["contradicted"],
  },
  {
    name: "'lost baggage is covered up to £1,500' is supported",
    contexts: [BAGGAGE],
    answer: "Lost bags are covered up to £1,500.",
    verdicts: ["supported"],
  },
  {
    name: "'your rent includes water and electricity' against 'electricity and gas are not included' is flagged",
    contexts: [RENT],
    answer: "Your rent includes water and electricity.",
    verdicts: ["contradicted"],
  },
  {
    name: "'water is included in your rent' is supported",
    contexts: [RENT],
    answer: "Water is included in your rent.",
    verdicts: ["supported"],
  },
  {
    name: "'the policy covers flood damage' against 'flood damage is excluded' is flagged",
    contexts: [PIPES],
    answer: "The policy covers flood damage.",
    verdicts: ["contradicted"],
  },
  {
    name: "'water damage from burst pipes is covered' beside an excluded flood is supported",
    contexts: [PIPES],
    answer: "Water damage from burst pipes is covered.",
    verdicts: ["supported"],
  },
  {
    name: "'pre-existing conditions are covered if you declare them' (an exclusion with a condition) is supported",
    contexts: [DECLARED],
    answer: "Pre-existing conditions are covered if you declare them.",
    verdicts: ["supported"],
  },
  // A negation that restates a close exclusion, beside a sentence that covers something else
  // (restated-negation.ts, deniedOfAnother).
  {
    name: "'water damage isn't covered by the warranty' for 'damage from water is excluded' is supported",
    contexts: [WARRANTY],
    answer: "Water damage isn't covered by the warranty.",
    verdicts: ["supported"],
  },
  {
    name: "'the warranty doesn't cover water damage' is supported",
    contexts: [WARRANTY],
    answer: "The warranty doesn't cover water damage.",
    verdicts: ["supported"],
  },
  {
    name: "'jewellery isn't covered by the policy' for 'jewellery is excluded' is supported",
    contexts: [GADGETS],
    answer: "Jewellery isn't covered by the policy.",
    verdicts: ["supported"],
  },
  {
    name: "'the warranty doesn't cover mechanical faults or water damage' (names what is covered) is flagged",
    contexts: [WARRANTY],
    answer: "The warranty doesn't cover mechanical faults or water damage.",
    verdicts: ["contradicted"],
  },
  {
    name: "'the policy doesn't cover laptops' against 'covers phones and laptops' is flagged",
    contexts: [GADGETS],
    answer: "The policy doesn't cover laptops.",
    verdicts: ["contradicted"],
  },
  // A party swap keeps the claim's polarity (role-swap.ts).
  {
    name: "'guests don't need to book classes' beside 'members must book' is supported",
    contexts: [CLASSES],
    answer: "Guests don't need to book classes.",
    verdicts: ["supported"],
  },
  // A necessity denied where the context states it with a modal (unneeded.ts).
  {
    name: "'you don't need to be 21 to hire a van' against 'you must be 21 or over' is flagged",
    contexts: [VAN],
    answer: "You don't need to be 21 to hire a van.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you don't need to be 18 to join' against 'members must be 18 or over' is flagged",
    contexts: [JOIN],
    answer: "You don't need to be 18 to join.",
    verdicts: ["contradicted"],
  },
  {
    name: "'drivers need to be at least 21 to hire a van' is supported",
    contexts: [VAN],
    answer: "Drivers need to be at least 21 to hire a van.",
    verdicts: ["supported"],
  },
  {
    name: "'you don't need to pay a deposit' for 'no deposit is needed' is supported",
    contexts: [VAN],
    answer: "You don't need to pay a deposit to hire a van.",
    verdicts: ["supported"],
  },
  {
    name: "'members have to be 18 or older' is supported",
    contexts: [JOIN],
    answer: "Members have to be 18 or older.",
    verdicts: ["supported"],
  },
  // A charge said to hold "even" where the context makes it free (even-if-charged.ts).
  {
    name: "'fitting costs £15 a wheel even if you buy your tyres here' against 'free when you buy the tyres from us' is flagged",
    contexts: [FITTING],
    answer: "Fitting costs £15 a wheel even if you buy your tyres here.",
    verdicts: ["contradicted"],
  },
  {
    name: "'fitting costs £15 a wheel if you bought your tyres elsewhere' is supported",
    contexts: [FITTING],
    answer: "Fitting costs £15 a wheel if you bought your tyres elsewhere.",
    verdicts: ["supported"],
  },
  {
    name: "'fitting is free if you buy your tyres from us' is supported",
    contexts: [FITTING],
    answer: "Fitting is free if you buy your tyres from us.",
    verdicts: ["supported"],
  },
  {
    name: "'parking costs £2 an hour even on bank holidays' against 'free on bank holidays' is flagged",
    contexts: [BANK_HOLIDAYS],
    answer: "Parking costs £2 an hour even on bank holidays.",
    verdicts: ["contradicted"],
  },
  {
    name: "'parking costs £2 an hour, even on Sundays' (the priced condition) is supported",
    contexts: [BANK_HOLIDAYS],
    answer: "Parking costs £2 an hour, even on Sundays.",
    verdicts: ["supported"],
  },
];
