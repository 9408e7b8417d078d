import { type ScenarioBuilder, scenario } from "../scenario.js";
import { type HostileVector, hostileContent } from "./hostileContent.js";

/**
 * Options of `hostileSession`.
 * @example
 * hostileSession({ vectors: hostileContent.filter((vector) => vector.name.includes("link")) });
 */
export interface HostileSessionOptions {
  /** The payloads to place. @default hostileContent */
  readonly vectors?: readonly HostileVector[];
}

function structured(vector: HostileVector): unknown {
  return "parsed" in vector ? vector.parsed : { command: vector.value };
}

/**
 * One turn per hostile payload, with the payload in every slot a server fills: user
 * content, reasoning, text, tool name, tool input and output, progress, relay parameters,
 * tool and run error messages, and a subagent's agent id. Every event stays valid.
 * @example
 * const graph = reduceEvents(createGraph(), hostileSession().events());
 * render(<Thread nodes={projectThread(graph)} />);
 */
export function hostileSession(options: HostileSessionOptions = {}): ScenarioBuilder {
  const session = scenario({ agentId: "assistant", stepDelay: 40, chunkDelay: 10 });
  for (const vector of options.vectors ?? hostileContent) {
    const { value } = vector;
    session.user(value, { delay: 200 }).assistant((agent) =>
      agent
        .reasoning(value, { chunks: 3 })
        .text(value, { chunks: 3 })
        .tool(value, structured(vector), {
          permission: "allow",
          progress: [{ channel: "stdout", data: value }],
          output: "parsed" in vector ? vector.parsed : value,
        })
        .tool("delegate", { task: value }, { error: value })
        .subagent(value, (subagent) =>
          subagent.text(value, { chunks: 3 }).fail(value, { code: value }),
        ),
    );
  }
  return session;
}
