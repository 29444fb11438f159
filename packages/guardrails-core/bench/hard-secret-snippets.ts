/**
 * Hard positives for credentials: passwords said in prose (no `password=`), tokens with no
 * `Bearer` before them, AWS secret keys beside their key id or a secret-key name, token
 * families (Hugging Face, Vault, the gitleaks formats), and the other credential types in
 * paraphrases the default corpus does not use. Spans hold the value only.
 */
import type { LabelType, ProviderType, Segment } from "./corpus-types";
import { PROVIDER_TYPES } from "./corpus-types";
import {
  awsPair,
  huggingFaceToken,
  oauthToken,
  opaqueToken,
  prosePassword,
  vaultToken,
} from "./hard-values";
import { base64, type Rng } from "./rng";
import { providerToken } from "./secret-formats";
import { jwt, PEM_KINDS, privateKey } from "./token-gen";

export type HardSnippet = (rng: Rng) => Segment[];

const v = (type: LabelType, value: string): Segment => ({ type, value });
const who = (rng: Rng): string => rng.faker.person.firstName();
const sys = (rng: Rng): string =>
  rng.pick(["staging box", "admin console", "VPN", "router", "EHR", "payroll portal", "jenkins"]);

function passwordInProse(rng: Rng): Segment[] {
  const p = v("password", prosePassword(rng));
  return rng.pick<() => Segment[]>([
    () => ["my new password is ", p, " so please update the shared sheet"],
    () => [`we changed the ${sys(rng)} passphrase to `, p, " last night"],
    () => ["someone pasted ", p, " in the channel, that's the prod one, rotate it"],
    () => ["your temporary password is ", p, " and it expires in 24 hours"],
    () => [`I set the passphrase for the backup key to `, p, "\n"],
    () => [`the ${sys(rng)} pass is now `, p, " (changed it after the audit)"],
    () => ["I typed ", p, " as my password and it got rejected"],
    () => ["can you set my password back to ", p, " please"],
    () => [`${who(rng)} shared the ${sys(rng)} password over chat: `, p, "\n"],
    () => ["ok the password got reset, it's ", p, " now"],
    () => ["the old passphrase ", p, " leaked in a screenshot, rotate it today"],
    () => ["my online banking password is ", p, " and someone logged in from abroad"],
    () => [`EHR login for Dr. ${rng.faker.person.lastName()} is drx with password `, p, "\n"],
    () => [`rotated the redis AUTH password, it's now `, p, " (update the helm values)"],
    () => ["pw for the wifi: ", p, "\n"],
    () => ["I used ", p, " as the password for the export zip"],
    () => ["set the kiosk account's password to ", p, " for now"],
    () => ["password was changed to ", p, " by the helpdesk"],
    () => [`${who(rng)}, the root password is `, p, " until we move to SSO"],
    () => ["the passphrase we agreed on is ", p, "\n"],
  ])();
}

/** An access token with no `Bearer` before it; OAuth tokens carry their issuer's type. */
function tokenWithoutBearer(rng: Rng): Segment[] {
  const o = rng.chance(0.45)
    ? oauthToken(rng)
    : { type: "bearer_token" as const, value: opaqueToken(rng) };
  const t = v(o.type, o.value);
  return rng.pick<() => Segment[]>([
    () => ["here's my access token ", t, " it expires in an hour"],
    () => ["the token in the Authorization header was ", t, "\n"],
    () => ["access_token=", t, "&expires_in=3599&scope=read"],
    () => ['{"access_token": "', t, '", "expires_in": 3599, "refresh_token": null}'],
    () => ["curl -H 'X-Auth-Token: ", t, "' https://api.internal/v2/accounts"],
    () => ["session token: ", t, "\n"],
    () => ["use this API token for the sync job: ", t, "\n"],
    () => ["my personal access token ", t, " stopped working after the org change"],
    () => ["X-Api-Token: ", t, "\n"],
    () => ["the refresh gave me a new access token (", t, ") but calls still 401"],
    () => ["token: ", t, "\n"],
    () => [`${who(rng)} posted the service token `, t, " in the incident doc"],
    () => ["auth_token = '", t, "'\n"],
    () => ["oauth access token for the mailbox: ", t, "\n"],
  ])();
}

/** A token after `Bearer` in places the default corpus does not use. */
function bearerHeader(rng: Rng): Segment[] {
  const t = v("bearer_token", opaqueToken(rng));
  return rng.pick<() => Segment[]>([
    () => ['headers: {"Authorization": "Bearer ', t, '"}'],
    () => ["authorization=bearer ", t, " in the proxy log"],
    () => ["-H 'authorization: BEARER ", t, "'"],
  ])();
}

