/** The server's release version, reported by the health endpoints and the OpenAPI document. */
export const VERSION = "0.1.0";
