import fc from "fast-check";
import type { ContentPart, GraphEvent, GraphEventType, RelayDecision } from "../src/index.js";

// Pools are small on purpose: ids, runs and parents collide often, including ids the reducer
// derives (`r1:user`, `a:result`, `r1:usage:1`) and ids the session builder uses (`r0.text`).
export const RUN_IDS = ["r0", "r1", "r2", "r3"] as const;
export const NODE_IDS = [
  "a",
  "b",
  "c",
  "r1",
  "r1:user",
  "u1:user",
  "r2:harness_start",
  "r1:usage:1",
  "a:result",
  "r3:error",
  "r0.text",
  "r0.call0",
] as const;
export const PARENT_IDS = [...NODE_IDS, "r1:harness_start", "u0:user", "b:result", "nowhere"];

/** Every event type, in the order of DESIGN.md. */
export const EVENT_TYPES: readonly GraphEventType[] = [
  "text",
  "reasoning",
  "tool_call",
  "tool_result",
  "tool_progress",
  "relay",
  "relay_resolved",
  "harness_start",
  "harness_end",
  "error",
  "usage",
  "connected",
  "user",
  "summary",
  "discard",
];

/** The fields each event type knows (DESIGN.md "Events" and seed 001), `type` excluded. */
export const EVENT_FIELDS: { readonly [T in GraphEventType]: readonly string[] } = {
  text: ["id", "runId", "agentId", "parentId", "seq", "content"],
  reasoning: ["id", "runId", "agentId", "parentId", "seq", "content"],
  tool_call: ["id", "runId", "agentId", "parentId", "seq", "name", "input", "partial"],
  tool_result: ["id", "runId", "agentId", "parentId", "seq", "name", "output"],
  tool_progress: ["id", "runId", "agentId", "parentId", "seq", "toolCallId", "name", "content"],
  relay: ["kind", "id", "runId", "agentId", "parentId", "seq", "toolCallId", "tool", "params"],
  relay_resolved: ["relayId", "decision", "runId", "seq"],
  harness_start: ["runId", "agentId", "parentId", "seq"],
  harness_end: ["runId", "agentId", "parentId", "totalUsage", "seq"],
  error: ["runId", "agentId", "parentId", "seq", "message", "code"],
  usage: ["runId", "agentId", "parentId", "seq", "inputTokens", "outputTokens"],
  connected: ["seq"],
  user: ["runId", "parentId", "content", "seq"],
  summary: ["id", "runId", "agentId", "parentId", "seq", "content", "covers"],
  discard: ["runId", "ids", "reason", "seq"],
};

/** The fields each event type requires, `type` excluded. */
export const REQUIRED_FIELDS: { readonly [T in GraphEventType]: readonly string[] } = {
  text: ["id", "runId", "content"],
  reasoning: ["id", "runId", "content"],
  tool_call: ["id", "runId", "name", "input"],
  tool_result: ["id", "runId", "name", "output"],
  tool_progress: ["id", "runId", "toolCallId", "name", "content"],
  relay: ["kind", "id", "runId", "toolCallId", "tool", "params"],
  relay_resolved: ["relayId", "decision"],
  harness_start: ["runId", "agentId"],
  harness_end: ["runId", "agentId"],
  error: ["runId", "message"],
  usage: ["runId", "inputTokens", "outputTokens"],
  connected: [],
  user: ["runId", "content"],
  summary: ["id", "runId", "content", "covers"],
  discard: ["runId", "ids"],
};

const runId = fc.constantFrom(...RUN_IDS);
const nodeId = fc.constantFrom(...NODE_IDS);
const parentId = fc.constantFrom(...PARENT_IDS);
const agentId = fc.constantFrom("main", "helper");
const toolName = fc.constantFrom("bash", "read_file", "agent", "exec");
const shortText = fc.string({ maxLength: 6 });
const tokens = fc.nat({ max: 5000 });
const decision = fc.constantFrom<RelayDecision>("allow", "allow_always", "deny");

