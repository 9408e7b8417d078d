import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { scenario } from "../../testing/index.js";

/** A session with every node kind and every node status of the DAG, discarded included. */
export function everyKindAndStatus(): GraphEvent[] {
  return [
    ...scenario()
      .user("Tidy the repository, then report.")
      .assistant("lead", (agent) =>
        agent
          .reasoning("Look at the tree before deleting anything.")
          .text("Let me look around first.")
          .tool("read_file", { path: "README.md" }, { output: "# Repo", progress: ["reading"] })
          .tool("exec", { command: "npm test" }, { error: "exit code 1" })
          .tool("exec", { command: "rm -rf /" }, { denied: true })
          .tool("exec", { command: "git clean -fd" }, { permission: "allow", output: "ok" })
          .tool("exec", { command: "git status" }, { permission: "allow_always", output: "ok" })
          .tool("exec", { command: "git push -f" }, { permission: "deny" })
          .tool("delegate", { task: "find TODOs" }, { output: "none" })
          .subagent("helper", (helper) =>
            helper.text("Searching.").tool("search", { query: "TODO" }, { output: [] }),
          )
          .usage(1200, 80)
          .text("Done: the tests fail, nothing was deleted."),
      )
      .user("Deploy it.")
      .assistant("lead", (agent) =>
        agent.tool("deploy", { env: "prod" }, { permission: "pending" }),
      )
      .user("And the rest?")
      .assistant("lead", (agent) => agent.text("Half a sent").fail("Upstream connection reset"))
      .user("Watch the logs.")
      .assistant("lead", (agent) => agent.tool("tail", { file: "app.log" }, { running: true }))
      .events(),
    {
      type: "tool_call",
      id: "lead-4:call-2",
      runId: "lead-4",
      name: "write_file",
      input: { path: "notes" },
      partial: true,
    },
    {
      type: "summary",
      id: "summary-1",
      runId: "lead-1",
      content: "Tidied the repository: the tests fail and nothing was deleted.",
      covers: ["lead-1:text-1", "lead-1:text-2"],
    },
    { type: "discard", runId: "lead-3", ids: ["lead-3:text-1"] },
  ];
}
