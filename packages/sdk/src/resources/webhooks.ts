import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  CreatedWebhook,
  DeleteResponse,
  GracefulRotation,
  LegacyWebhook,
  LegacyWebhookCreateParams,
  LegacyWebhookTestResult,
  ReplayedDelivery,
  RotatedWebhookSecret,
  UpdatedWebhook,
  Webhook,
  WebhookCircuitReset,
  WebhookCreateParams,
  WebhookDeliveryListParams,
  WebhookDeliveryPage,
  WebhookMetrics,
  WebhookTestResult,
  WebhookUpdateParams,
} from "../types";

const BASE = "/api/v1/explainer/webhooks";

/**
 * Signed webhooks: events POSTed to your HTTPS endpoint, retried, circuit-broken.
 * Verify deliveries with `parseWebhookEvent` (or `verifyWebhook`).
 * @example
 * const hook = await vigil.webhooks.create({
 *   name: "on-call",
 *   url: "https://example.com/hooks/vigil",
 *   events: ["failure.detected"],
 *   filters: { minSeverity: "error" },
 * });
 * // hook.secret is shown only now: keep it to verify deliveries.
 * await vigil.webhooks.test(hook.id);
 */
export class WebhooksResource extends APIResource {
  /** POST /api/v1/explainer/webhooks: answers the webhook with its secret. */
  create(body: WebhookCreateParams, options?: RequestOptions): Promise<CreatedWebhook> {
    return this.transport.post(BASE, body, options);
  }

  /** GET /api/v1/explainer/webhooks: the company's webhooks, newest first. */
  list(options?: RequestOptions): Promise<Webhook[]> {
    return this.transport.get(BASE, options);
  }

  /** GET /api/v1/explainer/webhooks/{id} */
  get(id: string, options?: RequestOptions): Promise<Webhook> {
    return this.transport.get(path`/api/v1/explainer/webhooks/${id}`, options);
  }

  /** PATCH /api/v1/explainer/webhooks/{id}: name, url, events, filters, isActive. */
  update(id: string, body: WebhookUpdateParams, options?: RequestOptions): Promise<UpdatedWebhook> {
    return this.transport.patch(path`/api/v1/explainer/webhooks/${id}`, body, options);
  }

  /** DELETE /api/v1/explainer/webhooks/{id}: the delivery history goes too. */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/v1/explainer/webhooks/${id}`, options);
  }

  /** POST …/{id}/test: queues a webhook.test delivery (once a minute per webhook). */
  test(id: string, options?: RequestOptions): Promise<WebhookTestResult> {
    return this.transport.post(path`/api/v1/explainer/webhooks/${id}/test`, undefined, options);
  }

  /** POST …/{id}/rotate-secret: a new secret; the old one stops signing at once. */
  rotateSecret(id: string, options?: RequestOptions): Promise<RotatedWebhookSecret> {
    return this.transport.post(
      path`/api/v1/explainer/webhooks/${id}/rotate-secret`,
      undefined,
      options,
    );
  }

  /** POST …/{id}/rotate-secret-graceful: both secrets sign until `gracePeriodUntil`. */
  rotateSecretGracefully(
    id: string,
    body: { gracePeriodHours?: number } = {},
    options?: RequestOptions,
  ): Promise<GracefulRotation> {
    return this.transport.post(
      path`/api/v1/explainer/webhooks/${id}/rotate-secret-graceful`,
      body,
      options,
    );
  }

  /** POST …/{id}/reset-circuit-breaker: held deliveries go now. */
  resetCircuitBreaker(id: string, options?: RequestOptions): Promise<WebhookCircuitReset> {
    return this.transport.post(
      path`/api/v1/explainer/webhooks/${id}/reset-circuit-breaker`,
      undefined,
      options,
    );
  }

  /** GET …/{id}/metrics: counts and success rates (all time, 24 h, 7 d), recent errors. */
  metrics(id: string, options?: RequestOptions): Promise<WebhookMetrics> {
    return this.transport.get(path`/api/v1/explainer/webhooks/${id}/metrics`, options);
  }

  /** GET …/{id}/deliveries: newest first; filter by status; limit ≤ 100. */
  deliveries(
    id: string,
    query: WebhookDeliveryListParams = {},
    options?: RequestOptions,
  ): Promise<WebhookDeliveryPage> {
    return this.transport.get(path`/api/v1/explainer/webhooks/${id}/deliveries`, options, query);
  }

  /** POST …/{id}/deliveries/{deliveryId}/replay: a failed or dead_letter delivery, again. */
  replay(id: string, deliveryId: string, options?: RequestOptions): Promise<ReplayedDelivery> {
    return this.transport.post(
      path`/api/v1/explainer/webhooks/${id}/deliveries/${deliveryId}/replay`,
      undefined,
      options,
    );
  }
}

/**
 * The older webhook variant, still served with `Deprecation: true`.
 * @deprecated Use `vigil.webhooks`.
 */
export class LegacyWebhooksResource extends APIResource {
  /** POST /api/webhooks */
  create(body: LegacyWebhookCreateParams, options?: RequestOptions): Promise<LegacyWebhook> {
    return this.transport.post("/api/webhooks", body, options);
  }

  /** GET /api/webhooks */
  list(options?: RequestOptions): Promise<LegacyWebhook[]> {
    return this.transport.get("/api/webhooks", options);
  }

  /** DELETE /api/webhooks/{id} */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/webhooks/${id}`, options);
  }

  /** POST /api/webhooks/{id}/test: sends now and reports the answer. */
  test(id: string, options?: RequestOptions): Promise<LegacyWebhookTestResult> {
    return this.transport.post(path`/api/webhooks/${id}/test`, undefined, options);
  }
}
