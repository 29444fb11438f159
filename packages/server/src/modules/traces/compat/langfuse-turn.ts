/** What the Langfuse compatibility tests run: a support turn written as a Langfuse user does. */
import { propagateAttributes, startActiveObservation, startObservation } from "@langfuse/tracing";
import type OpenAI from "openai";
import { MODEL } from "../../../testing/genai-world";

/** A support turn as a Langfuse user writes it: an agent observation around a generation. */
export async function supportTurn(openai: OpenAI, question: string): Promise<void> {
  await propagateAttributes(
    {
      traceName: "support-turn",
      userId: "user-42",
      sessionId: "session-7",
      tags: ["beta"],
      metadata: { plan: "pro" },
    },
    () =>
      startActiveObservation(
        "support-agent",
        async (agent) => {
          agent.update({ input: question });
          const messages = [{ role: "user" as const, content: question }];
          const generation = startObservation(
            "chat",
            { model: MODEL, input: messages },
            { asType: "generation" },
          );
          try {
            const completion = await openai.chat.completions.create({ model: MODEL, messages });
            const message = completion.choices[0]!.message;
            generation
              .update({
                output: message,
                usageDetails: {
                  input: completion.usage!.prompt_tokens,
                  output: completion.usage!.completion_tokens,
                },
              })
              .end();
            agent.update({ output: message.content });
          } catch (error) {
            generation.update({ level: "ERROR", statusMessage: (error as Error).message }).end();
          }
        },
        { asType: "agent" },
      ),
  );
}
