/**
 * Values for the PII snippets: email addresses, phone numbers in NANP, international and
 * national formats, card numbers of every brand, dates of birth in the usual notations, and
 * IP addresses (v4, v6, host:port, CIDR) with their context.
 */
import type { Segment } from "./corpus-types";
import type { Rng } from "./rng";
import { CARD_BRANDS, cardNumber, formatCard, luhnCheckDigit } from "./token-gen";

/** A 19-digit Visa, plain or grouped 4-4-4-4-3. */
function visa19(rng: Rng): string {
  const partial = `4${rng.digits(17)}`;
  const digits = partial + luhnCheckDigit(partial);
  return rng.chance(0.5) ? digits : `${formatCard(digits.slice(0, 16), " ")} ${digits.slice(16)}`;
}

const clean = (s: string): string => s.toLowerCase().replace(/[^a-z']/g, "");

export function email(rng: Rng): string {
  const f = rng.faker;
  const first = clean(f.person.firstName());
  const last = clean(f.person.lastName());
  return rng.pick<() => string>([
    () => f.internet.email(),
    () => f.internet.email({ firstName: first, lastName: last }),
    () =>
      `${first}.${last}+${rng.pick(["billing", "support", "rx", "alerts"])}@${f.internet.domainName()}`,
    () =>
      `${first[0]}${last}@${f.internet.domainWord()}.${rng.pick(["co.uk", "com.au", "io", "health", "bank"])}`,
    () => `${first}_${last}${rng.int(1, 99)}@mail.${f.internet.domainName()}`,
    () => `${first}.${last}@${f.internet.domainName()}`.replace(/^./, (c) => c.toUpperCase()),
  ])();
}

const areaCode = (rng: Rng): string => {
  for (;;) {
    const a = rng.digitsFrom("23456789", 3);
    if (a.slice(1) !== "11") return a;
  }
};

/** Phone in NANP, international (+cc) or national trunk-0 format; `bare` = ten plain digits. */
export function phone(rng: Rng, style: "nanp" | "intl" | "national" | "bare"): string {
  const a = areaCode(rng);
  const e = rng.digitsFrom("23456789", 3);
  const l = rng.digits(4);
  const d = (n: number) => rng.digitsFrom("123456789", n);
  switch (style) {
    case "bare":
      return `${a}${e}${l}`;
    case "nanp":
      return rng.pick([
        `(${a}) ${e}-${l}`,
        `${a}-${e}-${l}`,
        `${a}.${e}.${l}`,
        `${a} ${e} ${l}`,
        `+1 ${a} ${e} ${l}`,
        `+1 (${a}) ${e}-${l}`,
        `+1-${a}-${e}-${l}`,
        `1-${rng.pick(["800", "888", "877"])}-${e}-${l}`,
      ]);
    case "intl":
      return rng.pick([
        `+44 20 ${d(4)} ${rng.digits(4)}`,
        `+44 7${rng.digits(3)} ${d(6)}`,
        `+49 30 ${d(8)}`,
        `+33 1 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
        `+61 2 ${d(4)} ${rng.digits(4)}`,
        `+91 ${rng.digitsFrom("6789", 5)} ${d(5)}`,
        `+81 3-${d(4)}-${rng.digits(4)}`,
        `+353 1 ${d(3)} ${rng.digits(4)}`,
        `+34 ${rng.digitsFrom("6789", 3)} ${d(3)} ${d(3)}`,
        `+44 (0)20 ${d(4)} ${rng.digits(4)}`,
        `+1${a}${e}${l}`,
        `+447${rng.digits(3)}${d(6)}`,
      ]);
    case "national":
      return rng.pick([
        `020 ${d(4)} ${rng.digits(4)}`,
        `07${rng.digits(3)} ${d(6)}`,
        `01 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
        `0161 ${d(3)} ${rng.digits(4)}`,
      ]);
  }
}

export function cardValue(rng: Rng): string {
  if (rng.chance(0.03)) return visa19(rng);
  const brand = rng.pick(CARD_BRANDS);
  const digits = cardNumber(rng, brand);
  if (digits.length === 13) return digits;
  return formatCard(digits, rng.pick(["", " ", " ", "-"]));
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A date of birth written in one of the usual ways. */
export function birthDate(rng: Rng): string {
  const date = rng.faker.date.birthdate({ mode: "age", min: 18, max: 92 });
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + 1;
  const d = date.getUTCDate();
  const p2 = (n: number) => String(n).padStart(2, "0");
  const month = MONTHS[m - 1] ?? "January";
  const ord =
    d === 1 || d === 21 || d === 31
      ? "st"
      : d === 2 || d === 22
        ? "nd"
        : d === 3 || d === 23
          ? "rd"
          : "th";
  return rng.pick([
    `${p2(m)}/${p2(d)}/${y}`,
    `${m}/${d}/${y}`,
    `${y}-${p2(m)}-${p2(d)}`,
    `${month} ${d}, ${y}`,
    `${month.slice(0, 3)} ${d}, ${y}`,
    `${d} ${month} ${y}`,
    `${d}${ord} of ${month} ${y}`,
    `${p2(d)}.${p2(m)}.${y}`,
    `${m}/${d}/${String(y).slice(2)}`,
  ]);
}

function ipv4(rng: Rng): string {
  const o = () => rng.int(0, 255);
  return rng.pick([
    `10.${o()}.${o()}.${rng.int(1, 254)}`,
    `192.168.${o()}.${rng.int(1, 254)}`,
    `172.${rng.int(16, 31)}.${o()}.${rng.int(1, 254)}`,
    `${rng.int(11, 223)}.${o()}.${o()}.${rng.int(1, 254)}`,
  ]);
}

function ipv6(rng: Rng): string {
  const g = () => rng.hex(rng.int(1, 4)).replace(/^0+(?=.)/, "");
  return rng.pick<() => string>([
    () => Array.from({ length: 8 }, () => rng.hex(4)).join(":"),
    () => `2001:db8:${g()}:${g()}::${g()}`,
    () => `fe80::${g()}:${g()}:${g()}:${g()}`,
    () => `2606:4700:${g()}::${g()}:${g()}`,
    () => `::ffff:${ipv4(rng)}`,
  ])();
}

export function ipAddress(rng: Rng): Segment[] {
  const v4 = { type: "ip_address" as const, value: ipv4(rng) };
  const v6 = { type: "ip_address" as const, value: ipv6(rng) };
  return rng.pick<() => Segment[]>([
    () => ["the request came from ", v4, " according to the WAF log"],
    () => ["upstream timed out connecting to ", v4, `:${rng.pick([443, 5432, 6379, 8080, 9200])}`],
    () => ["allow ", v4, `/${rng.pick([16, 24, 32])} in the security group`],
    () => [`ssh ${rng.pick(["ubuntu", "ec2-user", "deploy"])}@`, v4],
    () => ["X-Forwarded-For: ", v4, ", ", { type: "ip_address", value: ipv4(rng) }],
    () => ["my IP is ", v4, " if that helps"],
    () => ["AAAA record points at ", v6],
    () => ["listening on [", v6, `]:${rng.pick([443, 8443, 3000])}`],
    () => ["client ", v6, " hit the rate limit"],
    () => ["the replica is at ", v4, "."],
    () => ["health check GET http://", v4, `:${rng.pick([8080, 9090])}/healthz returned 503`],
    () => ["route ", { type: "ip_address", value: `2001:db8:${rng.hex(4)}::` }, "/48 via the VPN"],
    () => ["resolved to ", v6, "."],
  ])();
}