/** JSON data as it comes out of `JSON.parse` (no `-0`, no `undefined`). */
export const jsonValue: fc.Arbitrary<unknown> = fc
  .jsonValue({ maxDepth: 2 })
  .map((value) => JSON.parse(JSON.stringify(value)));

const userContent: fc.Arbitrary<string | ContentPart[]> = fc.oneof(
  shortText,
  fc.array(
    fc.record(
      { type: fc.constantFrom("text", "image"), text: shortText },
      { noNullPrototype: true },
    ),
    {
      minLength: 1,
      maxLength: 2,
    },
  ),
);

function eventOf(
  type: GraphEventType,
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<GraphEvent> {
  const model: Record<string, fc.Arbitrary<unknown>> = { type: fc.constant(type), ...fields };
  const requiredKeys = ["type", ...REQUIRED_FIELDS[type]];
  return fc
    .record(model, { requiredKeys, noNullPrototype: true })
    .map((event) => event as unknown as GraphEvent);
}

const inRun = { runId, agentId, parentId };

/** One valid event of each type, every id drawn from the small pools. */
export const eventsByType: { readonly [T in GraphEventType]: fc.Arbitrary<GraphEvent> } = {
  text: eventOf("text", { id: nodeId, ...inRun, content: shortText }),
  reasoning: eventOf("reasoning", { id: nodeId, ...inRun, content: shortText }),
  tool_call: eventOf("tool_call", {
    id: nodeId,
    ...inRun,
    name: toolName,
    input: jsonValue,
    partial: fc.boolean(),
  }),
  tool_result: eventOf("tool_result", { id: nodeId, ...inRun, name: toolName, output: jsonValue }),
  tool_progress: eventOf("tool_progress", {
    id: nodeId,
    ...inRun,
    toolCallId: nodeId,
    name: toolName,
    content: jsonValue,
  }),
  relay: eventOf("relay", {
    kind: fc.constant("permission"),
    id: nodeId,
    ...inRun,
    toolCallId: nodeId,
    tool: toolName,
    params: fc
      .dictionary(fc.string({ maxLength: 4 }), jsonValue, { maxKeys: 2 })
      .map((params) => JSON.parse(JSON.stringify(params))),
  }),
  relay_resolved: eventOf("relay_resolved", { relayId: nodeId, decision, runId }),
  harness_start: eventOf("harness_start", { runId, agentId, parentId }),
  harness_end: eventOf("harness_end", {
    runId,
    agentId,
    parentId,
    totalUsage: fc.record({ inputTokens: tokens, outputTokens: tokens }, { noNullPrototype: true }),
  }),
  error: eventOf("error", { ...inRun, message: shortText, code: shortText }),
  usage: eventOf("usage", { ...inRun, inputTokens: tokens, outputTokens: tokens }),
  connected: eventOf("connected", {}),
  user: eventOf("user", { runId, parentId, content: userContent }),
  summary: eventOf("summary", {
    id: nodeId,
    ...inRun,
    content: shortText,
    covers: fc.array(nodeId, { maxLength: 3 }),
  }),
  discard: eventOf("discard", {
    runId,
    ids: fc.array(nodeId, { maxLength: 3 }),
    reason: fc.constantFrom("reset-step", "edited"),
  }),
};

/** Any valid event, ids from the small pools, no `seq`. */
export const pooledEvent: fc.Arbitrary<GraphEvent> = fc.oneof(
  ...EVENT_TYPES.map((type) => eventsByType[type]),
);

/** Any valid event from the pools, sometimes with a small `seq` (so replays and gaps happen). */
export const pooledEventWithSeq: fc.Arbitrary<GraphEvent> = fc
  .tuple(pooledEvent, fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined, freq: 3 }))
  .map(([event, seq]) => (seq === undefined ? event : { ...event, seq }));

interface RunPlan {
  readonly reasoning: readonly string[];
  readonly text: readonly string[];
  readonly tools: readonly ToolPlan[];
  /** What a retried step discards after the tools: the first call (with its request), or the text. */
  readonly discard: "none" | "call" | "text";
  readonly closing: readonly string[];
  readonly usage: number;
  readonly outcome: "end" | "error" | "open";
}

