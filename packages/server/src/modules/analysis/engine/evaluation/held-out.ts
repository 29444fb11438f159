import type { ErrorKind, EvalItem } from "./generate";

/**
 * A held-out set for the rule tier (issue 18): 64 one-claim answers written by hand without
 * reading the engine's rules or its tuning set's templates, and never used to tune it. Faithful
 * answers restate their context the ways people do: paraphrase, synonyms, reordered clauses,
 * unit restatements, rounded or spelled-out numbers. Unfaithful ones carry one error each:
 * look-alike numbers, shifted dates, swapped names, negations, quantifier changes, fabrications.
 * `pnpm bench:analysis` reports it apart from the tuning set. If its errors ever guide a change
 * to the engine, say so in the commit and write a fresh held-out set.
 */
type Row = [context: string, question: string, answer: string, error: ErrorKind | null];

const ROWS: Row[] = [
  // Faithful: paraphrases and synonyms.
  [
    "Orders placed before 2 pm ship the same day.",
    "When will my order ship?",
    "If you order before 2 pm, it goes out that same day.",
    null,
  ],
  [
    "Our support line is open Monday to Friday, 9 am to 5 pm.",
    "When can I call support?",
    "You can reach the support line on weekdays between 9 am and 5 pm.",
    null,
  ],
  [
    "Customers can return unworn shoes within 30 days for a full refund.",
    "Can I return shoes?",
    "Unworn shoes may be sent back within 30 days and you get all your money back.",
    null,
  ],
  [
    "The premium plan costs $49 per month and includes priority support.",
    "What does premium cost?",
    "Premium is $49 a month, with priority support included.",
    null,
  ],
  [
    "Password reset links expire after 24 hours.",
    "How long is a reset link valid?",
    "A password reset link stops working after 24 hours.",
    null,
  ],
  [
    "The warehouse in Rotterdam handles all European shipments.",
    "Where do EU orders ship from?",
    "All shipments within Europe are handled by the Rotterdam warehouse.",
    null,
  ],
  [
    "Invoices are emailed on the first business day of each month.",
    "When do invoices arrive?",
    "You receive each invoice by email on the month's first business day.",
    null,
  ],
  [
    "Students get a 20% discount with a valid university email address.",
    "Is there a student discount?",
    "With a valid university email, students receive 20% off.",
    null,
  ],
  [
    "The API allows 600 requests per minute per key.",
    "What is the rate limit?",
    "Each key may make up to 600 requests every minute.",
    null,
  ],
  [
    "Gift cards never expire and can be used online or in stores.",
    "Do gift cards expire?",
    "Gift cards have no expiry date and work both online and in stores.",
    null,
  ],
  [
    "Dr. Amara Okafor leads the cardiology department.",
    "Who heads cardiology?",
    "The cardiology department is led by Dr. Amara Okafor.",
    null,
  ],
  [
    "Backups run every night at 2 am UTC and are kept for 35 days.",
    "How long are backups kept?",
    "Nightly backups at 2 am UTC are retained for 35 days.",
    null,
  ],
  // Faithful: reordered clauses.
  [
    "If the package is damaged, contact us within 48 hours and we will send a replacement.",
    "My package arrived damaged.",
    "We will send a replacement if you contact us within 48 hours of a damaged delivery.",
    null,
  ],
  [
    "After three failed login attempts, the account is locked for 15 minutes.",
    "Why am I locked out?",
    "The account locks for 15 minutes once three login attempts fail.",
    null,
  ],
  [
    "Because of the holiday, the office is closed on December 26.",
    "Is the office open on December 26?",
    "The office is closed on December 26 because of the holiday.",
    null,
  ],
  [
    "When a subscription is cancelled, access continues until the end of the billing period.",
    "What happens when I cancel?",
    "Access continues until the billing period ends, even after you cancel the subscription.",
    null,
  ],
  [
    "To change your address, open Settings and choose Shipping.",
    "How do I change my address?",
    "Open Settings and choose Shipping to change your address.",
    null,
  ],
  [
    "Refund requests are reviewed by the billing team within 5 business days.",
    "How are refunds handled?",
    "Within 5 business days, the billing team reviews refund requests.",
    null,
  ],
  // Faithful: unit restatements and number forms.
  [
    "Standard delivery takes 14 days.",
    "How long is delivery?",
    "Standard delivery takes two weeks.",
    null,
  ],
  [
    "The battery lasts up to 48 hours on a single charge.",
    "What is the battery life?",
    "One charge keeps the battery going for up to two days.",
    null,
  ],
  ["The trial period is 30 days.", "How long is the trial?", "You get a thirty-day trial.", null],
  [
    "Each session lasts 90 minutes.",
    "How long is a session?",
    "A session runs for an hour and a half.",
    null,
  ],
  [
    "The maximum upload size is 2048 MB.",
    "How big can uploads be?",
    "Uploads can be as large as 2 GB.",
    null,
  ],
  [
    "Meetings are held every 7 days.",
    "How often are meetings?",
    "Meetings take place once a week.",
    null,
  ],
  [
    "The contract runs for 12 months.",
    "How long is the contract?",
    "The contract lasts one year.",
    null,
  ],
  [
    "The course has 10 modules.",
    "How many modules are there?",
    "There are ten modules in the course.",
    null,
  ],
  [
    "Shipping is free on orders over 50 euros.",
    "When is shipping free?",
    "Orders above 50 euros ship for free.",
    null,
  ],
  ["The event starts at 18:00.", "When does the event start?", "The event begins at 6 pm.", null],
  [
    "Premium members get 3 free returns each month.",
    "How many free returns?",
    "Premium members can return three items a month at no cost.",
    null,
  ],
  [
    "Half of the 40 seats are reserved for members.",
    "How many seats are for members?",
    "20 of the 40 seats are reserved for members.",
    null,
  ],
  // Faithful: dates and names restated.
  [
    "The new policy takes effect on 1 March 2026.",
    "When does the policy start?",
    "The new policy applies from March 1, 2026.",
    null,
  ],
  [
    "The conference is on 2026-05-14 in Lisbon.",
    "When is the conference?",
    "The conference takes place in Lisbon on May 14, 2026.",
    null,
  ],
  [
    "Maria Chen is the account manager for enterprise customers.",
    "Who is my account manager?",
    "Enterprise customers are looked after by Maria Chen as their account manager.",
    null,
  ],
  [
    "Version 4.2 removed support for Windows 7.",
    "Does 4.2 support Windows 7?",
    "Windows 7 is no longer supported as of version 4.2.",
    null,
  ],
  [
    "The bridge is closed to trucks heavier than 7.5 tonnes.",
    "Can my truck cross?",
    "Trucks over 7.5 tonnes may not use the bridge.",
    null,
  ],
  [
    "Data is stored in Frankfurt and never leaves the EU.",
    "Where is data stored?",
    "Your data stays in the EU, stored in Frankfurt.",
    null,
  ],
  [
    "Appointments can be cancelled free of charge up to 24 hours in advance.",
    "Can I cancel?",
    "Cancelling is free as long as you do it at least a day ahead.",
    null,
  ],
  [
    "The museum is free for children under 12.",
    "Do kids pay?",
    "Children younger than 12 get in free.",
    null,
  ],
  [
    "All employees must complete security training every year.",
    "Is training required?",
    "Every employee has to finish security training annually.",
    null,
  ],
  [
    "The library lends up to 8 books at a time for 21 days.",
    "How many books can I borrow?",
    "You can borrow as many as 8 books at once, for three weeks.",
    null,
  ],
  // Errors: look-alike numbers.
  [
    "Standard delivery takes 14 days.",
    "How long is delivery?",
    "Standard delivery takes 41 days.",
    "number",
  ],
  [
    "The premium plan costs $49 per month.",
    "What does premium cost?",
    "Premium costs $94 per month.",
    "number",
  ],
  [
    "The API allows 600 requests per minute per key.",
    "What is the rate limit?",
    "Each key may make up to 6000 requests a minute.",
    "number",
  ],
  [
    "Students get a 20% discount with a university email.",
    "Is there a student discount?",
    "Students receive 25% off with a university email.",
    "number",
  ],
  // Errors: shifted dates.
  [
    "The new policy takes effect on 1 March 2026.",
    "When does the policy start?",
    "The new policy applies from March 11, 2026.",
    "date",
  ],
  [
    "The conference is on 2026-05-14 in Lisbon.",
    "When is the conference?",
    "The conference takes place in Lisbon on May 15, 2026.",
    "date",
  ],
  [
    "Because of the holiday, the office is closed on December 26.",
    "Is the office open?",
    "The office is closed on December 24 because of the holiday.",
    "date",
  ],
  [
    "Invoices for March are sent on April 2.",
    "When is the March invoice sent?",
    "The March invoice is sent on April 20.",
    "date",
  ],
  // Errors: swapped names.
  [
    "Dr. Amara Okafor leads the cardiology department.",
    "Who heads cardiology?",
    "The cardiology department is led by Dr. Amara Osei.",
    "entity",
  ],
  [
    "The warehouse in Rotterdam handles all European shipments.",
    "Where do EU orders ship from?",
    "All European shipments are handled by the Antwerp warehouse.",
    "entity",
  ],
  [
    "Maria Chen is the account manager for enterprise customers.",
    "Who is my account manager?",
    "Enterprise customers are looked after by Mark Chen.",
    "entity",
  ],
  [
    "Data is stored in Frankfurt and never leaves the EU.",
    "Where is data stored?",
    "Your data is stored in Dublin and never leaves the EU.",
    "entity",
  ],
  // Errors: negations.
  [
    "Gift cards never expire and can be used online or in stores.",
    "Do gift cards expire?",
    "Gift cards expire and can be used online or in stores.",
    "negation",
  ],
  [
    "The museum is free for children under 12.",
    "Do kids pay?",
    "The museum is not free for children under 12.",
    "negation",
  ],
  [
    "Refunds are issued to the original payment method.",
    "How are refunds paid?",
    "Refunds are not issued to the original payment method.",
    "negation",
  ],
  [
    "The app works offline once the maps are downloaded.",
    "Does the app work offline?",
    "The app does not work offline, even once the maps are downloaded.",
    "negation",
  ],
  // Errors: quantifier changes.
  [
    "All employees must complete security training every year.",
    "Is training required?",
    "Some employees must complete security training every year.",
    "quantifier",
  ],
  [
    "Some plans include phone support.",
    "Is phone support included?",
    "All plans include phone support.",
    "quantifier",
  ],
  [
    "Orders over 50 euros will ship for free.",
    "When is shipping free?",
    "Orders over 50 euros may ship for free.",
    "quantifier",
  ],
  [
    "Most stores open at 9 am on Sundays.",
    "When do stores open on Sunday?",
    "Every store opens at 9 am on Sundays.",
    "quantifier",
  ],
  // Errors: fabrications.
  [
    "Orders placed before 2 pm ship the same day.",
    "When will my order ship?",
    "Every order also includes a complimentary gift wrap service.",
    "fabricated",
  ],
  [
    "Password reset links expire after 24 hours.",
    "How long is a reset link valid?",
    "Resetting your password also signs you out of the mobile banking app.",
    "fabricated",
  ],
  [
    "The battery lasts up to 48 hours on a single charge.",
    "What is the battery life?",
    "The charger is waterproof and comes with a lifetime warranty.",
    "fabricated",
  ],
  [
    "The course has 10 modules.",
    "How many modules are there?",
    "Completing the course earns an accredited university diploma.",
    "fabricated",
  ],
];

export const HELD_OUT: EvalItem[] = ROWS.map(([context, question, answer, error], i) => ({
  id: `held-${i + 1}`,
  domain: "held-out",
  question,
  contexts: [{ id: "1", text: context }],
  answer,
  claims: [{ text: answer, error }],
  planted: error,
}));
