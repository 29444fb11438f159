/**
 * Credentials that are PII entities too: JWTs, AWS keys, private keys, passwords, bearer and
 * basic credentials and connection strings, in the config files, shell commands and chat
 * messages where they leak. Spans follow the spec: the value only, never the key name, quotes,
 * `Bearer `/`Basic ` prefix or a trailing full stop; a URI with credentials is one
 * connection_string; an ADO.NET string is labelled whole, without its trailing ";".
 */
import type { Segment } from "./corpus-types";
import { ALPHABETS, base64, type Rng } from "./rng";
import { awsAccessKeyId, awsSecretKey, jwt, PEM_KINDS, pemBody, privateKey } from "./token-gen";

type Snippet = (rng: Rng) => Segment[];

const user = (rng: Rng): string =>
  rng.pick([
    "app",
    "svc_orders",
    "deploy",
    "admin",
    "readonly",
    "etl",
    rng.faker.internet
      .username()
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, ""),
  ]);

const host = (rng: Rng): string =>
  rng.pick<() => string>([
    () => `db-${rng.int(1, 9)}.${rng.faker.internet.domainName()}`,
    () => `${rng.faker.internet.domainWord()}.internal`,
    () => `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    () => `${rng.faker.internet.domainWord()}.${rng.hex(12)}.eu-west-1.rds.amazonaws.com`,
  ])();

function uriConnection(rng: Rng): string {
  const u = user(rng);
  const pw = rng.uriPassword();
  const db = rng.pick(["orders", "app", "analytics", "billing", "auth"]);
  return rng.pick<() => string>([
    () => `postgres://${u}:${pw}@${host(rng)}:5432/${db}`,
    () => `postgresql://${u}:${pw}@${host(rng)}/${db}?sslmode=require`,
    () => `mysql://${u}:${pw}@${host(rng)}:3306/${db}`,
    () =>
      `mongodb+srv://${u}:${pw}@cluster0.${rng.hex(5)}.mongodb.net/${db}?retryWrites=true&w=majority`,
    () => `redis://default:${pw}@${host(rng)}:6379/0`,
    () => `rediss://:${pw}@${host(rng)}:6380`,
    () => `amqps://${u}:${pw}@${rng.faker.internet.domainWord()}.rmq.cloudamqp.com/${u}`,
    () => `jdbc:postgresql://${host(rng)}:5432/${db}?user=${u}&password=${pw}`,
    () =>
      `mongodb://${u}:${pw}@mongo-0.${rng.faker.internet.domainWord()}:27017,mongo-1.${rng.faker.internet.domainWord()}:27017/${db}?replicaSet=rs0`,
  ])();
}

function adoConnection(rng: Rng): string {
  const pw = rng.uriPassword();
  const server = `${rng.faker.internet.domainWord()}-sql`;
  return rng.pick<() => string>([
    () =>
      `Server=tcp:${server}.database.windows.net,1433;Initial Catalog=${rng.faker.internet.domainWord()};Persist Security Info=False;User ID=${user(rng)};Password=${pw};MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30`,
    () =>
      `Server=${server};Database=app;User Id=${user(rng)};Password=${pw};TrustServerCertificate=True`,
    () => `Host=${host(rng)};Port=5432;Username=${user(rng)};Password=${pw};Database=app`,
    () => `Data Source=${server};Initial Catalog=app;User ID=${user(rng)};Password=${pw}`,
    () =>
      `DefaultEndpointsProtocol=https;AccountName=${rng.faker.internet.domainWord().replace(/-/g, "")}store;AccountKey=${pemBody(rng, "", 88).slice(0, 86)}==;EndpointSuffix=core.windows.net`,
    () =>
      `Endpoint=sb://${rng.faker.internet.domainWord()}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${pemBody(rng, "", 44).slice(0, 43)}=`,
  ])();
}

const planted = (type: Exclude<Segment, string>["type"], value: string): Segment => ({
  type,
  value,
});

export const CREDENTIAL_SNIPPETS: Record<
  | "jwt"
  | "aws_key"
  | "private_key"
  | "password"
  | "bearer_token"
  | "basic_auth"
  | "connection_string",
  Snippet
