import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiKeys, loadConfig, startServer } from "../../../server/src/index";
import { Vigil } from "../client";
import type { ClientOptions } from "../core/transport";

type KeyOptions = Parameters<typeof apiKeys.create>[1];

export interface TestServer {
  url: string;
  /** Creates a key straight in the database (tier unlimited unless given). */
  createKey(options?: KeyOptions): Promise<{ key: string; id: string }>;
  /** A client for this server, with a new key of its own company unless one is given. */
  client(options?: Partial<ClientOptions>): Promise<Vigil>;
  close(): Promise<void>;
}

let companies = 0;

/** A real Vigil server on 127.0.0.1 with an ephemeral port and a temporary data dir. */
export async function startTestServer(
  config: Parameters<typeof loadConfig>[0] = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "vigil-sdk-"));
  const server = await startServer(
    loadConfig({ port: 0, host: "127.0.0.1", dataDir, logLevel: "silent", ...config }, {}),
  );
  const ctx = { database: server.deps.database, clock: server.deps.clock };
  const createKey = async (options: KeyOptions = {}) => {
    const { key, record } = await apiKeys.create(ctx, { tier: "unlimited", ...options });
    return { key, id: record.id };
  };
  return {
    url: server.url,
    createKey,
    async client(options = {}) {
      const apiKey =
        options.apiKey ?? (await createKey({ companyId: `company-${++companies}` })).key;
      return new Vigil({ baseUrl: server.url, ...options, apiKey });
    },
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
