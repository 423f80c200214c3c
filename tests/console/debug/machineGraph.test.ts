import { createActor, createMachine } from 'xstate';
import { sessionMachine } from '../../../machines/session/sessionMachine';
import { layoutGraph } from '../../../src/console/debug/layoutGraph';
import { activeStateIds, machineGraph, stateValueToString } from '../../../src/console/debug/machineGraph';

const S = 'session';
const OUT = 'session.loggedOut';

describe('machineGraph on the session machine', () => {
  const graph = machineGraph(sessionMachine);
  const node = (id: string) => graph.nodes.find((n) => n.id === id);
  const edgesFrom = (source: string, target: string) =>
    graph.edges.filter((e) => e.source === source && e.target === target);

  it('lists every state node with its parent, type and initial flag', () => {
    expect(graph.nodes.map((n) => n.id).sort()).toEqual(
      [
        S,
        `${S}.checking`,
        `${S}.restoring`,
        `${S}.restoreFailed`,
        OUT,
        `${OUT}.idle`,
        `${OUT}.expired`,
        `${OUT}.authenticating`,
        `${OUT}.failed`,
        `${S}.loggedIn`,
        `${S}.loggedIn.ready`,
        `${S}.loggedIn.refreshingPermissions`,
      ].sort(),
    );
    expect(node(S)).toMatchObject({ label: 'session', type: 'compound', parentId: undefined, initial: false });
    expect(node(OUT)).toMatchObject({ label: 'loggedOut', type: 'compound', parentId: S, initial: false });
    expect(node(`${OUT}.authenticating`)).toMatchObject({ label: 'authenticating', type: 'atomic', parentId: OUT });
    expect(node(`${S}.checking`)?.initial).toBe(true);
    expect(node(`${OUT}.idle`)?.initial).toBe(true);
    expect(
      graph.nodes
        .filter((n) => n.initial)
        .map((n) => n.id)
        .sort(),
    ).toEqual([`${S}.checking`, `${OUT}.idle`, `${S}.loggedIn.ready`].sort());
  });

  it('draws the login transition from the loggedOut parent to its authenticating child', () => {
    expect(edgesFrom(OUT, `${OUT}.authenticating`).map((e) => e.label)).toEqual(['session.login']);
  });

  it('labels delayed, eventless, guarded and invoke transitions', () => {
    expect(
      edgesFrom(`${S}.loggedIn`, `${OUT}.expired`)
        .map((e) => e.label)
        .sort(),
    ).toEqual(['after tokenExpiry', 'session.tokenRejected']);
    expect(edgesFrom(`${S}.checking`, `${S}.restoring`).map((e) => e.label)).toEqual(['always [hasLiveToken]']);
    // Two eventless branches lead to loggedOut: the named guard is shown, the unguarded fallback is plain.
    expect(edgesFrom(`${S}.checking`, OUT).map((e) => e.label)).toEqual(['always [hasStoredToken]', 'always']);
    expect(edgesFrom(`${S}.restoring`, `${S}.loggedIn`).map((e) => e.label)).toEqual(['onDone(loadSession)']);
    // The inline guard on onError has no name: no brackets.
    expect(edgesFrom(`${S}.restoring`, OUT).map((e) => e.label)).toEqual(['onError(loadSession)']);
    expect(edgesFrom(`${OUT}.expired`, `${OUT}.idle`).map((e) => e.label)).toEqual(['session.expiryAcknowledged']);
  });

  it('gives every edge a unique id and endpoints that are nodes', () => {
    const ids = new Set(graph.nodes.map((n) => n.id));
    expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);
    for (const e of graph.edges) {
      expect(ids.has(e.source)).toBe(true);
      expect(ids.has(e.target)).toBe(true);
    }
    // 16 of the login and expiry, 4 of the in-place permission reload.
    expect(graph.edges).toHaveLength(20);
  });

  it('labels numeric delays in milliseconds and reports parallel, final and history nodes', () => {
    const m = createMachine({
      id: 'm',
      type: 'parallel',
      states: {
        a: { initial: 'x', states: { x: { after: { 500: 'y' } }, y: { type: 'final' }, h: { type: 'history' } } },
        b: {},
      },
    });
    const g = machineGraph(m);
    expect(g.nodes.find((n) => n.id === 'm')?.type).toBe('parallel');
    expect(g.nodes.find((n) => n.id === 'm.a.y')?.type).toBe('final');
    expect(g.nodes.find((n) => n.id === 'm.a.h')?.type).toBe('history');
    // Children of a parallel state are regions, not initial states.
    expect(g.nodes.find((n) => n.id === 'm.a')?.initial).toBe(false);
    expect(g.edges).toEqual([expect.objectContaining({ source: 'm.a.x', target: 'm.a.y', label: 'after 500ms' })]);
  });
});