function awsKeys(rng: Rng): Segment[] {
  const { id: rawId, secret: rawSecret } = awsPair(rng);
  const id = v("aws_key", rawId);
  const s = v("aws_key", rawSecret);
  return rng.pick<() => Segment[]>([
    () => ["creds are ", id, " / ", s, "\n"],
    () => ["access key ", id, " secret ", s, "\n"],
    () => ["AWS_ACCESS_KEY_ID=", id, "\nAWS_SECRET_ACCESS_KEY=", s, "\n"],
    () => ["AWS Access Key ID [None]: ", id, "\nAWS Secret Access Key [None]: ", s, "\n"],
    () => [
      '{"AccessKey": {"UserName": "ci", "AccessKeyId": "',
      id,
      '", "Status": "Active", "SecretAccessKey": "',
      s,
      '"}}',
    ],
    () => ["Access key ID,Secret access key\n", id, ",", s, "\n"],
    () => ["the key pair is ", id, " with secret ", s, ", please revoke"],
    () => ["[default]\naws_access_key_id = ", id, "\naws_secret_access_key = ", s, "\n"],
    () => ["aws:\n  access_key: ", id, "\n  secret_key: ", s, "\n"],
    () => ['provider "aws" {\n  access_key = "', id, '"\n  secret_key = "', s, '"\n}'],
    () => ["new IAM user keys: ", id, ":", s, "\n"],
    () => ["secretAccessKey: '", s, "', accessKeyId: '", id, "'"],
    () => ["the secret access key for ", id, " is ", s, "\n"],
    () => ["export AWS_SECRET_KEY=", s, "\n"],
  ])();
}

function tokenFamily(rng: Rng): Segment[] {
  const kind = rng.weighted<"hf" | "vault" | "other">([
    ["hf", 3],
    ["vault", 3],
    ["other", 6],
  ]);
  const t =
    kind === "hf"
      ? v("huggingface_token", huggingFaceToken(rng))
      : kind === "vault"
        ? v("hashicorp_vault_token", vaultToken(rng))
        : v(...provider(rng));
  return rng.pick<() => Segment[]>([
    () => ["+  token: ", t, "\n"],
    () => ["docker run -e TOKEN=", t, " ghcr.io/acme/worker:latest"],
    () => ["stringData:\n  token: ", t, "\n"],
    () => ["oops, I just pasted my token ", t, " in the public channel"],
    () => ["INFO using credentials ", t, " for upload\n"],
    () => ["login with ", t, " then retry the push"],
    () => ["vault login ", t, "\n"],
    () => ["huggingface-cli login --token ", t, "\n"],
    () => ["it was ", t, ", already revoked it"],
  ])();
}

function provider(rng: Rng): [ProviderType, string] {
  const type = rng.pick(PROVIDER_TYPES);
  return [type, providerToken(rng, type)];
}

function connectionString(rng: Rng): Segment[] {
  const pw = rng.uriPassword();
  const host = `${rng.faker.internet.domainWord()}.${rng.pick(["internal", "svc.cluster.local", "rds.amazonaws.com"])}`;
  const value = rng.pick([
    `postgres://etl:${pw}@${host}:5432/warehouse`,
    `mysql://report:${pw}@${host}/sales`,
    `mongodb://admin:${pw}@${host}:27017/?authSource=admin`,
    `redis://:${pw}@${host}:6379/2`,
    `amqp://worker:${pw}@${host}:5672/%2f`,
  ]);
  const c = v("connection_string", value);
  return rng.pick<() => Segment[]>([
    () => ["the worker connects with ", c, " and times out"],
    () => ["DSN=", c, "\n"],
    () => ["can't reach ", c, " from the new subnet"],
  ])();
}

function basicAuth(rng: Rng): Segment[] {
  const pair = `${rng.pick(["svc", "grafana", "metrics"])}:${rng.uriPassword()}`;
  return rng.pick<() => Segment[]>([
    () => ["Authorization: Basic ", v("basic_auth", base64(pair)), "\n"],
    () => ["curl -u ", v("basic_auth", pair), " https://metrics.internal/api"],
    () => ["scrape url https://", v("basic_auth", pair), "@prom.internal/federate"],
  ])();
}

function jwtSnippet(rng: Rng): Segment[] {
  const t = v("jwt", jwt(rng));
  return rng.pick<() => Segment[]>([
    () => ["the id_token we got back: ", t, "\n"],
    () => ["cookie session=", t, "; Path=/; HttpOnly"],
    () => ["decoded this one and the exp looks wrong ", t, "\n"],
  ])();
}

function privateKeySnippet(rng: Rng): Segment[] {
  const k = v("private_key", privateKey(rng, rng.pick(PEM_KINDS)));
  return rng.pick<() => Segment[]>([
    () => ["here's the deploy key, don't share it:\n", k, "\n"],
    () => ["cat ~/.ssh/id_ci\n", k, "\n"],
  ])();
}

/** Credential classes of the hard corpus, by gold type (aws_key also covers key ids). */
export const HARD_SECRET_SNIPPETS: Record<string, HardSnippet> = {
  password: passwordInProse,
  bearer_token: tokenWithoutBearer,
  bearer_header: bearerHeader,
  aws_key: awsKeys,
  token_family: tokenFamily,
  connection_string: connectionString,
  basic_auth: basicAuth,
  jwt: jwtSnippet,
  private_key: privateKeySnippet,
};