interface ToolPlan {
  readonly name: string;
  readonly partialInputs: readonly unknown[];
  readonly input: unknown;
  readonly progress: readonly unknown[];
  readonly relay: RelayDecision | "pending" | "none";
  readonly subagent: RunPlan | undefined;
  /** `undefined`: the call is never answered. */
  readonly output: unknown;
}

function runPlan(depth: number): fc.Arbitrary<RunPlan> {
  return fc.record({
    reasoning: fc.array(shortText, { maxLength: 3 }),
    text: fc.array(shortText, { maxLength: 4 }),
    tools: fc.array(toolPlan(depth), { maxLength: 2 }),
    discard: fc.constantFrom("none", "none", "none", "call", "text"),
    closing: fc.array(shortText, { maxLength: 2 }),
    usage: fc.nat({ max: 2 }),
    outcome: fc.constantFrom("end", "end", "error", "open"),
  });
}

function toolPlan(depth: number): fc.Arbitrary<ToolPlan> {
  const subagent: fc.Arbitrary<RunPlan | undefined> =
    depth > 0
      ? fc.oneof(
          { weight: 2, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: runPlan(depth - 1) },
        )
      : fc.constant(undefined);
  return fc.record({
    name: toolName,
    partialInputs: fc.array(jsonValue, { maxLength: 2 }),
    input: jsonValue,
    progress: fc.array(jsonValue, { maxLength: 2 }),
    relay: fc.constantFrom("none", "none", "pending", "allow", "allow_always", "deny"),
    subagent,
    output: fc.option(jsonValue, { nil: undefined, freq: 5 }),
  });
}

/** Emits one run's events and returns the id of the run's last node. */
function emitRun(
  plan: RunPlan,
  run: string,
  agent: string,
  parent: string | undefined,
  out: GraphEvent[],
): string {
  const base = { runId: run, agentId: agent };
  out.push({ type: "harness_start", ...base, ...(parent !== undefined && { parentId: parent }) });
  let last = `${run}:harness_start`;
  for (const content of plan.reasoning) {
    out.push({ type: "reasoning", id: `${run}.think`, ...base, content });
    last = `${run}.think`;
  }
  for (const content of plan.text) {
    out.push({ type: "text", id: `${run}.text`, ...base, content });
    last = `${run}.text`;
  }
  plan.tools.forEach((tool, index) => {
    const id = `${run}.call${index}`;
    for (const input of tool.partialInputs) {
      out.push({ type: "tool_call", id, ...base, name: tool.name, input, partial: true });
    }
    out.push({ type: "tool_call", id, ...base, name: tool.name, input: tool.input });
    last = id;
    if (tool.relay !== "none") {
      const params = { input: tool.input };
      out.push({
        type: "relay",
        kind: "permission",
        id: `${id}.ask`,
        ...base,
        toolCallId: id,
        tool: tool.name,
        params,
      });
      last = `${id}.ask`;
      if (tool.relay !== "pending")
        out.push({ type: "relay_resolved", relayId: `${id}.ask`, decision: tool.relay });
    }
    tool.progress.forEach((content, step) => {
      out.push({
        type: "tool_progress",
        id: `${id}.progress${step}`,
        ...base,
        toolCallId: id,
        name: tool.name,
        content,
      });
      last = `${id}.progress${step}`;
    });
    if (tool.subagent) emitRun(tool.subagent, `${id}.sub`, "helper", id, out);
    if (tool.output !== undefined) {
      out.push({ type: "tool_result", id, ...base, name: tool.name, output: tool.output });
      last = `${id}:result`;
    }
  });
  const firstTool = plan.tools[0];
  if (plan.discard === "call" && firstTool) {
    const ids = [`${run}.call0`, ...(firstTool.relay === "none" ? [] : [`${run}.call0.ask`])];
    out.push({ type: "discard", runId: run, ids, reason: "reset-step" });
  } else if (plan.discard === "text" && plan.text.length > 0) {
    out.push({ type: "discard", runId: run, ids: [`${run}.text`], reason: "reset-step" });
  }
  for (const content of plan.closing) {
    out.push({ type: "text", id: `${run}.closing`, ...base, content });
    last = `${run}.closing`;
  }
  for (let count = 1; count <= plan.usage; count++) {
    out.push({ type: "usage", ...base, inputTokens: 100 * count, outputTokens: 10 * count });
    last = `${run}:usage:${count}`;
  }
  if (plan.outcome === "error") {
    out.push({ type: "error", ...base, message: "model overloaded", code: "overloaded" });
    last = `${run}:error`;
  }
  if (plan.outcome !== "open") {
    out.push({ type: "harness_end", ...base, totalUsage: { inputTokens: 100, outputTokens: 10 } });
    last = `${run}:harness_end`;
  }
  return last;
}

