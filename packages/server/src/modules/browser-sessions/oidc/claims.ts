import type { Role } from "../../../http/principal";

export interface ClaimMapping {
  companyClaim: string;
  defaultCompany: string;
  roleClaim: string;
}

/** What Vigil takes from a provider's claims (ID token merged with userinfo). */
export interface MappedClaims {
  subject: string;
  companyId: string;
  role: Role;
  name: string | null;
  email: string | null;
}

const COMPANY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** "admin" as the claim, or as one of a list of values (roles, groups). */
function roleFrom(value: unknown): Role {
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => typeof v === "string" && v.toLowerCase() === "admin")
    ? "admin"
    : "member";
}

/**
 * Maps claims to a Vigil identity: the company from `companyClaim` (else `defaultCompany`),
 * the role from `roleClaim` (admin when it is or holds "admin", else member), name from
 * `name` (else `preferred_username`), email from `email`. A company claim that is not an id
 * (letters, digits, `.`, `_`, `-`) is refused, not guessed at.
 * @example mapClaims({ sub: "u1", vigil_company: "acme" }, mapping) // { companyId: "acme", role: "member", … }
 */
export function mapClaims(
  claims: Record<string, unknown>,
  mapping: ClaimMapping,
): MappedClaims | { problem: string } {
  const subject = text(claims.sub);
  if (subject === null) return { problem: "the identity provider sent no subject (sub)" };
  const company = text(claims[mapping.companyClaim]) ?? mapping.defaultCompany;
  if (!COMPANY_ID.test(company)) {
    return { problem: `the ${mapping.companyClaim} claim is not a company id` };
  }
  return {
    subject,
    companyId: company,
    role: roleFrom(claims[mapping.roleClaim]),
    name: text(claims.name) ?? text(claims.preferred_username),
    email: text(claims.email),
  };
}
