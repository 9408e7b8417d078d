import type { AnthropicContentBlock } from "./AnthropicStreamEvent.js";

/** Tool calls Anthropic runs itself, answered in the same message by a `*_tool_result` block. */
const PROVIDER_TOOL_BLOCKS: ReadonlySet<string> = new Set(["server_tool_use", "mcp_tool_use"]);

/** The fields of a provider-run call's or result's block that the graph holds elsewhere. */
const CALL_FIELDS: ReadonlySet<string> = new Set(["type", "id", "name", "input"]);
const RESULT_FIELDS: ReadonlySet<string> = new Set(["type", "tool_use_id", "content"]);

/** A provider-run block's type and its other fields (`server_name`, `caller`), to send it back whole. @internal */
export interface ProviderBlock {
  readonly providerType: string;
  readonly providerFields?: Readonly<Record<string, unknown>>;
}

/** Whether a tool call block is one Anthropic runs itself. @internal */
export function isProviderToolBlock(type: string): boolean {
  return PROVIDER_TOOL_BLOCKS.has(type);
}

function providerBlock(block: AnthropicContentBlock, held: ReadonlySet<string>): ProviderBlock {
  const fields = Object.entries(block).filter(([key]) => !held.has(key));
  if (fields.length === 0) return { providerType: block.type };
  return { providerType: block.type, providerFields: Object.fromEntries(fields) };
}

/** The type and other fields of a `server_tool_use` or `mcp_tool_use` block. @internal */
export function providerCallBlock(block: AnthropicContentBlock): ProviderBlock {
  return providerBlock(block, CALL_FIELDS);
}

/** The type and other fields of a `*_tool_result` block. @internal */
export function providerResultBlock(block: AnthropicContentBlock): ProviderBlock {
  return providerBlock(block, RESULT_FIELDS);
}
