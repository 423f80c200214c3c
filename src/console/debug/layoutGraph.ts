import dagre from '@dagrejs/dagre';
import type { GraphEdge, GraphNode, MachineGraph } from './machineGraph';

// Lays a machine graph out with dagre (compound graph). Dagre cannot route edges that touch a cluster,
// so such edges are laid out against a leaf inside the cluster and then clipped to the cluster's box.

export type RankDir = 'LR' | 'TB';

export interface Point {
  x: number;
  y: number;
}

/** x, y are the top-left corner. */
export interface LaidOutNode extends GraphNode {
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
  isContainer: boolean;
}

export interface LaidOutEdge extends GraphEdge {
  points: Point[];
  /** Centre of the label. */
  labelX: number;
  labelY: number;
  labelWidth: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

export const LABEL_BAR = 22; // room for a container's label above its children
const PAD = 10;
const MARGIN = 16;
const NODE_H = 32;
const EDGE_LABEL_H = 14;

/** Rough text width for 12 px sans-serif: no DOM measuring, so the layout stays pure and testable. */
export const textWidth = (s: string, px = 12) => Math.ceil(s.length * px * 0.6);

function inside(p: Point, n: LaidOutNode) {
  return p.x >= n.x && p.x <= n.x + n.width && p.y >= n.y && p.y <= n.y + n.height;
}

/** Where the segment from `a` (inside the box) to `b` (outside) leaves the box. */
function exitPoint(a: Point, b: Point, n: LaidOutNode): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const tx = dx > 0 ? (n.x + n.width - a.x) / dx : dx < 0 ? (n.x - a.x) / dx : Infinity;
  const ty = dy > 0 ? (n.y + n.height - a.y) / dy : dy < 0 ? (n.y - a.y) / dy : Infinity;
  const t = Math.max(0, Math.min(1, tx, ty));
  return { x: a.x + t * dx, y: a.y + t * dy };
}

function halfway(pts: Point[]): Point {
  if (pts.length < 2) return pts[0] ?? { x: 0, y: 0 };
  const lengths = pts.slice(1).map((p, i) => Math.hypot(p.x - pts[i].x, p.y - pts[i].y));
  let rest = lengths.reduce((a, b) => a + b, 0) / 2;
  for (let i = 0; i < lengths.length; i++) {
    if (rest <= lengths[i] && lengths[i] > 0) {
      const t = rest / lengths[i];
      return { x: pts[i].x + t * (pts[i + 1].x - pts[i].x), y: pts[i].y + t * (pts[i + 1].y - pts[i].y) };
    }
    rest -= lengths[i];
  }
  return pts[pts.length - 1];
}

