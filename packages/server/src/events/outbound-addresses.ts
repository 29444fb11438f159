import { isIP } from "node:net";

/**
 * Address classification for outbound deliveries: which IPs a webhook or channel URL may
 * reach. Pure functions, no I/O; `outbound.ts` applies them at creation and connect time.
 */

type Rule = readonly [cidr: string, kind: string];

// First match wins, so single addresses come before the blocks that contain them.
const IPV4_RULES: readonly Rule[] = [
  ["169.254.169.254/32", "metadata"], // AWS, GCP, Azure, OCI, DigitalOcean
  ["100.100.100.200/32", "metadata"], // Alibaba Cloud
  ["255.255.255.255/32", "broadcast"],
  ["0.0.0.0/8", "unspecified"], // Linux and macOS route 0.0.0.0 to this host
  ["10.0.0.0/8", "private"],
  ["100.64.0.0/10", "shared"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private"],
  ["192.0.0.0/24", "reserved"],
  ["192.0.2.0/24", "documentation"],
  ["192.88.99.0/24", "reserved"], // deprecated 6to4 relay anycast
  ["192.168.0.0/16", "private"],
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation"],
  ["203.0.113.0/24", "documentation"],
  ["224.0.0.0/4", "multicast"],
  ["240.0.0.0/4", "reserved"],
];

const IPV6_RULES: readonly Rule[] = [
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["fd00:ec2::254/128", "metadata"], // AWS over IPv6
  ["64:ff9b:1::/48", "reserved"], // local-use NAT64 may translate to anything
  ["100::/64", "reserved"], // discard-only
  ["2001::/23", "reserved"], // IETF protocol assignments: Teredo, ORCHID, benchmarking
  ["2001:db8::/32", "documentation"],
  ["3fff::/20", "documentation"],
  ["fc00::/7", "private"],
  ["fec0::/10", "private"], // deprecated site-local
  ["fe80::/10", "link-local"],
  ["ff00::/8", "multicast"],
];

/** IPv6 blocks that carry an IPv4 address; the IPv4 address decides, at this bit offset. */
const IPV6_EMBEDDING: readonly (readonly [cidr: string, shift: bigint])[] = [
  ["::ffff:0:0/96", 0n], // IPv4-mapped
  ["::ffff:0:0:0/96", 0n], // IPv4-translated (SIIT)
  ["::/96", 0n], // IPv4-compatible (deprecated)
  ["64:ff9b::/96", 0n], // NAT64
  ["2002::/16", 80n], // 6to4
];

const GLOBAL_UNICAST_V6 = parseCidr6("2000::/3");

interface Cidr<T> {
  base: T;
  prefix: number;
}

const v4Rules = IPV4_RULES.map(([cidr, kind]) => ({ ...parseCidr4(cidr), kind }));
const v6Rules = IPV6_RULES.map(([cidr, kind]) => ({ ...parseCidr6(cidr), kind }));
const v6Embedding = IPV6_EMBEDDING.map(([cidr, shift]) => ({ ...parseCidr6(cidr), shift }));

/**
 * Classifies an IP literal: `null` when it is a public unicast address, else a short kind
 * such as "loopback", "private", "link-local", "metadata", "unspecified", "multicast",
 * "broadcast", "shared" (100.64/10), "documentation", "benchmarking" or "reserved".
 * IPv6 forms that embed an IPv4 address (mapped, compatible, NAT64, 6to4) are classified
 * by that address; IPv6 outside 2000::/3 is "reserved". Anything that is not an IP
 * literal is "invalid", so a caller can never mistake it for public.
 * @example addressKind("10.0.0.5") // "private"
 * @example addressKind("[::ffff:127.0.0.1]") // "loopback"
 * @example addressKind("93.184.216.34") // null
 */
export function addressKind(ip: string): string | null {
  const bare = unbracket(ip).replace(/%.*$/, "").toLowerCase();
  const version = isIP(bare);
  if (version === 4) return ipv4Kind(ipv4ToNumber(bare));
  if (version === 6) return ipv6Kind(ipv6ToBigInt(bare));
  return "invalid";
}

/**
 * What a URL host is known to be before any DNS lookup: "loopback" for `localhost` and
 * `*.localhost` (resolvers answer those locally), the address kind for IP literals, and
 * `null` for other names, whose addresses must be resolved and checked.
 * @example hostKind("api.localhost") // "loopback"
 * @example hostKind("example.com") // null
 */
export function hostKind(host: string): string | null {
  const bare = unbracket(host).toLowerCase().replace(/\.$/, "");
  if (bare === "localhost" || bare.endsWith(".localhost")) return "loopback";
  return isIP(bare.replace(/%.*$/, "")) ? addressKind(bare) : null;
}

/** Whether a delivery may reach an address of this kind; `--dev` admits loopback only. */
export function isAllowedKind(kind: string | null, dev: boolean): boolean {
  return kind === null || (dev && kind === "loopback");
}

/** The kind as a phrase for user-facing messages: "a private address". */
export function describeKind(kind: string): string {
  switch (kind) {
    case "metadata":
      return "a link-local/metadata address";
    case "invalid":
      return "not a valid IP address";
    case "unspecified":
      return "an unspecified address";
    default:
      return `a ${kind} address`;
  }
}

function unbracket(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

function ipv4Kind(address: number): string | null {
  for (const rule of v4Rules) {
    if (inCidr4(address, rule)) return rule.kind;
  }
  return null;
}

function ipv6Kind(address: bigint): string | null {
  for (const block of v6Embedding) {
    // :: and ::1 sit inside ::/96 but are IPv6 addresses in their own right.
    if (inCidr6(address, block) && address > 1n) {
      return ipv4Kind(Number((address >> block.shift) & 0xffffffffn));
    }
  }
  for (const rule of v6Rules) {
    if (inCidr6(address, rule)) return rule.kind;
  }
  return inCidr6(address, GLOBAL_UNICAST_V6) ? null : "reserved";
}

function parseCidr4(cidr: string): Cidr<number> {
  const [ip = "", prefix = "32"] = cidr.split("/");
  return { base: ipv4ToNumber(ip), prefix: Number(prefix) };
}

function parseCidr6(cidr: string): Cidr<bigint> {
  const [ip = "", prefix = "128"] = cidr.split("/");
  return { base: ipv6ToBigInt(ip), prefix: Number(prefix) };
}

function inCidr4(address: number, { base, prefix }: Cidr<number>): boolean {
  if (prefix === 0) return true;
  const mask = (0xffffffff << (32 - prefix)) >>> 0;
  return (address & mask) >>> 0 === (base & mask) >>> 0;
}

function inCidr6(address: bigint, { base, prefix }: Cidr<bigint>): boolean {
  const shift = BigInt(128 - prefix);
  return address >> shift === base >> shift;
}

/** Expects a dotted-quad that `isIP` accepted. */
function ipv4ToNumber(ip: string): number {
  return ip.split(".").reduce((acc, octet) => acc * 256 + Number(octet), 0);
}

/** Expects an address that `isIP` accepted as IPv6, without zone or brackets. */
function ipv6ToBigInt(ip: string): bigint {
  let text = ip;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    const v4 = ipv4ToNumber(tail);
    text = `${text.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const restGroups = rest ? rest.split(":") : [];
  const zeros =
    rest === undefined ? [] : Array(8 - headGroups.length - restGroups.length).fill("0");
  return [...headGroups, ...zeros, ...restGroups].reduce(
    (acc, group) => (acc << 16n) | BigInt(Number.parseInt(group, 16)),
    0n,
  );
}