> = {
  jwt: (rng) => {
    const v = planted("jwt", jwt(rng));
    return rng.pick<Segment[]>([
      ["Authorization: Bearer ", v, "\n"],
      ["redirected to /callback#id_token=", v, "&state=af0ifjsldkj"],
      ['{"access_token": "', v, '", "token_type": "Bearer", "expires_in": 3600}'],
      ["Cookie: session=", v, "; Path=/; HttpOnly"],
      ["the token from the login response is ", v, "\n"],
      ["GET /ws?token=", planted("jwt", jwt(rng, true)), " 101 Switching Protocols"],
      ["authorization: bearer ", v, "\n"],
    ]);
  },
  aws_key: (rng) => {
    const id = planted("aws_key", awsAccessKeyId(rng));
    const secret = planted("aws_key", awsSecretKey(rng));
    return rng.pick<Segment[]>([
      ["[default]\naws_access_key_id = ", id, "\naws_secret_access_key = ", secret, "\n"],
      ["export AWS_ACCESS_KEY_ID=", id, "\nexport AWS_SECRET_ACCESS_KEY=", secret, "\n"],
      ['{"AccessKeyId": "', id, '", "SecretAccessKey": "', secret, '"}'],
      ["GuardDuty flagged access key ", id, " used from an unknown ASN"],
      ["AWS_SECRET_ACCESS_KEY=", secret, "\n"],
      ["AWS_SECRET_KEY=", secret, "\n"],
      ['  aws_secret_access_key: "', secret, '"\n'],
    ]);
  },
  private_key: (rng) => {
    const kind = rng.pick(PEM_KINDS);
    const style = rng.weighted([
      ["plain", 6],
      ["json", 3],
      ["truncated", 1],
    ] as const);
    if (style === "json") {
      const key = planted("private_key", privateKey(rng, "pkcs8", "\\n"));
      const account = planted(
        "email",
        `deployer@${rng.faker.internet.domainWord()}-${rng.int(100000, 999999)}.iam.gserviceaccount.com`,
      );
      return [
        '{"type": "service_account", "private_key_id": "',
        rng.hex(40),
        '", "private_key": "',
        key,
        '\\n", "client_email": "',
        account,
        '"}',
      ];
    }
    if (style === "truncated")
      return [
        "the key starts like this:\n",
        planted("private_key", privateKey(rng, kind, "\n", true)),
        "\n(rest cut off)",
      ];
    return [
      "here is the deploy key, please add it to the runner:\n",
      planted("private_key", privateKey(rng, kind)),
      "\n",
    ];
  },
  password: (rng) => {
    const v = planted("password", rng.password());
    const escaped = rng.pick([`\\"password\\": \\"`, `\\"dbPassword\\":\\"`]);
    return rng.pick<Segment[]>([
      ["password: ", v, "\n"],
      ["DB_PASSWORD=", v, "\n"],
      ['{"username": "', user(rng), '", "password": "', v, '"}'],
      ["my password is ", v, " and it still says locked"],
      ["PGPASSWORD=", v, ` psql -U ${user(rng)} -d app`],
      ['dbPassword = "', v, '";'],
      ["the new password is ", v, "."],
      ["passwd=", v, " in the old ini file"],
      [`"body": "{${escaped}`, v, '\\"}"'],
      ["  smtp_password: '", v, "'\n"],
      ["./migrate --db-user admin --password=", v, " --dry-run"],
      ['{"Password":"', v, '"}'],
      ["spring.datasource.password=", v, "\n"],
      ["  admin_password => '", v, "',\n"],
      ["PASSWORD: ", v, "\n"],
      ["passphrase: ", v, "\n"],
    ]);
  },
  bearer_token: (rng) => {
    const value = rng.pick<() => string>([
      () => rng.base62(rng.int(32, 64)),
      () => `ya29.a0${rng.chars(ALPHABETS.base64url, rng.int(120, 180))}`,
      () => `sl.B${rng.chars(ALPHABETS.base64url, 130)}`,
      () => `${rng.hex(8)}-${rng.base62(24)}.${rng.base62(16)}`,
    ])();
    const v = planted("bearer_token", value);
    return rng.pick<Segment[]>([
      ["Authorization: Bearer ", v, "\n"],
      [
        `curl -H 'Authorization: Bearer `,
        v,
        `' https://api.${rng.faker.internet.domainName()}/v2/orders`,
      ],
      ['headers = {"Authorization": "Bearer ', v, '"}'],
      ["it rejects bearer ", v, " with a 401"],
      ["authorization: bearer ", v, "\n"],
    ]);
  },
  basic_auth: (rng) => {
    const pair = `${user(rng)}:${rng.uriPassword(10, 18)}`;
    const site = `${rng.pick(["api", "registry", "grafana", "jenkins"])}.${rng.faker.internet.domainName()}`;
    return rng.pick<() => Segment[]>([
      () => ["Authorization: Basic ", planted("basic_auth", base64(pair)), "\n"],
      () => ["curl -u ", planted("basic_auth", pair), ` https://${site}/api/health`],
      () => ["curl -s --user ", planted("basic_auth", pair), ` -X POST https://${site}/hooks`],
      () => [
        "pip install --index-url https://",
        planted("basic_auth", pair),
        `@${site}/simple/ internal-lib`,
      ],
      () => ["the webhook target is https://", planted("basic_auth", pair), `@${site}/notify`],
      () => ["authorization: basic ", planted("basic_auth", base64(pair)), "\n"],
      () => ["curl -u '", planted("basic_auth", pair), `' https://${site}/api/v1/export`],
      () => ["prometheus scrapes https://", planted("basic_auth", pair), `@${site}:9443/metrics`],
      () => [
        "git clone https://",
        planted("basic_auth", `x-access-token:ghp_${rng.base62(36)}`),
        `@github.com/${rng.faker.internet.domainWord()}/infra.git`,
      ],
    ])();
  },
  connection_string: (rng) => {
    if (rng.chance(0.3)) {
      const v = planted("connection_string", adoConnection(rng));
      return rng.pick<Segment[]>([
        ['"ConnectionStrings": { "Default": "', v, ';" }'],
        ["connection string: ", v, "\n"],
        ['AZURE_STORAGE_CONNECTION_STRING="', v, '"\n'],
      ]);
    }
    const v = planted("connection_string", uriConnection(rng));
    return rng.pick<Segment[]>([
      ["DATABASE_URL=", v, "\n"],
      ["the worker connects with ", v, " and times out"],
      ["  url: ", v, "\n"],
      ['spring.datasource.url="', v, '"\n'],
    ]);
  },
};