/**
 * A realistic agent session in arrival order: turns of a user message (`u<n>`) and an
 * assistant run (`r<n>`) with streamed reasoning and text, partial then full tool calls,
 * permission relays and their decisions, tool progress, subagent runs nested in tool calls
 * (two levels deep), results, discards of a retried step, usage, errors, run ends and summaries.
 */
export const agentSession: fc.Arbitrary<GraphEvent[]> = fc
  .array(fc.record({ user: userContent, run: runPlan(2), summary: fc.boolean() }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((turns) => {
    const out: GraphEvent[] = [];
    let previous: string | undefined;
    turns.forEach((turn, index) => {
      out.push({
        type: "user",
        runId: `u${index}`,
        ...(previous !== undefined && { parentId: previous }),
        content: turn.user,
      });
      previous = emitRun(turn.run, `r${index}`, "main", `u${index}:user`, out);
      if (turn.summary) {
        const covers = [`u${index}:user`, `r${index}.text`];
        out.push({
          type: "summary",
          id: `s${index}`,
          runId: "summaries",
          content: "so far",
          covers,
        });
      }
    });
    return out;
  });

/** The id and run of the node an event of a session makes, when it can be discarded alone. */
function discardable(event: GraphEvent): { id: string; runId: string } | undefined {
  switch (event.type) {
    case "text":
    case "reasoning":
    case "tool_call":
    case "tool_progress":
    case "relay":
    case "summary":
      return { id: event.id, runId: event.runId };
    case "tool_result":
      return { id: `${event.id}:result`, runId: event.runId };
    default:
      return undefined;
  }
}

/**
 * A session that arrived badly: events moved (children before their parents, chunks out of
 * order), repeated, mixed with pooled events whose ids collide with the session's, and
 * discards of its nodes inserted anywhere.
 */
export const messySession: fc.Arbitrary<GraphEvent[]> = fc
  .tuple(
    agentSession,
    fc.array(fc.record({ repeat: fc.boolean(), from: fc.nat(), to: fc.nat() }), { maxLength: 5 }),
    fc.array(fc.tuple(fc.nat(), pooledEventWithSeq), { maxLength: 6 }),
    fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 2 }),
  )
  .map(([session, moves, extras, discards]) => {
    const events = [...session];
    for (const [which, at] of discards) {
      const node = discardable(session[which % session.length] as GraphEvent);
      if (!node) continue;
      const discard: GraphEvent = { type: "discard", runId: node.runId, ids: [node.id] };
      events.splice(at % (events.length + 1), 0, discard);
    }
    for (const { repeat, from, to } of moves) {
      const event = events[from % events.length] as GraphEvent;
      if (!repeat) events.splice(from % events.length, 1);
      events.splice(to % (events.length + 1), 0, event);
    }
    for (const [at, event] of extras) events.splice(at % (events.length + 1), 0, event);
    return events;
  });

type Break = { readonly field: string; readonly value: unknown; readonly path: string };

const MISSING = Symbol("missing");
const at = (field: string, value: unknown, path = field): Break => ({ field, value, path });
const each = (field: string, values: readonly unknown[]): Break[] =>
  values.map((value) => at(field, value));

