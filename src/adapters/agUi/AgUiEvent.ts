/** The attribution of an AG-UI event to a subagent invocation; absent for the agent itself. */
interface AgUiAttributed {
  readonly subagentRunId?: string;
}

/** Token counts of one provider and model in an AG-UI run's `usage`. */
export interface AgUiTokenUsage {
  readonly inputTokens?: number;
  readonly outputTokens?: number;
}

/** Something a paused AG-UI run waits for; a tool approval names its `toolCallId`. */
export interface AgUiInterrupt {
  readonly id: string;
  readonly toolCallId?: string;
}

/** Why an AG-UI run finished. */
export type AgUiRunOutcome =
  | { readonly type: "success" | "cancelled" }
  | { readonly type: "interrupt"; readonly interrupts: readonly AgUiInterrupt[] };

/**
 * An AG-UI protocol event (the `Event` union of `@ag-ui/core` 1.0), reduced to the fields the
 * adapter reads; every `@ag-ui/core` event is assignable to it.
 */
export type AgUiEvent =
  | {
      readonly type: "RUN_STARTED";
      readonly threadId: string;
      readonly runId: string;
      readonly parentRunId?: string;
    }
  | {
      readonly type: "RUN_FINISHED";
      readonly threadId: string;
      readonly runId: string;
      readonly outcome?: AgUiRunOutcome;
      readonly usage?: readonly AgUiTokenUsage[];
    }
  | {
      readonly type: "RUN_ERROR";
      readonly message: string;
      readonly code?: string;
      readonly usage?: readonly AgUiTokenUsage[];
    }
  | (AgUiAttributed & {
      readonly type:
        | "TEXT_MESSAGE_START"
        | "TEXT_MESSAGE_END"
        | "REASONING_START"
        | "REASONING_MESSAGE_START"
        | "REASONING_MESSAGE_END"
        | "REASONING_END";
      readonly messageId: string;
    })
  | (AgUiAttributed & {
      readonly type: "TEXT_MESSAGE_CONTENT" | "REASONING_MESSAGE_CONTENT";
      readonly messageId: string;
      readonly delta: string;
    })
  | (AgUiAttributed & {
      readonly type: "TEXT_MESSAGE_CHUNK" | "REASONING_MESSAGE_CHUNK";
      readonly messageId?: string;
      readonly delta?: string;
    })
  | (AgUiAttributed & {
      readonly type: "TOOL_CALL_START";
      readonly toolCallId: string;
      readonly toolCallName: string;
    })
  | (AgUiAttributed & {
      readonly type: "TOOL_CALL_ARGS";
      readonly toolCallId: string;
      readonly delta: string;
    })
  | (AgUiAttributed & { readonly type: "TOOL_CALL_END"; readonly toolCallId: string })
  | (AgUiAttributed & {
      readonly type: "TOOL_CALL_CHUNK";
      readonly toolCallId?: string;
      readonly toolCallName?: string;
      readonly delta?: string;
    })
  | (AgUiAttributed & {
      readonly type: "TOOL_CALL_RESULT";
      readonly messageId: string;
      readonly toolCallId: string;
      readonly content: unknown;
    })
  | {
      readonly type: "SUBAGENT_STARTED";
      readonly subagentRunId: string;
      readonly name: string;
      readonly parentSubagentRunId?: string;
      readonly parentToolCallId?: string;
    }
  | { readonly type: "SUBAGENT_FINISHED"; readonly subagentRunId: string }
  | {
      readonly type: "SUBAGENT_ERROR";
      readonly subagentRunId: string;
      readonly message: string;
      readonly code?: string;
    }
  | {
      readonly type:
        | "STATE_SNAPSHOT"
        | "STATE_DELTA"
        | "MESSAGES_SNAPSHOT"
        | "ACTIVITY_SNAPSHOT"
        | "ACTIVITY_DELTA"
        | "RAW"
        | "CUSTOM"
        | "STEP_STARTED"
        | "STEP_FINISHED"
        | "REASONING_ENCRYPTED_VALUE";
    };