export function layoutGraph(graph: MachineGraph, rankdir: RankDir = 'LR'): ChartLayout {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const children = new Map<string, GraphNode[]>();
  for (const n of graph.nodes) if (n.parentId) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  const isContainer = (id: string) => (children.get(id)?.length ?? 0) > 0;
  const depthOf = (id: string): number => {
    const p = byId.get(id)?.parentId;
    return p ? depthOf(p) + 1 : 0;
  };
  const isDescendantOrSelf = (id: string, ancestor: string): boolean => {
    for (let cur: string | undefined = id; cur; cur = byId.get(cur)?.parentId) if (cur === ancestor) return true;
    return false;
  };
  // The leaf that stands in for a container in the layout: its initial state, followed down.
  const proxyLeaf = (id: string): string => {
    const kids = children.get(id);
    if (!kids?.length) return id;
    return proxyLeaf((kids.find((k) => k.initial) ?? kids[0]).id);
  };

  const g = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  g.setGraph({ rankdir, nodesep: 36, ranksep: 56, edgesep: 12, marginx: MARGIN, marginy: MARGIN + LABEL_BAR });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of graph.nodes) {
    if (isContainer(n.id)) g.setNode(n.id, { label: n.label });
    else if (n.type === 'history') g.setNode(n.id, { label: n.label, width: NODE_H, height: NODE_H });
    else g.setNode(n.id, { label: n.label, width: Math.max(72, textWidth(n.label) + 28), height: NODE_H });
  }
  for (const n of graph.nodes) if (n.parentId) g.setParent(n.id, n.parentId);
  for (const e of graph.edges) {
    g.setEdge(
      proxyLeaf(e.source),
      proxyLeaf(e.target),
      { label: e.label, width: textWidth(e.label, 11) + 8, height: EDGE_LABEL_H, labelpos: 'c' },
      e.id,
    );
  }
  dagre.layout(g);

  const boxes = new Map<string, LaidOutNode>();
  for (const n of graph.nodes) {
    const d = g.node(n.id) as { x: number; y: number; width: number; height: number };
    boxes.set(n.id, {
      ...n,
      x: d.x - d.width / 2,
      y: d.y - d.height / 2,
      width: d.width,
      height: d.height,
      depth: depthOf(n.id),
      isContainer: isContainer(n.id),
    });
  }
  // Containers enclose their (possibly grown) children plus a label bar: deepest first.
  const containers = [...boxes.values()].filter((b) => b.isContainer).sort((a, b) => b.depth - a.depth);
  for (const c of containers) {
    const kids = children.get(c.id)!.map((k) => boxes.get(k.id)!);
    const minX = Math.min(c.x, ...kids.map((k) => k.x - PAD));
    const maxX = Math.max(c.x + c.width, ...kids.map((k) => k.x + k.width + PAD), minX + textWidth(c.label) + 2 * PAD);
    const minY = Math.min(c.y, ...kids.map((k) => k.y - PAD - LABEL_BAR));
    const maxY = Math.max(c.y + c.height, ...kids.map((k) => k.y + k.height + PAD));
    Object.assign(c, { x: minX, y: minY, width: maxX - minX, height: maxY - minY });
  }

  const edges: LaidOutEdge[] = graph.edges.map((e) => {
    const d = g.edge({ v: proxyLeaf(e.source), w: proxyLeaf(e.target), name: e.id }) as {
      points?: Point[];
      x?: number;
      y?: number;
    };
    let pts = (d.points ?? []).map((p) => ({ ...p }));
    const src = boxes.get(e.source)!;
    const tgt = boxes.get(e.target)!;
    // The anchor of a transition between a container and its own descendant: just under its label.
    const anchor = (c: LaidOutNode): Point => ({ x: c.x + PAD, y: c.y + LABEL_BAR });
    if (src.isContainer && pts.length) {
      if (isDescendantOrSelf(e.target, e.source)) pts[0] = anchor(src);
      else {
        const i = pts.findIndex((p, k) => k < pts.length - 1 && inside(p, src) && !inside(pts[k + 1], src));
        if (i >= 0) pts = [exitPoint(pts[i], pts[i + 1], src), ...pts.slice(i + 1)];
      }
    }
    if (tgt.isContainer && pts.length) {
      if (isDescendantOrSelf(e.source, e.target)) pts[pts.length - 1] = anchor(tgt);
      else {
        let i = -1;
        for (let k = pts.length - 1; k > 0; k--)
          if (inside(pts[k], tgt) && !inside(pts[k - 1], tgt)) {
            i = k;
            break;
          }
        if (i > 0) pts = [...pts.slice(0, i), exitPoint(pts[i], pts[i - 1], tgt)];
      }
    }
    // Dagre placed the label on the unclipped route: if that part is gone, put it halfway along what is left.
    const label = d.x !== undefined && d.y !== undefined ? { x: d.x, y: d.y } : undefined;
    const clippedAway = (c: LaidOutNode, other: string) =>
      c.isContainer && !isDescendantOrSelf(other, c.id) && !!label && inside(label, c);
    const at = !label || clippedAway(src, e.target) || clippedAway(tgt, e.source) ? halfway(pts) : label;
    return { ...e, points: pts, labelX: at.x, labelY: at.y, labelWidth: textWidth(e.label, 11) + 8 };
  });

  // Growing containers upwards may have pushed them off the canvas: translate everything back.
  const nodes = [...boxes.values()];
  const xs = [
    ...nodes.flatMap((n) => [n.x, n.x + n.width]),
    ...edges.flatMap((e) => [...e.points.map((p) => p.x), e.labelX - e.labelWidth / 2, e.labelX + e.labelWidth / 2]),
  ];
  const ys = [
    ...nodes.flatMap((n) => [n.y, n.y + n.height]),
    ...edges.flatMap((e) => [...e.points.map((p) => p.y), e.labelY - EDGE_LABEL_H, e.labelY + EDGE_LABEL_H]),
  ];
  const dx = MARGIN - Math.min(...xs);
  const dy = MARGIN - Math.min(...ys);
  for (const n of nodes) Object.assign(n, { x: n.x + dx, y: n.y + dy });
  for (const e of edges) {
    e.points = e.points.map((p) => ({ x: p.x + dx, y: p.y + dy }));
    Object.assign(e, { labelX: e.labelX + dx, labelY: e.labelY + dy });
  }
  return { width: Math.max(...xs) + dx + MARGIN, height: Math.max(...ys) + dy + MARGIN, nodes, edges };
}
