import type { ContentPart } from "../../graph/GraphEvent.js";

/** A tool call inside an assistant message, in provider-neutral form. */
export interface MessageToolCall {
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

/**
 * One piece of an assistant message, in the order the model produced it: what providers that
 * check their own output (signed reasoning, tools they ran themselves) need back unchanged.
 */
export type AssistantPart =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "reasoning"; readonly text: string; readonly signature?: string }
  | { readonly type: "redacted_reasoning"; readonly data: string }
  | {
      readonly type: "tool_call";
      readonly id: string;
      readonly name: string;
      readonly input: unknown;
    }
  | {
      readonly type: "server_tool_call";
      readonly id: string;
      readonly name: string;
      readonly input: unknown;
      /** The provider's own block type, such as `server_tool_use`. */
      readonly providerType?: string;
      /** Other fields of the provider's block, such as `server_name`. */
      readonly providerFields?: Readonly<Record<string, unknown>>;
    }
  | {
      readonly type: "server_tool_result";
      readonly toolCallId: string;
      readonly name: string;
      readonly output: unknown;
      /** The provider's own block type, such as `web_search_tool_result`. */
      readonly providerType?: string;
      /** Other fields of the provider's block. */
      readonly providerFields?: Readonly<Record<string, unknown>>;
    };

/** One message of an LLM request, in the seed's provider-neutral format. */
export type Message =
  | { readonly role: "system"; readonly content: string }
  | { readonly role: "user"; readonly content: string | readonly ContentPart[] }
  | {
      readonly role: "assistant";
      readonly content: string | null;
      readonly tool_calls?: readonly MessageToolCall[];
      /** Model reasoning, only with `includeReasoning`. */
      readonly reasoning?: string;
      /**
       * The message's pieces in order, present when it holds reasoning (with `includeReasoning`)
       * or tools the provider ran; `content` and `tool_calls` say the same for APIs that take no
       * such pieces.
       */
      readonly parts?: readonly AssistantPart[];
    }
  | {
      readonly role: "tool";
      readonly tool_call_id: string;
      readonly content: string | readonly ContentPart[];
    };
