import { APIError, Vigil } from "@vigil/sdk";

// crypto.randomUUID exists only in secure contexts; a dashboard opened over plain http on a
// LAN address still needs idempotency keys for its writes.
if (typeof crypto.randomUUID !== "function") {
  Object.defineProperty(crypto, "randomUUID", {
    value: () => {
      const b = crypto.getRandomValues(new Uint8Array(16));
      b[6] = (b[6]! & 0x0f) | 0x40;
      b[8] = (b[8]! & 0x3f) | 0x80;
      const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  });
}

/**
 * The one API client of the dashboard: same origin, so the browser's session cookie
 * authenticates every call (no key is ever kept in the page).
 */
export const vigil = new Vigil({ baseUrl: window.location.origin, maxRetries: 1 });

/** What an error box shows: the server's code and message and the request id to quote. */
export interface ShownError {
  title: string;
  message: string;
  requestId?: string | undefined;
  signedOut: boolean;
}

export function describeError(error: unknown): ShownError {
  if (error instanceof APIError) {
    const signedOut = error.status === 401;
    return {
      title: signedOut ? "You are not signed in" : `${error.code ?? "ERROR"} (${error.status})`,
      message: signedOut
        ? "Run `vigil login-link` on the server and open the link it prints, or sign in again."
        : error.message,
      requestId: error.requestId,
      signedOut,
    };
  }
  return {
    title: "The request failed",
    message: error instanceof Error ? error.message : String(error),
    signedOut: false,
  };
}
