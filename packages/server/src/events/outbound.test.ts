import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  addressKind,
  checkOutboundUrl,
  createGuardedLookup,
  createOutboundClient,
  type LookupFn,
  type OutboundClient,
  UnsafeUrlError,
  urlProblem,
} from "./outbound";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A webhook receiver on an ephemeral port of 127.0.0.1 that records what reaches it. */
async function startReceiver(answer: (res: ServerResponse) => void) {
  const requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] =
    [];
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    requests.push({ method: req.method, url: req.url, headers: req.headers, body });
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, port, requests };
}

function client(options: Parameters<typeof createOutboundClient>[0]): OutboundClient {
  const created = createOutboundClient(options);
  cleanups.push(() => created.close());
  return created;
}

/** A resolver that answers from a table; one entry per call when given a list. */
function fakeLookup(table: Record<string, string | string[]>): LookupFn {
  const calls = new Map<string, number>();
  return async (hostname) => {
    const entry = table[hostname];
    if (entry === undefined) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    const call = calls.get(hostname) ?? 0;
    calls.set(hostname, call + 1);
    const address = Array.isArray(entry) ? (entry[call] ?? entry.at(-1)!) : entry;
    return [{ address, family: address.includes(":") ? 6 : 4 }];
  };
}

const ok = (res: ServerResponse) => res.end("ok");

