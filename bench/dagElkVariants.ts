/**
 * elkjs options weighed for the `elk` engine, timed in Node on one session size: each a change
 * to `elkLayoutOptions`, and separate per-run layouts (`SEPARATE_CHILDREN`) with every edge
 * lifted to the innermost run box holding both ends.
 */
import ELK from "elkjs/lib/elk.bundled.js";
import type { ElkExtendedEdge, ElkNode, LayoutOptions } from "elkjs/lib/elk-api.js";
import { TOP } from "../src/dag/layout/BoxTree.js";
import { elkLayoutOptions, toElkGraph } from "../src/dag/layout/elkGraph.js";
import { ItemTree } from "../src/dag/layout/ItemTree.js";
import { resolveSettings } from "../src/dag/layout/layoutSettings.js";
import type { ProjectedDag } from "../src/index.js";
import type { DagSession } from "./dag/dagSession.js";
import { median, settle } from "./measure.js";

const settings = resolveSettings({});
const elk = new ELK();
const ROUNDS = 3;

/** One set of options, by what it changes. */
export interface ElkVariant {
  readonly name: string;
  readonly options: LayoutOptions;
  readonly separate?: boolean;
}

/** The variants, the elk engine's own options first. */
export const ELK_VARIANTS: readonly ElkVariant[] = [
  { name: "the elk engine's options (INCLUDE_CHILDREN)", options: {} },
  { name: "thoroughness 1 (default 7)", options: { "elk.layered.thoroughness": "1" } },
  {
    name: "layering LONGEST_PATH",
    options: { "elk.layered.layering.strategy": "LONGEST_PATH" },
  },
  {
    name: "node placement SIMPLE",
    options: { "elk.layered.nodePlacement.strategy": "SIMPLE" },
  },
  {
    name: "node placement NETWORK_SIMPLEX",
    options: { "elk.layered.nodePlacement.strategy": "NETWORK_SIMPLEX" },
  },
  {
    name: "considerModelOrder NODES_AND_EDGES",
    options: { "elk.layered.considerModelOrder.strategy": "NODES_AND_EDGES" },
  },
  {
    name: "SEPARATE_CHILDREN, edges lifted to their runs' boxes",
    options: { "elk.hierarchyHandling": "SEPARATE_CHILDREN" },
    separate: true,
  },
];

function separateGraph(dag: ProjectedDag): ElkNode {
  const tree = new ItemTree(dag);
  const { top, side } = settings.padding;
  const padding = `[top=${top},left=${side},bottom=${side},right=${side}]`;
  const sizes = new Map(dag.nodes.map((node) => [node.id, settings.measure(node)]));
  const build = (id: string): ElkNode => {
    const container = tree.containers.get(id);
    if (!container || !tree.groupIds.has(id)) return { id, ...sizes.get(id) };
    return {
      id,
      layoutOptions: { "elk.padding": padding },
      children: container.items.map(build),
      edges: container.edges.map(
        (link, index): ElkExtendedEdge => ({
          id: `${id}:${index}`,
          sources: [link.source],
          targets: [link.target],
        }),
      ),
    };
  };
  const outermost = tree.containers.get(TOP);
  return {
    id: "dag:root",
    children: (outermost?.items ?? []).map(build),
    edges: (outermost?.edges ?? []).map((link, index) => ({
      id: `top:${index}`,
      sources: [link.source],
      targets: [link.target],
    })),
  };
}

async function timeOnce(session: DagSession, variant: ElkVariant): Promise<number> {
  const graph = variant.separate ? separateGraph(session.dag) : toElkGraph(session.dag, settings);
  const layoutOptions = { ...elkLayoutOptions(settings), ...variant.options };
  await settle();
  const started = performance.now();
  await elk.layout(graph, { layoutOptions });
  return performance.now() - started;
}

/** One variant's medians on one session: milliseconds, and its time ÷ the first variant's. */
export interface VariantTiming {
  readonly ms?: number;
  readonly ratio?: number;
  readonly error?: string;
}

/**
 * Times every variant on `session`, round by round (each round times all variants once), so
 * that a change in the machine's load falls on all of them alike.
 */
export async function timeVariants(session: DagSession): Promise<VariantTiming[]> {
  const times = ELK_VARIANTS.map(() => [] as number[]);
  const errors = new Map<number, string>();
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, variant] of ELK_VARIANTS.entries()) {
      if (errors.has(index)) continue;
      try {
        times[index]?.push(await timeOnce(session, variant));
      } catch (error) {
        errors.set(index, error instanceof Error ? error.message : String(error));
      }
    }
  const first = times[0] ?? [];
  return times.map((list, index) => {
    const error = errors.get(index);
    if (error !== undefined) return { error };
    const ratios = list.map((ms, round) => ms / (first[round] ?? ms));
    return { ms: median(list), ratio: median(ratios) };
  });
}
