import type { ContentPart } from "../GraphEvent.js";

/** A tool call inside an assistant message, in provider-neutral form. */
export interface MessageToolCall {
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

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
    }
  | {
      readonly role: "tool";
      readonly tool_call_id: string;
      readonly content: string | readonly ContentPart[];
    };
