import { asText } from "../../format";

interface Message {
  role: string;
  content?: unknown;
  [key: string]: unknown;
}

/** A message list as the GenAI conventions and OpenInference send them: `[{role, content}]`. */
export function asMessages(value: unknown): Message[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const all = value.every(
    (item) =>
      typeof item === "object" && item !== null && typeof (item as Message).role === "string",
  );
  return all ? (value as Message[]) : null;
}

/** Text parts joined; other parts (tool calls, images) shown as JSON. */
function contentText(content: unknown): string {
  if (content === undefined || content === null) return "";
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => {
        if (typeof part === "string") return part;
        const p = part as { type?: string; content?: unknown; text?: unknown };
        if (typeof p.content === "string") return p.content;
        if (typeof p.text === "string") return p.text;
        return asText(part);
      })
      .join("\n");
  }
  return asText(content);
}

export function Conversation({ messages, label }: { messages: Message[]; label: string }) {
  return (
    <ol
      className="conversation"
      aria-label={label}
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {messages.map((message, index) => {
        const { role, content, ...rest } = message;
        const extra = Object.keys(rest).length > 0;
        return (
          // Messages have no ids; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a message list never reorders
          <li key={index} className={`message ${role}`}>
            <div className="role">{role}</div>
            <pre>{contentText(content)}</pre>
            {extra && (
              <details>
                <summary>Details</summary>
                <pre>{asText(rest)}</pre>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
