import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The server package's own test issuer: a real oidc-provider with its development login pages.
import { type OidcIssuer, startOidcIssuer } from "../../../server/src/testing/oidc-issuer";
import { eventually } from "./eventually";
import { type Dashboard, hasChromium, startDashboard } from "./harness";

/** A port nobody listens on now, so the issuer can name the callback before Vigil starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.skipIf(!hasChromium)("single sign-on in Chromium", () => {
  let issuer: OidcIssuer;
  let dash: Dashboard;

  beforeAll(async () => {
    const port = await freePort();
    issuer = await startOidcIssuer(`http://127.0.0.1:${port}/login/callback`, {
      ada: { name: "Ada", email: "ada@example.com", vigil_company: "acme", vigil_role: "admin" },
    });
    dash = await startDashboard({
      port,
      env: {
        VIGIL_OIDC_ISSUER: issuer.issuer,
        VIGIL_OIDC_CLIENT_ID: issuer.clientId,
        VIGIL_OIDC_CLIENT_SECRET: issuer.clientSecret,
      },
    });
  });

  afterAll(async () => {
    await dash?.close();
    await issuer?.close();
  });

  it("signs in through the provider's pages from the button, and back to the page asked for", async () => {
    const context = await dash.browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto(`${dash.url}/agents`);
    await page.getByRole("heading", { name: "Sign in to Vigil" }).waitFor();
    await page.getByRole("link", { name: "Sign in with single sign-on" }).click();

    // The provider's own login and consent pages, as a person fills them in.
    await page.waitForURL((url) => url.origin === issuer.issuer);
    await page.locator('input[name="login"]').fill("ada");
    await page.locator('input[name="password"]').fill("any password");
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(
      (url) => url.origin !== issuer.issuer || url.pathname.includes("interaction"),
    );
    if (new URL(page.url()).origin === issuer.issuer) {
      await page.locator('button[type="submit"]').click();
    }

    await page.waitForURL((url) => url.origin === dash.url && url.pathname === "/agents");
    await eventually(() => page.locator(".who").textContent()).toContain("acme · admin");
    const session = (await context.cookies()).find((c) => c.name === "session");
    expect(session?.httpOnly).toBe(true);
    await context.close();
  });
});
