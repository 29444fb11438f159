// GenAI events: grouping a span's events, messages from them, the attributes they give up.
import type { Attributes, OtlpEvent } from "../../../otlp/types";
import { assign, type Ctx, isObj, type Obj, parseJsonText, put } from "./attributes";
import { type Message, messageList, systemMessage, toMessage } from "./messages";

const EVENT_ROLES = new Map([
  ["gen_ai.system.message", "system"],
  ["gen_ai.user.message", "user"],
  ["gen_ai.assistant.message", "assistant"],
  ["gen_ai.tool.message", "tool"],
]);

/** The body of an older GenAI event: its attributes, with `gen_ai.event.content` unpacked. */
function eventBody(ctx: Ctx, event: OtlpEvent): Obj {
  const body: Obj = {};
  for (const key of Object.keys(event.attributes)) {
    const value = event.attributes[key]!;
    if (key === "gen_ai.event.content") {
      const parsed = parseJsonText(value);
      if (isObj(parsed)) assign(body, parsed);
      else body.content = parsed;
    } else if (
      (key === "gen_ai.system" || key === "gen_ai.provider.name") &&
      ctx.attrs[key] === value
    ) {
      // the span says the same
    } else put(body, key, value);
  }
  return body;
}

/** Attributes of a consumed event that the record does not hold (null when none). */
export function leftover(
  ctx: Ctx,
  event: OtlpEvent,
  consumed: readonly string[],
): Attributes | null {
  let rest: Attributes | null = null;
  for (const key of Object.keys(event.attributes)) {
    const value = event.attributes[key]!;
    if (consumed.includes(key)) continue;
    if (value === ctx.attrs[key] && (typeof value !== "object" || value === null)) continue;
    rest ??= {};
    put(rest, key, value);
  }
  return rest;
}

export interface EventGroups {
  exception: OtlpEvent | null;
  messages: OtlpEvent[];
  choices: OtlpEvent[];
  prompt: OtlpEvent | null;
  completion: OtlpEvent | null;
  details: OtlpEvent | null;
  results: OtlpEvent[];
}

export function groupEvents(events: readonly OtlpEvent[]): EventGroups {
  const groups: EventGroups = {
    exception: null,
    messages: [],
    choices: [],
    prompt: null,
    completion: null,
    details: null,
    results: [],
  };
  for (const event of events) {
    const { name } = event;
    if (name === "exception") groups.exception ??= event;
    else if (EVENT_ROLES.has(name)) groups.messages.push(event);
    else if (name === "gen_ai.choice") groups.choices.push(event);
    else if (name === "gen_ai.content.prompt") groups.prompt ??= event;
    else if (name === "gen_ai.content.completion") groups.completion ??= event;
    else if (name === "gen_ai.client.inference.operation.details") groups.details ??= event;
    else if (name === "db.query.result" || name === "db.search.result") groups.results.push(event);
  }
  return groups;
}

export function takeEvent(ctx: Ctx, event: OtlpEvent, keys: true | readonly string[]): void {
  const before = ctx.taken.get(event);
  if (before === true) return;
  ctx.taken.set(event, keys === true ? true : [...(before ?? []), ...keys]);
}

export function detailsMessages(
  ctx: Ctx,
  event: OtlpEvent | null,
  side: "input" | "output",
): Message[] | null {
  if (!event) return null;
  const key = side === "input" ? "gen_ai.input.messages" : "gen_ai.output.messages";
  const messages = messageList(event.attributes[key], side === "input" ? "user" : "assistant");
  if (!messages) return null;
  const system =
    side === "input" ? systemMessage(event.attributes["gen_ai.system_instructions"]) : null;
  takeEvent(ctx, event, system ? [key, "gen_ai.system_instructions"] : [key]);
  return system ? [system, ...messages] : messages;
}

export function eventMessages(
  ctx: Ctx,
  events: readonly OtlpEvent[],
  choice: boolean,
): Message[] | null {
  if (events.length === 0) return null;
  return events.map((event) => {
    takeEvent(ctx, event, true);
    const body = eventBody(ctx, event);
    if (!choice) return toMessage(body, EVENT_ROLES.get(event.name)!)!;
    const { message, ...rest } = body;
    return toMessage(isObj(message) ? { ...rest, ...message } : body, "assistant")!;
  });
}

export function contentEvent(
  ctx: Ctx,
  event: OtlpEvent | null,
  key: string,
  role: string,
): unknown {
  const value = event?.attributes[key];
  if (!event || value === undefined) return null;
  takeEvent(ctx, event, [key]);
  return messageList(value, role) ?? parseJsonText(value);
}
