import { Box, Button, Flex, Group, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { fitScale, zoomStep } from './chartZoom';
import { LABEL_BAR, type LaidOutEdge, type LaidOutNode, layoutGraph, type Point, type RankDir } from './layoutGraph';
import { machineGraph } from './machineGraph';
import { useBoxSize } from './useBoxSize';

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

function StateBox({
  node,
  active,
  rankdir,
  markerId,
}: {
  node: LaidOutNode;
  active: boolean;
  rankdir: RankDir;
  markerId: string;
}) {
  const { x, y, width: w, height: h } = node;
  const stroke = active ? C.activeStroke : C.border;
  const strokeWidth = active ? 2.5 : 1.2;
  const weight = active ? 700 : 400;
  const title = <title>{`${node.id}${active ? ' (активно)' : ''}`}</title>;

  // The initial state gets a dot with a short arrow pointing at it, as in statecharts.
  const initial = node.initial && (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group takes no focus; the marker is decoration
    <g aria-hidden="true">
      {rankdir === 'LR' ? (
        <>
          <circle style={{ fill: C.fg }} cx={x - 16} cy={y + 10} r={3.5} />
          <path
            style={{ stroke: C.fg }}
            d={`M${x - 13},${y + 10} L${x - 1},${y + 10}`}
            strokeWidth={1.2}
            markerEnd={`url(#${markerId})`}
          />
        </>
      ) : (
        <>
          <circle style={{ fill: C.fg }} cx={x + 10} cy={y - 16} r={3.5} />
          <path
            style={{ stroke: C.fg }}
            d={`M${x + 10},${y - 13} L${x + 10},${y - 1}`}
            strokeWidth={1.2}
            markerEnd={`url(#${markerId})`}
          />
        </>
      )}
    </g>
  );

  if (node.isContainer) {
    return (
      <g data-state-id={node.id} data-active={active || undefined}>
        {title}
        {initial}
        <rect
          style={{ fill: active ? C.activeFill : C.container, stroke }}
          x={x}
          y={y}
          width={w}
          height={h}
          rx={10}
          fillOpacity={active ? 0.35 : 1}
          strokeWidth={strokeWidth}
          strokeDasharray={node.type === 'parallel' ? '6 3' : undefined}
        />
        <text style={{ fill: C.fg, fontSize: 12, fontWeight: weight }} x={x + 10} y={y + LABEL_BAR - 7}>
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
        <circle style={{ fill: C.bg, stroke }} cx={x + w / 2} cy={y + h / 2} r={w / 2} strokeWidth={strokeWidth} />
        <text style={{ fill: C.fg, fontSize: 12 }} x={x + w / 2} y={y + h / 2 + 4} textAnchor="middle">
          H
        </text>
      </g>
    );
  }
  return (
    <g data-state-id={node.id} data-active={active || undefined}>
      {title}
      {initial}
      <rect
        style={{ fill: active ? C.activeFill : C.bg, stroke }}
        x={x}
        y={y}
        width={w}
        height={h}
        rx={8}
        strokeWidth={strokeWidth}
      />
      {node.type === 'final' && (
        <rect style={{ stroke }} x={x + 3} y={y + 3} width={w - 6} height={h - 6} rx={6} fill="none" strokeWidth={1} />
      )}
      <text
        style={{ fill: C.fg, fontSize: 12, fontWeight: weight }}
        x={x + w / 2}
        y={y + h / 2 + 4}
        textAnchor="middle"
      >
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
      <path
        style={{ stroke: C.muted }}
        d={path(edge.points)}
        fill="none"
        strokeWidth={1.2}
        markerEnd={`url(#${markerId})`}
      />
    </g>
  );
}

function EdgeLabel({ edge }: { edge: LaidOutEdge }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group takes no focus; the label repeats the edge's name
    <g aria-hidden="true">
      <rect
        style={{ fill: C.bg }}
        x={edge.labelX - edge.labelWidth / 2}
        y={edge.labelY - 8}
        width={edge.labelWidth}
        height={16}
        rx={3}
        fillOpacity={0.9}
      />
      <text style={{ fill: C.muted, fontSize: 11 }} x={edge.labelX} y={edge.labelY + 4} textAnchor="middle">
        {edge.label}
      </text>
    </g>
  );
}

/**
 * The statechart of `machine` laid out by dagre, with the states in `active` highlighted. It opens fitted to its box
 * (as far as it stays readable) in `direction`; '−', '+' and 'Вписать в окно' zoom it, and it scrolls when bigger.
 */
