const TASK_KEYS = ["task", "prompt", "description", "instructions", "goal", "query", "message"];
const TASK_LISTS = ["tasks", "prompts", "subtasks", "agents"];

/**
 * What a tool call's input asks the subagent at `index` of the `count` it started to do, when
 * it says: the input itself when it is a string, the matching item of a list of tasks as long
 * as the subagents, else the first task-like field.
 * @internal
 */
export function subagentTask(input: unknown, index: number, count: number): string | undefined {
  if (typeof input === "string") return input;
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  const fields = input as Readonly<Record<string, unknown>>;
  for (const key of TASK_LISTS) {
    const list = fields[key];
    if (Array.isArray(list) && list.length === count) return subagentTask(list[index], 0, 1);
  }
  for (const key of TASK_KEYS) {
    const value = fields[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}
