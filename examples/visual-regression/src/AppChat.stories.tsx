// The app's own composition of Chat over the conversation states of src/chatStates.ts.
import { stateStories } from "threadline/testing/react";
import { AppChat } from "./AppChat.js";
import { chatStates } from "./chatStates.js";
import "./styles.js";

const stories = stateStories(AppChat, { names: chatStates });

export default { title: "App chat/States", component: AppChat };

export const RunStarting = stories.RunStarting;
export const TextStreamingMidWord = stories.TextStreamingMidWord;
export const TextStreamingMidCodeBlock = stories.TextStreamingMidCodeBlock;
export const ReasoningOpen = stories.ReasoningOpen;
export const ReasoningDone = stories.ReasoningDone;
export const ErrorMidStream = stories.ErrorMidStream;
export const Summary = stories.Summary;
export const Alternatives = stories.Alternatives;
export const ParallelSubagents = stories.ParallelSubagents;
export const LongThread = stories.LongThread;
export const RtlText = stories.RtlText;
export const HugeOutput = stories.HugeOutput;
export const HostileContent = stories.HostileContent;
