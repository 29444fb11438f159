import { describe, expect, it } from "vitest";
import { at, envRef, pii } from "../test-support/spans";

const JWT =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

describe("jwt", () => {
  it("finds a JWT with a decodable header", () => {
    const text = `token=${JWT};`;
    expect(pii(text, "jwt")).toEqual([at(text, JWT, "jwt")]);
  });

  it("reports a JWT after Bearer as jwt, without the prefix", () => {
    const text = `Authorization: Bearer ${JWT}`;
    expect(pii(text, "jwt", "bearer_token")).toEqual([at(text, JWT, "jwt")]);
  });

  it("rejects three segments whose header is not JSON", () => {
    expect(pii("eyJub3QganNvbg.eyJzdWIiOiIxIn0.abc", "jwt")).toEqual([]);
  });
});

describe("bearer_token", () => {
  it("reports the opaque token only", () => {
    const text = "Authorization: Bearer 9f8e7d6c5b4a39281706f5e4d3c2b1a0.";
    expect(pii(text, "bearer_token")).toEqual([
      at(text, "9f8e7d6c5b4a39281706f5e4d3c2b1a0", "bearer_token"),
    ]);
  });

  it.each([
    ["Bearer $TOKEN"],
    ["Bearer <token>"],
    [`Bearer ${envRef("API_TOKEN")}`],
    ["Bearer YOUR_TOKEN_HERE"],
    ["bearer tokens expire"],
  ])("does not report %s", (text) => {
    expect(pii(text, "bearer_token")).toEqual([]);
  });
});

describe("basic_auth", () => {
  it("reports the credential after Basic", () => {
    const text = "Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l";
    expect(pii(text, "basic_auth")).toEqual([at(text, "YWxhZGRpbjpvcGVuc2VzYW1l", "basic_auth")]);
  });

  it("does not report Basic followed by something that is not user:pass", () => {
    expect(pii("Basic authentication and Basic aGVsbG8gd29ybGQ=", "basic_auth")).toEqual([]);
  });

  it("reports the pair of curl -u", () => {
    const text = "curl -u admin:S3cret! https://api.example.com";
    expect(pii(text, "basic_auth")).toEqual([at(text, "admin:S3cret!", "basic_auth")]);
  });

  it("does not report -u of other commands or a placeholder password", () => {
    expect(pii("mysql -u root:x1 -p; curl -u admin:$PASSWORD https://x", "basic_auth")).toEqual([]);
  });

  it("reports the userinfo of an http(s) URL", () => {
    const text = "see https://bob:pa55w0rd@example.com/path";
    expect(pii(text, "basic_auth", "email")).toEqual([at(text, "bob:pa55w0rd", "basic_auth")]);
  });
});

describe("private_key", () => {
  const body = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0";
  const pem = `-----BEGIN RSA PRIVATE KEY-----\n${body}\n-----END RSA PRIVATE KEY-----`;

  it("reports the whole PEM block", () => {
    const text = `key:\n${pem}\nend`;
    expect(pii(text, "private_key")).toEqual([at(text, pem, "private_key")]);
  });

  it("reports a JSON-escaped PEM block", () => {
    const escaped = JSON.stringify(
      `-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----\n`,
    );
    const inner = escaped.slice(1, escaped.lastIndexOf("-----") + 5);
    const text = `{"private_key": ${escaped}}`;
    expect(pii(text, "private_key")).toEqual([at(text, inner, "private_key")]);
  });

  it("reports a truncated key from its header through the base64 body", () => {
    const text = `-----BEGIN OPENSSH PRIVATE KEY-----\n${body}${body}`;
    expect(pii(text, "private_key")).toEqual([["private_key", 0, text.length]]);
  });

  it("reports a truncated encrypted key with its Proc-Type and DEK-Info headers", () => {
    const key = `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,D84E6AEF2BC7DA4BE9CE230439388E72\n\n${body}\n${body}`;
    const text = `the key starts like this:\n${key}\n(rest cut off)`;
    expect(pii(text, "private_key")).toEqual([at(text, key, "private_key")]);
    const escaped = JSON.stringify(key).slice(1, -1);
    const json = `{"key": "${escaped}\\n(rest cut off)"}`;
    expect(pii(json, "private_key")).toEqual([at(json, escaped, "private_key")]);
  });

  it("does not take header lines alone for a truncated key", () => {
    const text =
      "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,D84E\n(cut)";
    expect(pii(text, "private_key")).toEqual([]);
  });

  it("does not report public keys, certificates or placeholder bodies", () => {
    const text = [
      `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`,
      `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`,
      "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
    ].join("\n");
    expect(pii(text, "private_key")).toEqual([]);
  });
});

