import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  EMPTY_VEHICLE,
  type LocalPolicy,
  type VehicleFormEvent,
  type VehicleValues,
  vehicleFormMachine,
} from '../../../machines/vehicles/vehicleFormMachine';
import type { VehicleEntity } from '../../../src/shared/schemas/vehicles/vehicleEntity';
import { tableRow } from '../liveChecks';
import { coverage, replayPath, shortestPaths } from '../modelPaths';

// The vehicle form's chart walked on every shortest path, for a known vehicle (loaded first) and a new one; the
// load and the save are held by hand and settled with the path's done and error events. After every step the check
// asserts what the state means, against the form as the user filled it in so far (the draft, the policy rows with
// their created / updated / deleted flags, the server's last answer): the tags, the events taken and the calls
// pending per state; the vehicle id, draft, rows, error and 'updated' flag (only a known vehicle whose make, model,
// VIN or year differs from the loaded values) in context; the load's input while loading; the save's input (the
// draft and only the flagged rows) while saving; a save goes out only when there is something to send (new, updated
// or a policy changed) and the view's 'saved' reaction runs once on reaching saved, saying whether anything was sent.

const answer: VehicleEntity = {
  id: 7,
  clientId: 3,
  primary: true,
  makeId: 10,
  makeTitle: 'Kia',
  modelId: 20,
  modelTitle: 'Rio',
  generationId: null,
  generationName: null,
  modificationId: null,
  modificationName: null,
  number: 'А123ВС77',
  foreign: false,
  vin: null,
  stsNumber: null,
  ptsNumber: null,
  yearOfIssue: 2019,
  isCorporate: false,
  createdDate: 1_700_000_000,
  deletedDate: null,
  insurances: [
    {
      id: 1,
      vehicleId: 7,
      insuranceTypeRefValueId: 9101,
      insuranceTypeRefValueName: 'ОСАГО',
      insuranceCompanyId: 3,
      insuranceCompanyName: 'Ингосстрах',
      insuranceNumber: 'ХХХ 1',
      startDate: 1,
      expirationDate: 2,
      active: false,
      createdDate: 1,
    },
  ],
};
const draft = { insuranceTypeRefValueId: 9102, insuranceCompanyId: 3, startDate: 10, expirationDate: 20 };
const notFound = { message: 'Автомобиль не найден', status: 404 };
const refused = { message: 'Проверьте правильность заполнения полей' };

const events = [
  { type: 'vehicle.change', values: { vin: 'XWEFF41CBK0999999' } },
  { type: 'vehicle.change', values: { number: 'В456ОР99' } },
  { type: 'vehicle.save' },
  { type: 'vehicle.save', values: { ...EMPTY_VEHICLE, makeId: 10, modelId: 20, number: 'А123ВС77' } },
  { type: 'vehicle.retry' },
  { type: 'policy.add', policy: draft },
  { type: 'policy.edit', key: 'policy-1', policy: draft },
  { type: 'policy.remove', key: 'policy-1' },
  { type: 'xstate.done.actor.loadVehicle', output: answer },
  { type: 'xstate.error.actor.loadVehicle', error: notFound },
  { type: 'xstate.done.actor.saveVehicle', output: answer },
  { type: 'xstate.error.actor.saveVehicle', error: refused },
  // Last: the walk takes the first path it finds to each step, and a known vehicle's form should reach editing and
  // saving loaded (its policy row unflagged, not sent) before it reaches them cleared.
  { type: 'vehicle.clear' },
] as EventObject[];

/** The vehicle's fields as the server's answer fills the form. */
const ANSWERED: VehicleValues = {
  makeId: 10,
  modelId: 20,
  generationId: null,
  modificationId: null,
  number: 'А123ВС77',
  foreign: false,
  vin: '',
  stsNumber: '',
  ptsNumber: '',
  yearOfIssue: '2019',
};
const ANSWERED_ROWS: LocalPolicy[] = [{ ...answer.insurances[0], key: 'policy-1' }];
const errorOf = (e: { message: string; status?: number }) => ({
  message: e.message,
  errorCode: undefined,
  status: e.status,
  details: undefined,
});

