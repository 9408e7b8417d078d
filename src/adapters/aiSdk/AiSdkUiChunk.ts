/**
 * A chunk of the Vercel AI SDK UI message stream (the `UIMessageChunk` of the `ai` package),
 * reduced to the fields the adapter reads; every `UIMessageChunk` is assignable to it.
 */
export type AiSdkUiChunk =
  | { readonly type: "start"; readonly messageId?: string }
  | { readonly type: "finish"; readonly finishReason?: string }
  | { readonly type: "start-step" | "finish-step" | "reset-step" }
  | { readonly type: "abort"; readonly reason?: string }
  | { readonly type: "error"; readonly errorText: string }
  | {
      readonly type: "text-start" | "text-end" | "reasoning-start" | "reasoning-end";
      readonly id: string;
    }
  | { readonly type: "text-delta" | "reasoning-delta"; readonly id: string; readonly delta: string }
  | {
      readonly type: "tool-input-start";
      readonly toolCallId: string;
      readonly toolName: string;
      readonly inputEncoding?: "json" | "text";
    }
  | {
      readonly type: "tool-input-delta";
      readonly toolCallId: string;
      readonly inputTextDelta: string;
    }
  | {
      readonly type: "tool-input-available";
      readonly toolCallId: string;
      readonly toolName: string;
      readonly input: unknown;
    }
  | {
      readonly type: "tool-input-error";
      readonly toolCallId: string;
      readonly toolName: string;
      readonly input: unknown;
      readonly errorText: string;
    }
  | {
      readonly type: "tool-output-available";
      readonly toolCallId: string;
      readonly output: unknown;
      readonly preliminary?: boolean;
    }
  | { readonly type: "tool-output-error"; readonly toolCallId: string; readonly errorText: string }
  | { readonly type: "tool-output-denied"; readonly toolCallId: string }
  | {
      readonly type: "tool-approval-request";
      readonly approvalId: string;
      readonly toolCallId: string;
    }
  | {
      readonly type: "tool-approval-response";
      readonly approvalId: string;
      readonly approved: boolean;
    }
  | {
      readonly type:
        | "message-metadata"
        | "custom"
        | "source-url"
        | "source-document"
        | "file"
        | "reasoning-file"
        | "steering-message";
    }
  | { readonly type: `data-${string}`; readonly data: unknown };
