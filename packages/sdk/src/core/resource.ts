import type { Transport } from "./transport";

/** A namespace of endpoints (`vigil.agents`, `vigil.apiKeys`, …) over the shared transport. */
export abstract class APIResource {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }
}