const EDITS = ['vehicle.change', 'vehicle.clear', 'policy.add', 'policy.edit', 'policy.remove'];
/** Per state: its tags, the events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  loading: { tags: ['busy'], takes: ['vehicle.clear'], pending: ['loadVehicle'] },
  loadFailed: { tags: [], takes: ['vehicle.clear', 'vehicle.retry'], pending: [] },
  'ready.editing': { tags: ['editable'], takes: [...EDITS, 'vehicle.save'], pending: [] },
  'ready.saving': { tags: ['busy'], takes: ['vehicle.clear'], pending: ['saveVehicle'] },
  // Saved: editing goes on, saving again needs a change first.
  'ready.saved': { tags: ['editable'], takes: EDITS, pending: [] },
};

const keyOf = (value: unknown) =>
  typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${v}`)[0];

/** Updated only for a known vehicle, and only by its make, model, VIN (case and spaces aside) or year of issue. */
const isUpdated = (vehicleId: number | null, loaded: VehicleValues | null, v: VehicleValues) =>
  vehicleId !== null &&
  loaded !== null &&
  (loaded.makeId !== v.makeId ||
    loaded.modelId !== v.modelId ||
    loaded.vin.trim().toUpperCase() !== v.vin.trim().toUpperCase() ||
    loaded.yearOfIssue.trim() !== v.yearOfIssue.trim());
const flagged = (rows: LocalPolicy[]) => rows.filter((r) => r.created || r.updated || r.deleted);