describe("password", () => {
  it.each([
    ["password: hunter2!", "hunter2!"],
    ["my password is Tr0ub4dor&3.", "Tr0ub4dor&3"],
    ["DB_PASSWORD=s3cret", "s3cret"],
    ["PGPASSWORD=postgres123 psql", "postgres123"],
    ['{"password": "correct horse"}', "correct horse"],
    ["pwd=abc", "abc"],
    ['\\"dbPassword\\": \\"Xy9!q\\"', "Xy9!q"],
    // markdown-emphasised keys and code-quoted values (held-out class)
    ["- **password**: `loOtwN#3YKB7F7cH`", "loOtwN#3YKB7F7cH"],
    ["**Password:** UPcAAtgh#3s%$6r", "UPcAAtgh#3s%$6r"],
    ["*db_password*: `Xy9!q2zz`", "Xy9!q2zz"],
  ])("reports the value in %s", (text, value) => {
    expect(pii(text, "password")).toEqual([at(text, value, "password")]);
  });

  it.each([
    ["your password is incorrect"],
    ["Reset password: click the link"],
    ["password: ********"],
    ["**password**: ********"],
    ["**Password:** (ask the on-call)"],
    [`DB_PASSWORD=${envRef("DB_PASSWORD")}`],
    ["password_hash=2b12a9f"],
    ["bypass=abc123"],
    ["password=args.password"],
    ["passport number A1234567"],
  ])("does not report %s", (text) => {
    expect(pii(text, "password")).toEqual([]);
  });

  it.each([
    ["pass=149 fail=3 skip=9"],
    ["Vitals stable, no known allergies. pass=230 fail=3 skip=5"],
    ["pass=12, fail=0, errors=0, total=12"],
    ["pass: 230 failed: 2 skipped: 1"],
    ["PASS=88 FAIL=0"],
    ["fail=0 skip=2 pass=97"],
    ['{"pass": 41, "fail": 0, "skip": 3}'],
    ["pass 12 / fail 0"],
    ["passed: 230, failed: 2"],
    ["results: pass=57 (3 failures)"],
  ])("does not report a test-summary count under a pass key: %s", (text) => {
    expect(pii(text, "password")).toEqual([]);
  });

  it.each([
    ["pass=Tr0ub4dor&3", "Tr0ub4dor&3"],
    ["pass: hunter2!", "hunter2!"],
    ["pass=4821", "4821"],
    ["db pass: 4821 for the replica", "4821"],
    ["pass=Tr0ub4dor&3 fail=0", "Tr0ub4dor&3"],
    ["DB_PASS=40213 fail=3", "40213"],
  ])("keeps reporting a pass value that is not a test count: %s", (text, value) => {
    expect(pii(text, "password")).toEqual([at(text, value, "password")]);
  });
});

describe("aws_key", () => {
  it("reports an access key id", () => {
    expect(pii("id AKIAIZWDIAEQ3KDFYSPS ok", "aws_key")).toEqual([["aws_key", 3, 23]]);
  });

  it("reports a secret access key assigned to an AWS name", () => {
    const secret = "f6xuI5aHUQPFeNBTxaQWk8JzFalHlsZfYcMMDktX";
    const text = `aws_secret_access_key = ${secret}`;
    expect(pii(text, "aws_key")).toEqual([at(text, secret, "aws_key")]);
  });

  it("does not report the AWS documentation example keys", () => {
    const text =
      "AKIAIOSFODNN7EXAMPLE aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
    expect(pii(text, "aws_key")).toEqual([]);
  });
});

describe("connection_string", () => {
  it("reports a URI with credentials as one connection_string (outer thing wins)", () => {
    const uri = "postgres://admin:Sup3rS3cret@10.0.0.5:5432/app";
    const text = `DATABASE_URL=${uri}.`;
    expect(pii(text)).toEqual([at(text, uri, "connection_string")]);
  });

  it("reports a mongodb+srv URI with query string", () => {
    const uri = "mongodb+srv://app:S3cretPass@cluster0.abc.mongodb.net/db?retryWrites=true";
    const text = `uri: ${uri}`;
    expect(pii(text, "connection_string")).toEqual([at(text, uri, "connection_string")]);
  });

  it("reports a JDBC URI with a password parameter", () => {
    const uri = "jdbc:postgresql://db:5432/app?user=app&password=Pa55word";
    const text = `url=${uri}`;
    expect(pii(text, "connection_string")).toEqual([at(text, uri, "connection_string")]);
  });

  it("reports an ADO.NET string without the trailing separator", () => {
    const ado =
      "Server=tcp:db.windows.net,1433;Initial Catalog=mydb;User ID=admin;Password=P@ssw0rd123;Encrypt=True";
    const text = `conn: ${ado};`;
    expect(pii(text)).toEqual([at(text, ado, "connection_string")]);
  });

  it("reports an Azure storage connection string", () => {
    const azure =
      "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;EndpointSuffix=core.windows.net";
    expect(pii(azure, "connection_string")).toEqual([["connection_string", 0, azure.length]]);
  });

  it("does not report URIs without credentials or with placeholder passwords", () => {
    const text = `postgres://localhost:5432/app redis://:${envRef("REDIS_PASSWORD")}@cache:6379 mysql://u:<password>@h/db`;
    expect(pii(text, "connection_string")).toEqual([]);
  });
});

describe("ADO.NET strings with multi-word keys", () => {
  it("covers the whole Azure SQL string from Server=", () => {
    const ado =
      "Server=tcp:x.database.windows.net,1433;Initial Catalog=y;Persist Security Info=False;User ID=u;Password=p4ssW0rd;MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30";
    for (const text of [`connection string: ${ado}`, `"Default": "${ado};" }`, `CONN="${ado}"`]) {
      expect(pii(text, "connection_string")).toEqual([at(text, ado, "connection_string")]);
    }
  });

  it("starts at the string's first own key when a key names the whole string (held-out class)", () => {
    const ado = "Server=db-3.internal;Database=Claims;User Id=app;Password=mIFGNSV8zdDO8C72";
    for (const text of [
      `dsn=${ado}`,
      `DATABASE_URL=${ado}`,
      `ERROR could not connect dsn = ${ado}`,
    ]) {
      expect(pii(text, "connection_string")).toEqual([at(text, ado, "connection_string")]);
    }
  });

  it("keeps a first key whose value ends in base64 padding", () => {
    const azure = "AccountKey=Ab9xQ2==;AccountName=acct;DefaultEndpointsProtocol=https";
    expect(pii(azure, "connection_string")).toEqual([["connection_string", 0, azure.length]]);
  });
});