function breaksOf(type: GraphEventType, field: string): Break[] {
  const missing = REQUIRED_FIELDS[type].includes(field) ? [at(field, MISSING)] : [];
  switch (field) {
    case "id":
    case "runId":
    case "agentId":
    case "parentId":
    case "name":
    case "toolCallId":
    case "tool":
    case "relayId":
      return [...missing, ...each(field, ["", 0, null, false, ["a"], {}])];
    case "message":
    case "code":
      return [...missing, ...each(field, [0, null, true, [], {}])];
    case "content":
      if (type === "user") {
        return [
          ...missing,
          ...each(field, [0, null, {}]),
          at(field, [{}], "content[0].type"),
          at(field, ["hi"], "content[0]"),
          at(field, [{ type: "text" }, { type: "" }], "content[1].type"),
        ];
      }
      return type === "tool_progress" ? missing : [...missing, ...each(field, [0, null, [], {}])];
    case "input":
    case "output":
      return missing;
    case "partial":
      return each(field, ["true", 1, null]);
    case "seq":
      return each(field, [Number.NaN, Number.POSITIVE_INFINITY, "1", null]);
    case "inputTokens":
    case "outputTokens":
      return [...missing, ...each(field, [-1, Number.NaN, Number.POSITIVE_INFINITY, "3", null])];
    case "totalUsage":
      return [
        ...each(field, [5, null, "x", []]),
        at(field, { inputTokens: 1 }, "totalUsage.outputTokens"),
        at(field, { inputTokens: -1, outputTokens: 1 }, "totalUsage.inputTokens"),
      ];
    case "params":
      return [...missing, ...each(field, [[], null, "x", 3])];
    case "kind":
      return [...missing, ...each(field, ["consent", "", null])];
    case "decision":
      return [...missing, ...each(field, ["maybe", "ALLOW", "", null])];
    case "covers":
    case "ids":
      return [
        ...missing,
        ...each(field, ["a", null, {}]),
        at(field, [""], `${field}[0]`),
        at(field, ["a", 3], `${field}[1]`),
      ];
    case "reason":
      return each(field, [0, null, true, [], {}]);
    default:
      throw new Error(`no breaks for ${type}.${field}`);
  }
}

function applyBreak(event: GraphEvent, { field, value }: Break): Record<string, unknown> {
  const { [field]: _dropped, ...rest } = event as unknown as Record<string, unknown>;
  return value === MISSING ? rest : { ...rest, [field]: value };
}

/** A valid event with exactly one field broken (missing or wrong), and the path of that field. */
export const brokenEvent: fc.Arbitrary<{
  input: Record<string, unknown>;
  type: GraphEventType;
  field: string;
}> = fc.constantFrom(...EVENT_TYPES).chain((type) => {
  const breaks = EVENT_FIELDS[type].flatMap((field) => breaksOf(type, field));
  return fc.tuple(eventsByType[type], fc.constantFrom(...breaks)).map(([event, broken]) => ({
    input: applyBreak(event, broken),
    type,
    field: broken.path,
  }));
});

/** An object whose `type` is not an event type. */
export const unknownTypeEvent: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    pooledEvent,
    fc.oneof(
      fc.constantFrom(
        "texts",
        "TEXT",
        "",
        "__proto__",
        "constructor",
        "toString",
        "hasOwnProperty",
        null,
        5,
        true,
      ),
      fc
        .string({ maxLength: 8 })
        .filter((type) => !(EVENT_TYPES as readonly string[]).includes(type)),
    ),
  )
  .map(([event, type]) => ({ ...event, type }));