describe("addressKind", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["10.1.2.3", "private"],
    ["100.64.0.1", "shared"],
    ["100.100.100.200", "metadata"],
    ["127.0.0.2", "loopback"],
    ["169.254.169.254", "metadata"],
    ["169.254.10.1", "link-local"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.1", "documentation"],
    ["192.168.1.1", "private"],
    ["198.19.0.1", "benchmarking"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["224.0.0.251", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["[::1]", "loopback"],
    ["fd12:3456::1", "private"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["fd00:ec2::254", "metadata"],
    ["2001:db8::1", "documentation"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:7f00:1", "loopback"],
    ["::169.254.169.254", "metadata"],
    ["64:ff9b::a00:1", "private"],
    ["2002:c0a8:101::1", "private"],
    ["4000::1", "reserved"],
  ])("classifies %s as %s", (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });

  it.each(["93.184.216.34", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8", "2002:808:808::1"])(
    "answers null for the public address %s",
    (ip) => {
      expect(addressKind(ip)).toBeNull();
    },
  );

  it("answers invalid for a name, so it is never taken for public", () => {
    expect(addressKind("example.com")).toBe("invalid");
  });
});

describe("urlProblem", () => {
  it("refuses http:// without --dev", () => {
    expect(urlProblem("http://hooks.example.com/", false)).toBe(
      "url must use https (http:// is allowed only with --dev)",
    );
  });

  it("refuses schemes other than https and http", () => {
    expect(urlProblem("ftp://hooks.example.com/", true)).toBe(
      "url must use https or http, not ftp",
    );
  });

  it("refuses something that is not an absolute URL", () => {
    expect(urlProblem("/hooks", true)).toBe("url is not a valid absolute URL");
  });

  it("refuses credentials in the URL", () => {
    expect(urlProblem("https://user:pass@hooks.example.com/", false)).toBe(
      "url must not contain credentials (user:pass@)",
    );
  });

  it.each([
    ["https://127.0.0.1/", "url host 127.0.0.1 is a loopback address (allowed only with --dev)"],
    ["https://10.1.2.3/", "url host 10.1.2.3 is a private address"],
    ["https://169.254.169.254/latest", "url host 169.254.169.254 is a link-local/metadata address"],
    ["https://[::1]:8443/", "url host [::1] is a loopback address (allowed only with --dev)"],
    ["https://[::ffff:10.0.0.1]/", "url host [::ffff:a00:1] is a private address"],
    ["https://localhost/", "url host localhost is a loopback address (allowed only with --dev)"],
    ["https://0x7f.1/", "url host 127.0.0.1 is a loopback address (allowed only with --dev)"],
  ])("refuses the literal host of %s without --dev", (url, message) => {
    expect(urlProblem(url, false)).toBe(message);
  });

  it("allows http:// to loopback with --dev", () => {
    expect(urlProblem("http://127.0.0.1:8080/hook", true)).toBeNull();
    expect(urlProblem("http://localhost:8080/hook", true)).toBeNull();
    expect(urlProblem("http://[::1]:8080/hook", true)).toBeNull();
  });

  it("keeps private, link-local and metadata hosts refused with --dev", () => {
    expect(urlProblem("http://192.168.1.10/", true)).toBe(
      "url host 192.168.1.10 is a private address",
    );
    expect(urlProblem("http://[fe80::1]/", true)).toBe(
      "url host [fe80::1] is a link-local address",
    );
    expect(urlProblem("http://100.100.100.200/", true)).toMatch(/metadata address$/);
  });
});

describe("checkOutboundUrl", () => {
  it("refuses a name that resolves to a private address", async () => {
    const lookup = fakeLookup({ "internal.example": "10.0.0.5" });
    await expect(
      checkOutboundUrl("https://internal.example/hook", { dev: false, lookup }),
    ).rejects.toThrow(
      new UnsafeUrlError("private", "url resolves to a private address (10.0.0.5)"),
    );
  });

  it("refuses a name when any one of its addresses is not allowed", async () => {
    const lookup: LookupFn = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "fd00:ec2::254", family: 6 },
    ];
    await expect(checkOutboundUrl("https://mixed.example/", { dev: true, lookup })).rejects.toThrow(
      "url resolves to a link-local/metadata address (fd00:ec2::254)",
    );
  });

  it("refuses a name that does not resolve", async () => {
    await expect(
      checkOutboundUrl("https://nowhere.example/", { dev: false, lookup: fakeLookup({}) }),
    ).rejects.toThrow("url host nowhere.example could not be resolved (ENOTFOUND)");
  });

  it("accepts a name whose addresses are all public", async () => {
    const lookup = fakeLookup({ "hooks.example.com": "93.184.216.34" });
    const url = await checkOutboundUrl("https://hooks.example.com/vigil", { dev: false, lookup });
    expect(url.href).toBe("https://hooks.example.com/vigil");
  });
});

describe("createGuardedLookup", () => {
  const resolve = (lookup: ReturnType<typeof createGuardedLookup>, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((done) =>
      lookup("rebind.test", { all }, (error, address) => done({ error, address })),
    );

  it("fails the connection when a name now resolves to loopback without --dev", async () => {
    const lookup = createGuardedLookup({
      dev: false,
      lookup: fakeLookup({ "rebind.test": "127.0.0.1" }),
    });
    const { error } = await resolve(lookup, true);
    expect(error).toBeInstanceOf(UnsafeUrlError);
    expect(error?.message).toBe(
      "url resolves to a loopback address (127.0.0.1), allowed only with --dev",
    );
  });

  it("answers every address when asked for all, and the first otherwise", async () => {
    const answers = [
      { address: "93.184.216.34", family: 4 as const },
      { address: "2606:2800:220:1::1", family: 6 as const },
    ];
    const lookup = createGuardedLookup({ dev: false, lookup: async () => answers });
    expect(await resolve(lookup, true)).toEqual({ error: null, address: answers });
    expect(await resolve(lookup, false)).toEqual({ error: null, address: "93.184.216.34" });
  });
});

describe("createOutboundClient", () => {
  it("posts to a loopback receiver over http with --dev", async () => {
    const receiver = await startReceiver((res) => {
      res.setHeader("x-receipt", "r1");
      res.end("accepted");
    });
    const res = await client({ dev: true }).post(receiver.url, '{"event":"ping"}', {
      "content-type": "application/json",
    });
    expect(res).toMatchObject({ status: 200, body: "accepted" });
    expect(res.headers["x-receipt"]).toBe("r1");
    expect(res.timeMs).toBeGreaterThanOrEqual(0);
    expect(receiver.requests).toMatchObject([
      { method: "POST", url: "/hook", body: '{"event":"ping"}' },
    ]);
    expect(receiver.requests[0]?.headers["content-type"]).toBe("application/json");
  });

  it("refuses http:// without --dev and sends nothing", async () => {
    const receiver = await startReceiver(ok);
    await expect(client({ dev: false }).post(receiver.url, "{}", {})).rejects.toThrow(
      "url must use https (http:// is allowed only with --dev)",
    );
    expect(receiver.requests).toHaveLength(0);
  });

  it("refuses credentials in the URL and sends nothing", async () => {
    const receiver = await startReceiver(ok);
    const url = `http://user:pass@127.0.0.1:${receiver.port}/hook`;
    await expect(client({ dev: true }).post(url, "{}", {})).rejects.toThrow(UnsafeUrlError);
    expect(receiver.requests).toHaveLength(0);
  });

  it("refuses an IP-literal host, which is never looked up, and sends nothing", async () => {
    const receiver = await startReceiver(ok);
    const url = `http://0.0.0.0:${receiver.port}/hook`; // 0.0.0.0 reaches this host
    await expect(client({ dev: true }).post(url, "{}", {})).rejects.toThrow(
      "url host 0.0.0.0 is an unspecified address",
    );
    expect(receiver.requests).toHaveLength(0);
  });

  it("resolves names with the injected lookup when connecting", async () => {
    const receiver = await startReceiver(ok);
    const lookup = fakeLookup({ "receiver.test": "127.0.0.1" });
    const res = await client({ dev: true, lookup }).post(
      `http://receiver.test:${receiver.port}/hook`,
      "{}",
      {},
    );
    expect(res.status).toBe(200);
    expect(receiver.requests[0]?.headers.host).toBe(`receiver.test:${receiver.port}`);
  });

  it("refuses a name that rebinds to a private address after it was checked", async () => {
    const lookup = fakeLookup({ "rebind.test": ["93.184.216.34", "10.0.0.5"] });
    const url = "http://rebind.test:8080/hook";
    await checkOutboundUrl(url, { dev: true, lookup });
    const delivery = client({ dev: true, lookup }).post(url, "{}", {});
    await expect(delivery).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(delivery).rejects.toThrow("url resolves to a private address (10.0.0.5)");
  });

  it("refuses a name that rebinds to 0.0.0.0, which would reach this host, and sends nothing", async () => {
    const receiver = await startReceiver(ok);
    const lookup = fakeLookup({ "rebind.test": ["93.184.216.34", "0.0.0.0"] });
    const url = `http://rebind.test:${receiver.port}/hook`;
    await checkOutboundUrl(url, { dev: true, lookup });
    await expect(client({ dev: true, lookup }).post(url, "{}", {})).rejects.toThrow(
      "url resolves to an unspecified address (0.0.0.0)",
    );
    expect(receiver.requests).toHaveLength(0);
  });

  it("returns a 302 without following it", async () => {
    const target = await startReceiver(ok);
    const redirector = await startReceiver((res) => {
      res.writeHead(302, { location: target.url }).end();
    });
    const res = await client({ dev: true }).post(redirector.url, "{}", {});
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(target.url);
    expect(target.requests).toHaveLength(0);
  });

  it.each([
    ["the receiver never answers", () => {}],
    ["the response body stalls", (res: ServerResponse) => res.writeHead(200).write("partial")],
  ])("aborts with 'timed out' when %s", async (_, answer) => {
    const receiver = await startReceiver(answer);
    await expect(
      client({ dev: true }).post(receiver.url, "{}", {}, { timeoutMs: 200 }),
    ).rejects.toThrow(`POST to http://127.0.0.1:${receiver.port} timed out after 200 ms`);
  });

  it.each([
    ["maxBodyBytes of a 1 MB response", 1000, 1000],
    ["64 KiB of a 1 MB response by default", undefined, 64 * 1024],
  ])("reads at most %s", async (_, maxBodyBytes, expected) => {
    const receiver = await startReceiver((res) => res.end("x".repeat(1024 * 1024)));
    const res = await client({ dev: true }).post(receiver.url, "{}", {}, { maxBodyBytes });
    expect(res.body).toBe("x".repeat(expected));
  });
});