/** The recording of the view's 'saved' reaction and the per-step check for one replay of `path`. */
function formMeaning(path: ReturnType<typeof shortestPaths>[number], input: { vehicleId: number | null }) {
  const savedCalls: { sent: boolean }[] = [];
  const provide = { actions: { saved: (_: unknown, params: { sent: boolean }) => void savedCalls.push(params) } };
  // The form as the user filled it in so far, and the server's last answer.
  const form = {
    vehicleId: input.vehicleId,
    entity: null as VehicleEntity | null,
    loaded: null as VehicleValues | null,
    draft: EMPTY_VEHICLE,
    rows: [] as LocalPolicy[],
    error: null as ReturnType<typeof errorOf> | null,
    added: 0,
  };
  let step = 0;
  let seen = 0;

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as VehicleFormEvent | { type: `xstate.${string}`; error?: typeof notFound };
    const state = keyOf(snapshot.value);
    const at = `${state} after ${after}`;
    let needsSave = false;
    switch (event.type) {
      case 'xstate.done.actor.loadVehicle':
      case 'xstate.done.actor.saveVehicle':
        Object.assign(form, { vehicleId: 7, entity: answer, loaded: ANSWERED, draft: ANSWERED, rows: ANSWERED_ROWS });
        form.error = null;
        break;
      case 'xstate.error.actor.loadVehicle':
      case 'xstate.error.actor.saveVehicle':
        form.error = errorOf(event.error!);
        break;
      case 'vehicle.change':
        form.draft = { ...form.draft, ...event.values };
        break;
      case 'vehicle.save':
        form.draft = event.values ?? form.draft;
        form.error = null;
        needsSave =
          form.vehicleId === null ||
          isUpdated(form.vehicleId, form.loaded, form.draft) ||
          flagged(form.rows).length > 0;
        break;
      case 'vehicle.clear':
        Object.assign(form, {
          vehicleId: null,
          entity: null,
          loaded: null,
          draft: EMPTY_VEHICLE,
          rows: [],
          error: null,
        });
        break;
      case 'policy.add':
        form.rows = [...form.rows, { ...event.policy, key: `new-${++form.added}`, created: true }];
        break;
      case 'policy.edit':
        form.rows = form.rows.map((r) => (r.key === event.key ? { ...r, ...event.policy, updated: !r.created } : r));
        break;
      case 'policy.remove':
        form.rows = form.rows.flatMap((r) => (r.key !== event.key ? [r] : r.created ? [] : [{ ...r, deleted: true }]));
        break;
    }

    // The state's tags, the events it takes and the calls pending in it.
    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(events.filter((e) => snapshot.can(e)).map((e) => e.type))].filter(
      (t) => !t.startsWith('xstate.'),
    );
    expect(takes.sort(), `${at}: events taken`).toEqual([...meaning.takes].sort());
    expect(Object.keys(snapshot.children), `${at}: calls pending`).toEqual(meaning.pending);

    // The form in context is the one the user filled in.
    const { context } = snapshot;
    expect(context.vehicleId, `${at}: vehicle id`).toBe(form.vehicleId);
    expect(context.entity, `${at}: server's answer`).toEqual(form.entity);
    expect(context.vehicle, `${at}: draft`).toEqual(form.draft);
    expect(context.insurances, `${at}: policy rows`).toEqual(form.rows);
    expect(context.error, `${at}: error`).toEqual(form.error);
    expect(context.updated, `${at}: updated`).toBe(isUpdated(form.vehicleId, form.loaded, form.draft));

    if (snapshot.matches('loading'))
      expect(snapshot.children.loadVehicle!.getSnapshot().input, at).toEqual({ vehicleId: 7, clientId: 3 });
    if (snapshot.matches('loadFailed')) expect(context.error, at).toEqual(errorOf(notFound));
    // While saving, what goes out is the draft with only the flagged policy rows.
    if (snapshot.matches({ ready: 'saving' }))
      expect(snapshot.children.saveVehicle!.getSnapshot().input, at).toEqual({
        vehicleId: form.vehicleId,
        clientId: 3,
        vehicle: form.draft,
        insurances: flagged(form.rows),
      });
    // A save is sent only when there is something to send; otherwise the form is saved at once.
    if (event.type === 'vehicle.save')
      expect(state, `${at}: sent or not`).toBe(needsSave ? 'ready.saving' : 'ready.saved');

    // The view's 'saved' reaction runs once on reaching saved, telling whether the server was asked.
    const reactions = savedCalls.slice(seen);
    seen = savedCalls.length;
    expect(reactions, `${at}: saved reaction`).toEqual(
      snapshot.matches({ ready: 'saved' }) &&
        (event.type === 'vehicle.save' || event.type === 'xstate.done.actor.saveVehicle')
        ? [{ sent: event.type === 'xstate.done.actor.saveVehicle' }]
        : [],
    );
  };
  return { provide, check };
}

// A new vehicle never loads: its walk reaches everything but the load's states; the known vehicle's walk reaches all.
const LOAD_STATES = ['vehicleForm.loading', 'vehicleForm.loadFailed'];
const LOAD_TRANSITIONS = [
  'vehicleForm.loading --xstate.done.actor.loadVehicle-->',
  'vehicleForm.loading --xstate.error.actor.loadVehicle-->',
  'vehicleForm.loadFailed --vehicle.retry-->',
];

describe.each([
  ['a known vehicle', { vehicleId: 7, clientId: 3 }, [], []],
  ['a new vehicle', { vehicleId: null, clientId: 3 }, LOAD_STATES, LOAD_TRANSITIONS],
])('vehicleFormMachine, every shortest path: %s', (_name, input, unreachableStates, unreachableTransitions) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(vehicleFormMachine, events, input);

  it('covers every state and transition of the chart', () => {
    const cov = coverage(vehicleFormMachine, paths);
    expect(cov.states.missing).toEqual(unreachableStates);
    expect(cov.transitions.missing).toEqual(unreachableTransitions);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = formMeaning(path, input);
      await replayPath(vehicleFormMachine, path, {
        input,
        actorNames: ['loadVehicle', 'saveVehicle'],
        provide,
        longestDelayMs: 0,
        check,
      });
    },
  );
});
