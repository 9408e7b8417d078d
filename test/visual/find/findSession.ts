import type { GraphEvent } from "threadline";
import { scenario } from "threadline/testing";

/** Words found once each in the session, and the turn each is in. */
export const FOUND_ONCE = {
  /** In an answer far above the end. */
  quetzal: 701,
  /** In a question in the lower half. */
  axolotl: 1500,
  /** In a tool call's command, near the top. */
  "pangolin-report.txt": 41,
} as const;

export const RUN = "answer";

/**
 * 2,000 turns (1,000 questions and answers, some with a tool call) ending in an open run,
 * each word of `FOUND_ONCE` in its turn only.
 */
export function findSession(): GraphEvent[] {
  let session = scenario();
  for (let pair = 0; pair < 1000; pair++) {
    const question = pair * 2;
    session = session.user(
      question === FOUND_ONCE.axolotl
        ? "Where does the axolotl live, and how does it regrow a limb?"
        : `Question ${pair}: what does step ${pair} of the build do?`,
    );
    session = session.assistant((agent) => {
      if (question + 1 === FOUND_ONCE["pangolin-report.txt"]) {
        agent.tool("bash", { command: "cat pangolin-report.txt" }, { output: "ok" });
      }
      agent.text(
        question + 1 === FOUND_ONCE.quetzal
          ? `Step ${pair} copies the files.\n\nThe quetzal nests in the cloud forest, far from any build server, and it never runs npm.\n\nThen it checks them.`
          : `Step ${pair} copies the files of the build into the output folder, then checks that each one is where the manifest says it should be.`,
      );
    });
  }
  const events = session.user("Explain what you changed, in detail.").events();
  const question = events.at(-1);
  if (question?.type !== "user") throw new Error("the session must end with the user");
  events.push({
    type: "harness_start",
    runId: RUN,
    agentId: "assistant",
    parentId: `${question.runId}:user`,
  });
  return events;
}
