import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { EMPTY_VEHICLE, vehicleFormMachine } from '../../../machines/vehicles/vehicleFormMachine';
import type { VehicleEntity } from '../../../src/shared/schemas/vehicles/vehicleEntity';
import { coverage, replayPath, shortestPaths } from '../modelPaths';

// The vehicle form's chart walked on every shortest path, for a known vehicle (loaded first) and a new one; the
// load and the save are held by hand and settled with the path's done and error events.

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

const events = [
  { type: 'vehicle.change', values: { vin: 'XWEFF41CBK0999999' } },
  { type: 'vehicle.change', values: { number: 'В456ОР99' } },
  { type: 'vehicle.save' },
  { type: 'vehicle.save', values: { ...EMPTY_VEHICLE, makeId: 10, modelId: 20, number: 'А123ВС77' } },
  { type: 'vehicle.retry' },
  { type: 'vehicle.clear' },
  { type: 'policy.add', policy: draft },
  { type: 'policy.edit', key: 'policy-1', policy: draft },
  { type: 'policy.remove', key: 'policy-1' },
  { type: 'xstate.done.actor.loadVehicle', output: answer },
  { type: 'xstate.error.actor.loadVehicle', error: { message: 'Автомобиль не найден', status: 404 } },
  { type: 'xstate.done.actor.saveVehicle', output: answer },
  { type: 'xstate.error.actor.saveVehicle', error: { message: 'Проверьте правильность заполнения полей' } },
] as EventObject[];

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
      await replayPath(vehicleFormMachine, path, {
        input,
        actorNames: ['loadVehicle', 'saveVehicle'],
        longestDelayMs: 0,
      });
    },
  );
});