/** Inputs that are not objects at all, or strings that do not hold a JSON object. */
export const notAnObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    true,
    false,
    0,
    Number.NaN,
    -1,
    "",
    "{",
    "null",
    "[1]",
    '"text"',
    "3",
  ),
  fc.integer(),
  fc.double(),
  fc.string().filter((text) => !text.trimStart().startsWith("{")),
  fc.bigInt(),
  fc.constant(Symbol("event")),
  fc.constant(() => ({ type: "connected" })),
  fc.array(pooledEvent, { maxLength: 2 }),
  pooledEvent.map((event) => Object.assign([], event)),
  fc
    .string({ minLength: 10_000, maxLength: 10_000, unit: "binary" })
    .filter((text) => !text.trimStart().startsWith("{")),
);

/** Every input `parseEvent` must reject, each with the path of its first bad field. */
export const malformedInput: fc.Arbitrary<{ input: unknown; field: string; type: string }> =
  fc.oneof(
    { weight: 4, arbitrary: brokenEvent },
    {
      weight: 1,
      arbitrary: unknownTypeEvent.map((input) => ({ input, field: "type", type: "event" })),
    },
    {
      weight: 1,
      arbitrary: notAnObject.map((input) => ({ input, field: "event", type: "event" })),
    },
  );

/** A valid event as one line of JSON, sometimes with unknown fields. */
export const jsonLine: fc.Arbitrary<string> = fc
  .tuple(
    pooledEventWithSeq,
    fc.dictionary(fc.constantFrom("extra", "ts", "meta", "__proto__"), jsonValue, { maxKeys: 2 }),
  )
  .map(([event, extra]) => JSON.stringify({ ...JSON.parse(JSON.stringify(extra)), ...event }));

function labelled<T extends object>(value: T, label: string): T {
  Object.defineProperty(value, fc.toStringMethod, { value: () => label });
  return value;
}

function boom(): never {
  throw new Error("hostile getter");
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const key of Reflect.ownKeys(value))
    deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  return Object.freeze(value);
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** A Proxy over `target` whose traps throw for string keys (symbols pass, for printing). */
function hostileProxy(target: object, traps: readonly (keyof ProxyHandler<object>)[]): object {
  const handler: ProxyHandler<object> = {};
  for (const trap of traps) {
    (handler as Record<string, unknown>)[trap] = (...args: unknown[]) => {
      const key = args[1];
      if (typeof key === "symbol") return (Reflect[trap] as (...a: unknown[]) => unknown)(...args);
      return boom();
    };
  }
  return new Proxy(target, handler);
}

/**
 * Inputs built to break a reducer: throwing getters, Proxies with throwing traps, revoked
 * Proxies inside fields, frozen and null-prototype events, `__proto__` keys, huge strings,
 * boxed strings, bigints and symbols in fields, class instances and other exotic objects.
 * Each prints with a label (fast-check calls `toStringMethod`), never through its traps.
 */
export const adversarialInput: fc.Arbitrary<unknown> = fc.oneof(
  pooledEvent.chain((event) =>
    fc
      .constantFrom("type", ...EVENT_FIELDS[event.type])
      .map((field) =>
        labelled(
          Object.defineProperty({ ...event }, field, { get: boom, enumerable: true }),
          `${event.type} with a throwing ${field} getter`,
        ),
      ),
  ),
  pooledEvent.map((event) =>
    hostileProxy(labelled({ ...event }, `Proxy of ${event.type} throwing on get`), ["get"]),
  ),
  pooledEvent.map((event) =>
    hostileProxy(labelled({ ...event }, `Proxy of ${event.type} throwing on all but get`), [
      "has",
      "ownKeys",
      "getOwnPropertyDescriptor",
      "getPrototypeOf",
      "set",
      "defineProperty",
      "deleteProperty",
    ]),
  ),
  pooledEvent.map((event) =>
    labelled(
      { ...event, id: revokedProxy(), runId: revokedProxy() },
      `${event.type} with revoked Proxies as id and runId`,
    ),
  ),
  pooledEvent.map((event) => deepFreeze(structuredClone(event))),
  pooledEvent.map((event) => Object.assign(Object.create(null) as object, event)),
  pooledEvent.map((event) =>
    JSON.parse(
      JSON.stringify(event).replace(/^\{/, '{"__proto__":{"type":"user","polluted":true},'),
    ),
  ),
  fc.constant(JSON.parse('{"__proto__":{"type":"text","id":"a","runId":"r1","content":"x"}}')),
  pooledEvent.map((event) => ({ ...event, id: "x".repeat(200_000), runId: "r".repeat(100_000) })),
  eventsByType.text.map((event) => ({ ...event, content: "\u{1F600}".repeat(50_000) })),
  pooledEvent.map((event) => ({ ...event, type: new String(event.type) })),
  pooledEvent.map((event) => ({ ...event, seq: 1n })),
  pooledEvent.map((event) => ({ ...event, type: Symbol(event.type) })),
  pooledEvent.map((event) => ({
    ...event,
    runId: labelled(
      { toString: boom, [Symbol.toPrimitive]: boom },
      "object with throwing toString",
    ),
  })),
  pooledEvent.map((event) => Object.assign(new (class Event {})(), event)),
  fc.constantFrom(
    new Map([["type", "text"]]),
    new Date(0),
    /text/,
    new Error("text"),
    Promise.resolve(),
    new Uint8Array(3),
  ),
);

/** Any input at all: mostly valid pooled events, then malformed, non-object and hostile ones. */
export const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: pooledEventWithSeq },
  { weight: 2, arbitrary: malformedInput.map(({ input }) => input) },
  { weight: 1, arbitrary: jsonLine },
  { weight: 1, arbitrary: adversarialInput },
);

