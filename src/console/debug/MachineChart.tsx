import { useId, useMemo, useState } from 'react';
import { Box, Button, Group, Text } from '@chakra-ui/react';
import type { AnyStateMachine } from 'xstate';
import { LABEL_BAR, layoutGraph, type LaidOutEdge, type LaidOutNode, type Point, type RankDir } from './layoutGraph';
import { machineGraph } from './machineGraph';

// SVG colours go through Chakra's CSS variables (with fallbacks) so the chart follows the colour mode.
const C = {
  fg: 'var(--chakra-colors-fg, #1a202c)',
  muted: 'var(--chakra-colors-fg-muted, #52525b)',
  border: 'var(--chakra-colors-border-emphasized, #a1a1aa)',
  bg: 'var(--chakra-colors-bg, #ffffff)',
  container: 'var(--chakra-colors-bg-subtle, #fafafa)',
  activeFill: 'var(--chakra-colors-blue-subtle, #dbeafe)',
  activeStroke: 'var(--chakra-colors-blue-solid, #2563eb)',
};

const path = (pts: Point[]) => pts.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

function StateBox({ node, active, rankdir, markerId }: { node: LaidOutNode; active: boolean; rankdir: RankDir; markerId: string }) {
  const { x, y, width: w, height: h } = node;
  const stroke = active ? C.activeStroke : C.border;
  const strokeWidth = active ? 2.5 : 1.2;
  const weight = active ? 700 : 400;
  const title = <title>{`${node.id}${active ? ' (активно)' : ''}`}</title>;

  // The initial state gets a dot with a short arrow pointing at it, as in statecharts.
  const initial = node.initial && (
    <g aria-hidden="true">
      {rankdir === 'LR' ? (
        <>
          <circle cx={x - 16} cy={y + 10} r={3.5} fill={C.fg} />
          <path d={`M${x - 13},${y + 10} L${x - 1},${y + 10}`} stroke={C.fg} strokeWidth={1.2} markerEnd={`url(#${markerId})`} />
        </>
      ) : (
        <>
          <circle cx={x + 10} cy={y - 16} r={3.5} fill={C.fg} />
          <path d={`M${x + 10},${y - 13} L${x + 10},${y - 1}`} stroke={C.fg} strokeWidth={1.2} markerEnd={`url(#${markerId})`} />
        </>
      )}
    </g>
  );

  if (node.isContainer) {
    return (
      <g data-state-id={node.id} data-active={active || undefined}>
        {title}
        {initial}
        <rect x={x} y={y} width={w} height={h} rx={10} fill={active ? C.activeFill : C.container} fillOpacity={active ? 0.35 : 1} stroke={stroke} strokeWidth={strokeWidth} strokeDasharray={node.type === 'parallel' ? '6 3' : undefined} />
        <text x={x + 10} y={y + LABEL_BAR - 7} fontSize={12} fontWeight={weight} fill={C.fg}>
          {node.label}
          {node.type === 'parallel' ? ' ∥' : ''}
        </text>
      </g>
    );
  }
  if (node.type === 'history') {
    return (
      <g data-state-id={node.id} data-active={active || undefined}>
        {title}
        <circle cx={x + w / 2} cy={y + h / 2} r={w / 2} fill={C.bg} stroke={stroke} strokeWidth={strokeWidth} />
        <text x={x + w / 2} y={y + h / 2 + 4} fontSize={12} textAnchor="middle" fill={C.fg}>
          H
        </text>
      </g>
    );
  }
  return (
    <g data-state-id={node.id} data-active={active || undefined}>
      {title}
      {initial}
      <rect x={x} y={y} width={w} height={h} rx={8} fill={active ? C.activeFill : C.bg} stroke={stroke} strokeWidth={strokeWidth} />
      {node.type === 'final' && <rect x={x + 3} y={y + 3} width={w - 6} height={h - 6} rx={6} fill="none" stroke={stroke} strokeWidth={1} />}
      <text x={x + w / 2} y={y + h / 2 + 4} fontSize={12} fontWeight={weight} textAnchor="middle" fill={C.fg}>
        {node.label}
      </text>
    </g>
  );
}

