/** The outbound HTTP of a process: URL checks at creation, guarded sends at delivery. */
import {
  checkOutboundUrl,
  createOutboundClient,
  type LookupFn,
  type OutboundClient,
  urlProblem,
} from "./outbound";

export interface Outbound extends OutboundClient {
  /** Whether --dev lifts the HTTPS and loopback rules. */
  readonly dev: boolean;
  /** Resolves and checks a URL a user gives us; throws UnsafeUrlError with a clear reason. */
  check(url: string): Promise<URL>;
  /** The synchronous part of `check` (scheme, credentials, IP literals): a reason or null. */
  problem(url: string): string | null;
}

export function createOutbound(options: { dev: boolean; lookup?: LookupFn | undefined }): Outbound {
  const settings = { dev: options.dev, ...(options.lookup ? { lookup: options.lookup } : {}) };
  const client = createOutboundClient(settings);
  return {
    dev: options.dev,
    check: (url) => checkOutboundUrl(url, settings),
    problem: (url) => urlProblem(url, options.dev),
    post: (url, body, headers, postOptions) => client.post(url, body, headers, postOptions),
    close: () => client.close(),
  };
}