/** A messy agent session with any inputs inserted anywhere. */
export const mixedStream: fc.Arbitrary<unknown[]> = fc
  .tuple(messySession, fc.array(fc.tuple(fc.nat(), anyInput), { maxLength: 8 }))
  .map(([session, inserts]) => {
    const events: unknown[] = [...session];
    for (const [index, input] of inserts) events.splice(index % (events.length + 1), 0, input);
    return events;
  });

/**
 * A valid event with one field behind a getter that answers a valid value on the first read
 * and a wrong one after: `make()` builds a fresh copy, since reading changes it.
 */
export const shiftyEvent: fc.Arbitrary<{ label: string; make: () => object }> = fc
  .constantFrom<[GraphEventType, string, unknown]>(
    ["text", "id", 42],
    ["text", "runId", ""],
    ["text", "content", 7],
    ["reasoning", "id", null],
    ["tool_call", "name", 1],
    ["tool_call", "id", ""],
    ["user", "runId", 3],
    ["harness_start", "agentId", false],
    ["usage", "runId", {}],
  )
  .chain(([type, field, wrong]) =>
    eventsByType[type].map((event) => {
      const good = (event as unknown as Record<string, unknown>)[field];
      const label = `${type} whose ${field} reads ${JSON.stringify(good)} once, then ${JSON.stringify(wrong)}`;
      const make = () => {
        let reads = 0;
        return Object.defineProperty({ ...event }, field, {
          get: () => (reads++ === 0 ? good : wrong),
          enumerable: true,
        });
      };
      return labelled({ label, make }, label);
    }),
  );

/** Few runs and ids, parents named before they arrive: runs linked every which way, and loops. */
export const tangledSession: fc.Arbitrary<GraphEvent[]> = fc.array(
  fc
    .record(
      {
        type: fc.constantFrom("text", "tool_call", "user"),
        id: fc.constantFrom("n0", "n1", "n2", "n3", "n4"),
        runId: fc.constantFrom("A", "B", "C", "D"),
        parentId: fc.option(fc.constantFrom("n0", "n1", "n2", "n3", "n4", "A:user", "B:user"), {
          nil: undefined,
        }),
      },
      { noNullPrototype: true },
    )
    .map(({ type, id, runId, parentId }): GraphEvent => {
      const linked = parentId === undefined ? {} : { parentId };
      if (type === "user") return { type, runId, ...linked, content: `ask ${id}` };
      return type === "text"
        ? { type, id, runId, ...linked, content: `say ${id}` }
        : { type, id, runId, ...linked, name: "look", input: { id } };
    }),
  { maxLength: 14 },
);