export function MachineChart({
  machine,
  active,
  direction = 'LR',
}: {
  machine: AnyStateMachine;
  active: ReadonlySet<string>;
  direction?: RankDir;
}) {
  const [rankdir, setRankdir] = useState<RankDir>(direction);
  // 'fit' follows the box as it resizes (the dock dragged); a number is the user's own zoom.
  const [zoom, setZoom] = useState<'fit' | number>('fit');
  const graph = useMemo(() => machineGraph(machine), [machine]);
  // Layout is the costly part: it depends on the definition only, never on the live state.
  const layout = useMemo(() => layoutGraph(graph, rankdir), [graph, rankdir]);
  const [boxRef, box] = useBoxSize();
  const scale = zoom === 'fit' ? fitScale(layout, box) : zoom;
  const markerId = `arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const containers = layout.nodes.filter((n) => n.isContainer).sort((a, b) => a.depth - b.depth);
  const leaves = layout.nodes.filter((n) => !n.isContainer);
  const activeList = layout.nodes.filter((n) => active.has(n.id) && !n.isContainer).map((n) => n.id);
  // Bigger than its box, the chart shows the state the actor is in (on opening, zooming, and as the state moves on),
  // not an empty corner.
  const focus = layout.nodes.find((n) => active.has(n.id) && !n.isContainer);
  const focusX = focus ? (focus.x + focus.width / 2) * scale : null;
  const focusY = focus ? (focus.y + focus.height / 2) * scale : null;
  useEffect(() => {
    const el = boxRef.current;
    if (!el || focusX === null || focusY === null) return;
    el.scrollLeft = Math.max(0, focusX - el.clientWidth / 2);
    el.scrollTop = Math.max(0, focusY - el.clientHeight / 2);
  }, [focusX, focusY, boxRef]);
  const turn = (next: RankDir) => {
    setRankdir(next);
    setZoom('fit');
  };

  return (
    <Box h="100%" display="flex" flexDirection="column" minH="0">
      <Flex gap="2" mb="2" align="center" wrap="wrap">
        <Group attached role="group" aria-label="Направление схемы">
          <Button
            size="2xs"
            variant={rankdir === 'LR' ? 'solid' : 'outline'}
            aria-pressed={rankdir === 'LR'}
            onClick={() => turn('LR')}
          >
            Слева направо
          </Button>
          <Button
            size="2xs"
            variant={rankdir === 'TB' ? 'solid' : 'outline'}
            aria-pressed={rankdir === 'TB'}
            onClick={() => turn('TB')}
          >
            Сверху вниз
          </Button>
        </Group>
        <Group attached role="group" aria-label="Масштаб схемы">
          <Button size="2xs" variant="outline" aria-label="Уменьшить" onClick={() => setZoom(zoomStep(scale, -1))}>
            −
          </Button>
          <Button
            size="2xs"
            variant="outline"
            aria-label="Масштаб 100 %"
            title="Масштаб 1:1"
            onClick={() => setZoom(1)}
            data-testid="debug-chart-scale"
          >
            {Math.round(scale * 100)} %
          </Button>
          <Button size="2xs" variant="outline" aria-label="Увеличить" onClick={() => setZoom(zoomStep(scale, 1))}>
            +
          </Button>
        </Group>
        <Button
          size="2xs"
          variant={zoom === 'fit' ? 'solid' : 'outline'}
          aria-pressed={zoom === 'fit'}
          onClick={() => setZoom('fit')}
        >
          Вписать в окно
        </Button>
        <Text fontSize="xs" color="fg.muted" truncate title={activeList.join(', ')}>
          Активно: {activeList.join(', ') || 'нет'}
        </Text>
      </Flex>
      <Box
        ref={boxRef}
        flex="1"
        minH="0"
        overflow="auto"
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        aria-label="Область схемы (прокручивается)"
        display="flex"
      >
        <svg
          data-testid="debug-chart"
          role="img"
          aria-label={`Схема машины ${machine.id}`}
          data-scale={scale}
          // The viewBox holds the whole chart; its drawn size is the zoom. Smaller than the box it sits centred.
          width={Math.round(layout.width * scale)}
          height={Math.round(layout.height * scale)}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{
            display: 'block',
            flexShrink: 0,
            margin: 'auto',
            fontFamily: 'var(--chakra-fonts-body, sans-serif)',
          }}
        >
          <desc>{`Активные состояния: ${activeList.join(', ') || 'нет'}`}</desc>
          <defs>
            <marker
              id={markerId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path style={{ fill: C.muted }} d="M0,0 L10,5 L0,10 z" />
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
    </Box>
  );
}
