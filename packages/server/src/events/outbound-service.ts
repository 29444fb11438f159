/** The outbound HTTP of a process: URL checks at creation, guarded sends at delivery. */
import { ValidationError } from "../http/errors";
import {
  checkOutboundUrl,
  createOutboundClient,
  type LookupFn,
  type OutboundClient,
  UnsafeUrlError,
  urlProblem,
} from "./outbound";

export interface Outbound extends OutboundClient {
  /** Whether --dev lifts the HTTPS and loopback rules. */
  readonly dev: boolean;
  /** Resolves and checks a URL a user gives us; throws UnsafeUrlError with a clear reason. */
  check(url: string): Promise<URL>;
  /**
   * `check` for a URL a request body carries: answers it normalised, or throws 400
   * VALIDATION_ERROR naming `field` (e.g. "url", "config.url") with the reason.
   */
  checkField(url: string, field: string): Promise<string>;
  /** The synchronous part of `check` (scheme, credentials, IP literals): a reason or null. */
  problem(url: string): string | null;
}

export function createOutbound(options: { dev: boolean; lookup?: LookupFn | undefined }): Outbound {
  const settings = { dev: options.dev, ...(options.lookup ? { lookup: options.lookup } : {}) };
  const client = createOutboundClient(settings);
  const check = (url: string) => checkOutboundUrl(url, settings);
  return {
    dev: options.dev,
    check,
    async checkField(url, field) {
      try {
        return (await check(url)).toString();
      } catch (error) {
        if (!(error instanceof UnsafeUrlError)) throw error;
        throw new ValidationError(`Invalid body: ${field}: ${error.message}`, {
          field,
          reason: error.message,
        });
      }
    },
    problem: (url) => urlProblem(url, options.dev),
    post: (url, body, headers, postOptions) => client.post(url, body, headers, postOptions),
    close: () => client.close(),
  };
}