function Transition({ edge, markerId }: { edge: LaidOutEdge; markerId: string }) {
  if (edge.points.length < 2) return null;
  return (
    <g data-edge-id={edge.id}>
      <title>{`${edge.source} → ${edge.target}: ${edge.label}`}</title>
      <path d={path(edge.points)} fill="none" stroke={C.muted} strokeWidth={1.2} markerEnd={`url(#${markerId})`} />
    </g>
  );
}

function EdgeLabel({ edge }: { edge: LaidOutEdge }) {
  return (
    <g aria-hidden="true">
      <rect x={edge.labelX - edge.labelWidth / 2} y={edge.labelY - 8} width={edge.labelWidth} height={16} rx={3} fill={C.bg} fillOpacity={0.9} />
      <text x={edge.labelX} y={edge.labelY + 4} fontSize={11} textAnchor="middle" fill={C.muted}>
        {edge.label}
      </text>
    </g>
  );
}

/** The statechart of `machine` laid out by dagre, with the states in `active` highlighted. */
export function MachineChart({ machine, active }: { machine: AnyStateMachine; active: ReadonlySet<string> }) {
  const [rankdir, setRankdir] = useState<RankDir>('LR');
  const graph = useMemo(() => machineGraph(machine), [machine]);
  // Layout is the costly part: it depends on the definition only, never on the live state.
  const layout = useMemo(() => layoutGraph(graph, rankdir), [graph, rankdir]);
  const markerId = `arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const containers = layout.nodes.filter((n) => n.isContainer).sort((a, b) => a.depth - b.depth);
  const leaves = layout.nodes.filter((n) => !n.isContainer);
  const activeList = layout.nodes.filter((n) => active.has(n.id) && !n.isContainer).map((n) => n.id);

  return (
    <Box h="100%" display="flex" flexDirection="column" minH="0">
      <Group attached size="xs" mb="2" alignSelf="flex-start" role="group" aria-label="Направление схемы">
        <Button size="xs" variant={rankdir === 'LR' ? 'solid' : 'outline'} aria-pressed={rankdir === 'LR'} onClick={() => setRankdir('LR')}>
          Слева направо
        </Button>
        <Button size="xs" variant={rankdir === 'TB' ? 'solid' : 'outline'} aria-pressed={rankdir === 'TB'} onClick={() => setRankdir('TB')}>
          Сверху вниз
        </Button>
      </Group>
      <Box flex="1" minH="0" overflow="auto" borderWidth="1px" borderRadius="md" tabIndex={0} aria-label="Область схемы (прокручивается)">
        <svg
          data-testid="debug-chart"
          role="img"
          aria-label={`Схема машины ${machine.id}`}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ display: 'block', fontFamily: 'var(--chakra-fonts-body, sans-serif)' }}
        >
          <desc>{`Активные состояния: ${activeList.join(', ') || 'нет'}`}</desc>
          <defs>
            <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill={C.muted} />
            </marker>
          </defs>
          {containers.map((n) => (
            <StateBox key={n.id} node={n} active={active.has(n.id)} rankdir={rankdir} markerId={markerId} />
          ))}
          {layout.edges.map((e) => (
            <Transition key={e.id} edge={e} markerId={markerId} />
          ))}
          {leaves.map((n) => (
            <StateBox key={n.id} node={n} active={active.has(n.id)} rankdir={rankdir} markerId={markerId} />
          ))}
          {layout.edges.map((e) => (
            <EdgeLabel key={e.id} edge={e} />
          ))}
        </svg>
      </Box>
      <Text srOnly>{`Активные состояния: ${activeList.join(', ') || 'нет'}`}</Text>
    </Box>
  );
}
