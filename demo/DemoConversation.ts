import type { GraphEvent, RecordedEvent, RelayDecision, RelayEvent } from "../src/index.js";
import type { EventLog } from "../src/server/index.js";

/**
 * One conversation on the demo server: it plays a recorded scenario with its timing into an
 * event log (which numbers the events, so that a client can reconnect from any point), and
 * waits at each permission request for the user's decision.
 */
export class DemoConversation {
  readonly #relays = new Map<string, RelayEvent>();
  readonly #decisions = new Map<string, RelayDecision>();
  #appended: Promise<unknown> = Promise.resolve();
  #cursor = 0;
  #turns = 0;
  #waitingFor: string | undefined;
  #finished = false;
  /** Settles once the first event is in the log, so that the conversation exists there. */
  readonly started: Promise<unknown>;

  constructor(
    private readonly log: EventLog,
    private readonly conversationId: string,
    private readonly script: readonly RecordedEvent[],
    private readonly speed: number,
  ) {
    this.#next();
    this.started = this.#appended;
  }

  get finished(): boolean {
    return this.#finished;
  }

  decide(relayId: string, decision: RelayDecision): boolean {
    if (!this.#relays.has(relayId)) return false;
    this.#decisions.set(relayId, decision);
    if (this.#waitingFor === relayId) {
      this.#waitingFor = undefined;
      this.#next();
    }
    return true;
  }

  /** Adds a user message after the last node and streams a short reply to it. */
  say(content: string, lastNodeId: string | undefined): void {
    this.#turns += 1;
    const runId = `demo-${this.#turns}`;
    const parent = lastNodeId ? { parentId: lastNodeId } : {};
    this.#send({ type: "user", runId: `${runId}-user`, content, ...parent });
    const reply = `This demo replays recorded sessions, so I can only echo: “${content}”. Try the permission prompt or drop the connection to watch it resume.`;
    const run = { runId, agentId: "lead" };
    this.#send({ type: "harness_start", ...run, parentId: `${runId}-user:user` });
    const words = reply.split(/(?<= )/);
    words.forEach((word, index) => {
      setTimeout(
        () => {
          this.#send({ type: "text", id: `${runId}:text`, ...run, content: word });
          if (index === words.length - 1) this.#send({ type: "harness_end", ...run });
        },
        (index + 1) * 40,
      );
    });
  }

  /** Appends in order: each append waits for the one before it. */
  #send(event: GraphEvent): void {
    if (event.type === "relay") this.#relays.set(event.id, event);
    this.#appended = this.#appended
      .then(() => this.log.append(this.conversationId, event))
      .catch((error: unknown) => console.error("demo: an append failed", error));
  }

  #next(): void {
    const entry = this.script[this.#cursor];
    if (!entry) {
      this.#finished = true;
      return;
    }
    const { event } = entry;
    if (event.type === "relay_resolved") {
      const decision = this.#decisions.get(event.relayId);
      if (!decision) {
        this.#waitingFor = event.relayId;
        return;
      }
      if (decision !== event.decision) {
        this.#diverge(event.relayId, decision);
        return;
      }
    }
    this.#cursor += 1;
    this.#send(event);
    const following = this.script[this.#cursor];
    const gap = following ? Math.max(0, following.at - entry.at) / this.speed : 0;
    setTimeout(() => this.#next(), gap);
  }

  /** The user decided otherwise than the recording: answer the decision and end the run. */
  #diverge(relayId: string, decision: RelayDecision): void {
    const relay = this.#relays.get(relayId);
    if (!relay) return;
    const run = { runId: relay.runId, agentId: relay.agentId ?? "agent" };
    const output =
      decision === "deny" ? { status: "denied" } : { exitCode: 0, note: "demo: pretend it ran" };
    const closing = decision === "deny" ? "Understood, I won't run that. Stopping here." : "Done.";
    this.#send({ type: "relay_resolved", relayId, decision });
    this.#send({ type: "tool_result", id: relay.toolCallId, name: relay.tool, output, ...run });
    this.#send({ type: "text", id: `${relay.runId}:closing`, content: closing, ...run });
    this.#send({ type: "harness_end", ...run });
    this.#cursor = this.script.length;
    this.#finished = true;
  }
}
