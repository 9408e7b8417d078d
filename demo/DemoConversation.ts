import type { GraphEvent, RecordedEvent, RelayDecision } from "../src/index.js";

type Emit = (event: GraphEvent) => void;

/**
 * One conversation on the demo server: it plays a recorded scenario with its timing, waits
 * at each permission request for the user's decision, and keeps every event it sent (with
 * `seq`) so that a client can reconnect from any point.
 */
export class DemoConversation {
  readonly sent: GraphEvent[] = [];
  readonly #listeners = new Set<Emit>();
  readonly #decisions = new Map<string, RelayDecision>();
  #cursor = 0;
  #timer: NodeJS.Timeout | undefined;
  #waitingFor: string | undefined;
  #finished = false;

  constructor(
    private readonly script: readonly RecordedEvent[],
    private readonly speed: number,
  ) {}

  get finished(): boolean {
    return this.#finished;
  }

  listen(emit: Emit): () => void {
    this.#listeners.add(emit);
    if (this.#cursor === 0 && !this.#timer) this.#next();
    return () => this.#listeners.delete(emit);
  }

  decide(relayId: string, decision: RelayDecision): boolean {
    const known = this.sent.some((event) => event.type === "relay" && event.id === relayId);
    if (!known) return false;
    this.#decisions.set(relayId, decision);
    if (this.#waitingFor === relayId) {
      this.#waitingFor = undefined;
      this.#next();
    }
    return true;
  }

  /** Adds a user message after the last node and streams a short reply to it. */
  say(content: string, lastNodeId: string | undefined): void {
    const runId = `demo-${this.sent.length}`;
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

  #send(event: GraphEvent): void {
    const numbered = { ...event, seq: this.sent.length + 1 } as GraphEvent;
    this.sent.push(numbered);
    for (const emit of this.#listeners) emit(numbered);
  }

  #next(): void {
    this.#timer = undefined;
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
    this.#timer = setTimeout(() => this.#next(), gap);
  }

  /** The user decided otherwise than the recording: answer the decision and end the run. */
  #diverge(relayId: string, decision: RelayDecision): void {
    const relay = this.sent.find((event) => event.type === "relay" && event.id === relayId);
    if (relay?.type !== "relay") return;
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