describe('activeStateIds and stateValueToString', () => {
  it('reads the active nodes of a real snapshot in loggedOut.idle', () => {
    const actor = createActor(sessionMachine, { input: { storedAuth: null } }).start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ loggedOut: 'idle' });
    expect([...activeStateIds(snapshot)].sort()).toEqual([S, OUT, `${OUT}.idle`]);
    expect(stateValueToString(snapshot.value)).toBe('loggedOut.idle');
    actor.stop();
  });

  it('falls back to walking the state value through the machine', () => {
    const ids = activeStateIds({ value: { loggedOut: 'expired' } }, sessionMachine);
    expect([...ids].sort()).toEqual([S, OUT, `${OUT}.expired`]);
    expect(activeStateIds(undefined).size).toBe(0);
  });

  it('formats atomic and parallel values', () => {
    expect(stateValueToString('loggedIn')).toBe('loggedIn');
    expect(stateValueToString({ a: { b: 'c' }, d: 'e' })).toBe('a.b.c, d.e');
  });
});

describe('layoutGraph', () => {
  const graph = machineGraph(sessionMachine);
  for (const rankdir of ['LR', 'TB'] as const) {
    it(`places every node with finite coordinates, children inside their parent (${rankdir})`, () => {
      const layout = layoutGraph(graph, rankdir);
      const byId = new Map(layout.nodes.map((n) => [n.id, n]));
      expect(layout.nodes).toHaveLength(graph.nodes.length);
      for (const n of layout.nodes) {
        for (const v of [n.x, n.y, n.width, n.height]) expect(Number.isFinite(v)).toBe(true);
        expect(n.width).toBeGreaterThan(0);
        expect(n.height).toBeGreaterThan(0);
        expect(n.x).toBeGreaterThanOrEqual(0);
        expect(n.y).toBeGreaterThanOrEqual(0);
        expect(n.x + n.width).toBeLessThanOrEqual(layout.width);
        expect(n.y + n.height).toBeLessThanOrEqual(layout.height);
        if (!n.parentId) continue;
        const p = byId.get(n.parentId)!;
        expect(n.x).toBeGreaterThan(p.x);
        expect(n.y).toBeGreaterThan(p.y);
        expect(n.x + n.width).toBeLessThan(p.x + p.width);
        expect(n.y + n.height).toBeLessThan(p.y + p.height);
      }
      expect(byId.get(OUT)?.isContainer).toBe(true);
      expect(byId.get(`${OUT}.idle`)?.isContainer).toBe(false);
    });

    it(`routes every edge with finite points (${rankdir})`, () => {
      const layout = layoutGraph(graph, rankdir);
      expect(layout.edges).toHaveLength(graph.edges.length);
      for (const e of layout.edges) {
        expect(e.points.length).toBeGreaterThanOrEqual(2);
        for (const p of e.points) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
        expect(Number.isFinite(e.labelX) && Number.isFinite(e.labelY)).toBe(true);
      }
      // An edge into the loggedOut container stops at its border instead of running on to a child inside.
      const out = layout.nodes.find((n) => n.id === OUT)!;
      const logout = layout.edges.find((e) => e.source === `${S}.restoreFailed` && e.target === OUT)!;
      const end = logout.points[logout.points.length - 1];
      const onBorder = Math.min(
        Math.abs(end.x - out.x),
        Math.abs(end.x - out.x - out.width),
        Math.abs(end.y - out.y),
        Math.abs(end.y - out.y - out.height),
      );
      expect(onBorder).toBeLessThan(1);
    });
  }
});
