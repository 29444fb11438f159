// The README tour with the SDK. Run: VIGIL_API_KEY=vgl_… node examples/quickstart/index.mjs
import { NotFoundError, Vigil } from "@vigil/sdk";

const vigil = new Vigil({
  baseUrl: process.env.VIGIL_BASE_URL ?? "http://127.0.0.1:4318",
  apiKey: process.env.VIGIL_API_KEY,
});

const agent = await vigil.agents.create({ name: "Support bot", industry: "support" });
const again = await vigil.agents.get(agent.id);
console.log(again.name, again.metrics.totalTraces);

for await (const a of vigil.agents.list({ limit: 50 })) console.log(a.id, a.name);

try {
  await vigil.agents.get("agent_does_not_exist");
} catch (error) {
  if (error instanceof NotFoundError) console.log("not found:", error.code, error.requestId);
  else throw error;
}
