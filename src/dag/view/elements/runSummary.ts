import type { SubagentState } from "../../../components/SubagentBranch/subagentStateWord.js";
import type { ToolCallState } from "../../../core/projections/ViewNode.js";
import type {
  DagBox,
  DagLayout,
  DagSize,
  PlacedDagGroup,
  PlacedDagNode,
} from "../../layout/DagLayout.js";
import { isToolCallState } from "./dagNodeName.js";

/** Where a run stands on its card: the states and icons of the thread's subagent cards. */
export type DagRunState = SubagentState;

/** One of a run's own tool calls, as its card lists it. */
export interface DagRunCall {
  readonly kind: "tool_call";
  readonly id: string;
  readonly tool: string;
  readonly state: ToolCallState;
}

/** One of a run's own texts, reasoning or errors, as its card lists it: the node's label. */
export interface DagRunSaid {
  readonly kind: "text" | "reasoning" | "error";
  readonly id: string;
  readonly text: string;
}

/** One line of a run's outline on its card: a step of its own, in the order it came. */
export type DagRunStep = DagRunCall | DagRunSaid;

/** What a run's card says of it, and where in the run's box the card goes. */
export interface DagRunSummary {
  readonly state: DagRunState;
  /** Its steps (texts, reasoning, tool calls), as the thread's subagent card counts them. */
  readonly steps: number;
  readonly tools: number;
  /**
   * What the run was about: the task the tool call that started it gave it (a subagent's), else
   * the user message it answers or holds, else its first text; absent when it has none.
   */
  readonly task?: string;
  /**
   * Its own steps in order (not its subagents'), without those taken back: tool calls with
   * their states, and texts, reasoning and errors by their labels.
   */
  readonly outline: readonly DagRunStep[];
  /**
   * The part of the run's box, relative to the box, that no nested run's box covers: where
   * the card is drawn when the view is zoomed out.
   */
  readonly card: DagBox;
}

const STEP_KINDS = new Set<PlacedDagNode["kind"]>(["text", "reasoning", "tool_call"]);
const SAID_KINDS = new Set<PlacedDagNode["kind"]>(["text", "reasoning", "error"]);

interface Tally {
  steps: number;
  tools: number;
  outline: DagRunStep[];
  waiting: boolean;
  user?: string;
  text?: string;
}

function tallyRuns(layout: DagLayout): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const node of layout.nodes) {
    let tally = tallies.get(node.groupId);
    if (!tally) {
      tally = { steps: 0, tools: 0, outline: [], waiting: false };
      tallies.set(node.groupId, tally);
    }
    if (STEP_KINDS.has(node.kind) && node.status !== "discarded") tally.steps++;
    if (node.kind === "tool_call") tally.tools++;
    if (node.kind === "tool_call" && isToolCallState(node.status))
      tally.outline.push({
        kind: "tool_call",
        id: node.id,
        tool: node.tool ?? node.label,
        state: node.status,
      });
    if (SAID_KINDS.has(node.kind) && node.status !== "discarded")
      tally.outline.push({ kind: node.kind as DagRunSaid["kind"], id: node.id, text: node.label });
    if (node.status === "awaiting_permission") tally.waiting = true;
    if (node.kind === "relay" && node.decision === undefined && node.status === "streaming")
      tally.waiting = true;
    if (node.kind === "user") tally.user ??= node.label;
    if (node.kind === "text" && node.status !== "discarded") tally.text ??= node.label;
  }
  return tallies;
}

/** For each run whose first node a user message leads into, that message. */
function askedBy(layout: DagLayout): Map<string, string> {
  const nodes = new Map(layout.nodes.map((node) => [node.id, node]));
  const asked = new Map<string, string>();
  for (const edge of layout.edges) {
    const source = nodes.get(edge.source);
    const target = nodes.get(edge.target);
    if (source?.kind !== "user" || !target || target.groupId === source.groupId) continue;
    if (!asked.has(target.groupId)) asked.set(target.groupId, source.label);
  }
  return asked;
}

function stateOf(group: PlacedDagGroup, tally: Tally | undefined): DagRunState {
  if (group.status === "error") return "error";
  if (group.status === "complete") return "complete";
  return tally?.waiting ? "awaiting_permission" : "running";
}

/** The most of a part's size that a card uses, in the graph's pixels at the zooms that show cards. */
const CARD_ROOM: DagSize = { width: 500, height: 200 };

const room = (box: DagBox) =>
  Math.min(box.width, CARD_ROOM.width) * Math.min(box.height, CARD_ROOM.height);

/**
 * Of the two parts of a box that its nested boxes leave free, the band above the highest of
 * them and the strip left of the leftmost (nested boxes sit below or beside their parent's own
 * nodes), the one with more room for a card. The card goes there, so no nested box covers it.
 */
function freeArea(group: PlacedDagGroup, nested: readonly PlacedDagGroup[]): DagBox {
  const whole = { x: 0, y: 0, width: group.width, height: group.height };
  if (nested.length === 0) return whole;
  const top = Math.min(...nested.map((box) => box.y)) - group.y;
  const left = Math.min(...nested.map((box) => box.x)) - group.x;
  const band = { x: 0, y: 0, width: group.width, height: Math.max(0, top) };
  const strip = { x: 0, y: 0, width: Math.max(0, left), height: group.height };
  return room(band) >= room(strip) ? band : strip;
}

/**
 * What each run's card says: its state, its steps and tools counted over its own nodes (not
 * its subagents'), what it was about, and the part of its box free for the card.
 */
export function summariseRuns(layout: DagLayout): (group: PlacedDagGroup) => DagRunSummary {
  const tallies = tallyRuns(layout);
  const asked = askedBy(layout);
  const nested = new Map<string, PlacedDagGroup[]>();
  for (const group of layout.groups) {
    if (group.parentGroupId === undefined) continue;
    const siblings = nested.get(group.parentGroupId);
    if (siblings) siblings.push(group);
    else nested.set(group.parentGroupId, [group]);
  }
  return (group) => {
    const tally = tallies.get(group.id);
    const task = group.task ?? tally?.user ?? asked.get(group.id) ?? tally?.text;
    return {
      state: stateOf(group, tally),
      steps: tally?.steps ?? 0,
      tools: tally?.tools ?? 0,
      ...(task === undefined ? {} : { task }),
      outline: tally?.outline ?? [],
      card: freeArea(group, nested.get(group.id) ?? []),
    };
  };
}
