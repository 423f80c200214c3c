import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  EMPTY_VEHICLE,
  isVehicleUpdated,
  type VehicleSaveRequest,
  type VehicleValues,
  vehicleFormMachine,
  vehicleValuesOf,
} from '../../../machines/vehicles/vehicleFormMachine';
import type { PolicyEntity, VehicleEntity } from '../../../src/shared/schemas/vehicles/vehicleEntity';

// The vehicle form headless: loads and saves are hand-resolved promises; the rules for saving a vehicle and its policy
// rows are asserted on the chart's context and on what it hands to the save.

const policy = (id: number, fields: Partial<PolicyEntity> = {}): PolicyEntity => ({
  id,
  vehicleId: 7,
  insuranceTypeRefValueId: 9101,
  insuranceTypeRefValueName: 'ОСАГО',
  insuranceCompanyId: 3,
  insuranceCompanyName: 'Ингосстрах',
  insuranceNumber: `ХХХ ${id}`,
  startDate: 1_700_000_000,
  expirationDate: 1_731_000_000,
  active: true,
  createdDate: 1_700_000_000,
  ...fields,
});

const entity = (fields: Partial<VehicleEntity> = {}): VehicleEntity => ({
  id: 7,
  clientId: 3,
  primary: true,
  makeId: 10,
  makeTitle: 'Kia',
  modelId: 20,
  modelTitle: 'Rio',
  generationId: 30,
  generationName: 'IV',
  modificationId: 40,
  modificationName: '1.6 AT (123 л.с.)',
  number: 'А123ВС77',
  foreign: false,
  vin: 'XWEFF41CBK0123456',
  stsNumber: '77УА123456',
  ptsNumber: null,
  yearOfIssue: 2019,
  isCorporate: false,
  createdDate: 1_700_000_000,
  deletedDate: null,
  insurances: [policy(1), policy(2)],
  ...fields,
});

function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(input: { vehicleId?: number | null; clientId?: number | null }) {
  const loads: ReturnType<typeof held<VehicleEntity>>[] = [];
  const saves: { request: VehicleSaveRequest; answer: ReturnType<typeof held<VehicleEntity>> }[] = [];
  const saved = vi.fn();
  const actor = createActor(
    vehicleFormMachine.provide({
      actors: {
        loadVehicle: fromPromise(() => {
          const h = held<VehicleEntity>();
          loads.push(h);
          return h.promise;
        }),
        saveVehicle: fromPromise(({ input: request }) => {
          const answer = held<VehicleEntity>();
          saves.push({ request, answer });
          return answer.promise;
        }),
      },
      actions: { saved: (_, params) => saved(params) },
    }),
    { input },
  );
  actor.start();
  return { actor, loads, saves, saved };
}

async function loaded(answer = entity()) {
  const run = start({ vehicleId: 7, clientId: 3 });
  expect(run.actor.getSnapshot().value).toBe('loading');
  run.loads[0].resolve(answer);
  await waitFor(run.actor, (s) => s.matches({ ready: 'editing' }));
  return run;
}

describe('vehicleFormMachine', () => {
  it("a new vehicle starts editable, is saved as new and is then replaced by the server's answer", async () => {
    const { actor, saves, saved } = start({ clientId: 3 });
    try {
      expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({
        vehicleId: null,
        vehicle: EMPTY_VEHICLE,
        insurances: [],
        updated: false,
      });
      actor.send({
        type: 'policy.add',
        policy: { insuranceTypeRefValueId: 9101, insuranceCompanyId: 3, startDate: 1, expirationDate: 2 },
      });
      const values: VehicleValues = { ...EMPTY_VEHICLE, makeId: 10, modelId: 20, number: 'А123ВС77' };
      actor.send({ type: 'vehicle.save', values });
      expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(saves[0].request).toMatchObject({ vehicleId: null, clientId: 3, vehicle: values });
      expect(saves[0].request.insurances).toEqual([
        expect.objectContaining({ key: 'new-1', created: true, insuranceTypeRefValueId: 9101 }),
      ]);
      // Nothing can be edited while the save is on its way.
      expect(actor.getSnapshot().can({ type: 'policy.remove', key: 'new-1' })).toBe(false);

      saves[0].answer.resolve(entity({ insurances: [policy(5)] }));
      await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
      expect(saved).toHaveBeenCalledWith({ sent: true });
      const { context } = actor.getSnapshot();
      expect(context).toMatchObject({
        vehicleId: 7,
        updated: false,
        error: null,
        vehicle: vehicleValuesOf(entity()),
        loaded: vehicleValuesOf(entity()),
      });
      expect(context.insurances).toEqual([expect.objectContaining({ id: 5, key: 'policy-5' })]);
      expect(context.insurances[0].created).toBeUndefined();
    } finally {
      actor.stop();
    }
  });

  it("loads a known vehicle: the form holds the server's values and policies, nothing flagged", async () => {
    const { actor } = await loaded();
    try {
      const { context } = actor.getSnapshot();
      expect(context.vehicle).toEqual({
        ...vehicleValuesOf(entity()),
        yearOfIssue: '2019',
        ptsNumber: '',
        vin: 'XWEFF41CBK0123456',
      });
      expect(context.insurances.map((p) => p.key)).toEqual(['policy-1', 'policy-2']);
      expect(context.updated).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('marks the vehicle updated only for make, model, VIN or year of issue, and only when it has an id', async () => {
    const { actor } = await loaded();
    try {
      const updatedAfter = (values: Partial<VehicleValues>) => {
        actor.send({ type: 'vehicle.change', values });
        return actor.getSnapshot().context.updated;
      };
      expect(
        updatedAfter({
          number: 'В456ОР99',
          stsNumber: '99ТТ654321',
          ptsNumber: '77ТМ123456',
          generationId: 31,
          modificationId: null,
          foreign: true,
        }),
      ).toBe(false);
      expect(updatedAfter({ vin: 'xweff41cbk0123456 ' })).toBe(false); // the same VIN as typed
      expect(updatedAfter({ vin: 'XWEFF41CBK0999999' })).toBe(true);
      expect(updatedAfter({ vin: 'XWEFF41CBK0123456' })).toBe(false);
      expect(updatedAfter({ yearOfIssue: '2020' })).toBe(true);
      expect(updatedAfter({ yearOfIssue: '2019' })).toBe(false);
      expect(updatedAfter({ makeId: 11 })).toBe(true);
      expect(updatedAfter({ makeId: 10, modelId: 21 })).toBe(true);
      expect(updatedAfter({ modelId: 20 })).toBe(false);
    } finally {
      actor.stop();
    }
    const loadedValues = vehicleValuesOf(entity());
    expect(isVehicleUpdated(null, loadedValues, { ...loadedValues, makeId: 99 })).toBe(false);
    expect(isVehicleUpdated(7, null, loadedValues)).toBe(false);
  });

  it('does not send a vehicle that is not flagged and has no changed policy', async () => {
    const { actor, saves, saved } = await loaded();
    try {
      // The plate alone does not flag the vehicle (only make, model, VIN and year of issue do).
      actor.send({ type: 'vehicle.save', values: { ...actor.getSnapshot().context.vehicle, number: 'В456ОР99' } });
      expect(actor.getSnapshot().matches({ ready: 'saved' })).toBe(true);
      expect(saves).toHaveLength(0);
      expect(saved).toHaveBeenCalledWith({ sent: false });
    } finally {
      actor.stop();
    }
  });

  it('sends a flagged vehicle with its values', async () => {
    const { actor, saves } = await loaded();
    try {
      const values = { ...actor.getSnapshot().context.vehicle, vin: 'XWEFF41CBK0999999' };
      actor.send({ type: 'vehicle.save', values });
      expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
      expect(saves[0].request).toEqual({ vehicleId: 7, clientId: 3, vehicle: values, insurances: [] });
      expect(actor.getSnapshot().context.updated).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('flags policy rows locally and sends only the flagged ones', async () => {
    const { actor, saves } = await loaded();
    try {
      const draft = {
        insuranceTypeRefValueId: 9102,
        insuranceCompanyId: 4,
        insuranceNumber: 'КАСКО-1',
        startDate: 10,
        expirationDate: 20,
      };
      actor.send({ type: 'policy.add', policy: draft });
      actor.send({ type: 'policy.add', policy: { ...draft, insuranceNumber: 'Передумали' } });
      actor.send({ type: 'policy.edit', key: 'new-1', policy: { ...draft, insuranceNumber: 'КАСКО-2' } });
      actor.send({ type: 'policy.remove', key: 'new-2' });
      actor.send({ type: 'policy.edit', key: 'policy-1', policy: { ...draft, insuranceTypeRefValueId: 9101 } });
      actor.send({ type: 'policy.remove', key: 'policy-2' });
      const rows = actor.getSnapshot().context.insurances;
      expect(
        rows.map((r) => [r.key, r.insuranceNumber, Boolean(r.created), Boolean(r.updated), Boolean(r.deleted)]),
      ).toEqual([
        ['policy-1', 'КАСКО-1', false, true, false],
        ['policy-2', 'ХХХ 2', false, false, true],
        ['new-1', 'КАСКО-2', true, false, false],
      ]);
      expect(rows[0].id).toBe(1);
      // Only policies changed: the vehicle is not flagged, but it is saved.
      actor.send({ type: 'vehicle.save' });
      expect(saves[0].request.vehicle).toEqual(actor.getSnapshot().context.vehicle);
      expect(saves[0].request.insurances.map((r) => r.key)).toEqual(['policy-1', 'policy-2', 'new-1']);
      saves[0].answer.resolve(entity({ insurances: [policy(1, { insuranceNumber: 'КАСКО-1' }), policy(9)] }));
      await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
      expect(
        actor.getSnapshot().context.insurances.map((r) => [r.key, Boolean(r.created || r.updated || r.deleted)]),
      ).toEqual([
        ['policy-1', false],
        ['policy-9', false],
      ]);
      // Editing after a save goes on from the server's answer.
      actor.send({ type: 'policy.remove', key: 'policy-9' });
      expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('keeps the form and shows the error when the save fails; retries a failed load', async () => {
    const run = start({ vehicleId: 7, clientId: null });
    try {
      run.loads[0].reject({ message: 'Автомобиль не найден', errorCode: 'ENTITY_NOT_FOUND', status: 404 });
      await waitFor(run.actor, (s) => s.matches('loadFailed'));
      expect(run.actor.getSnapshot().context.error).toMatchObject({ message: 'Автомобиль не найден', status: 404 });
      run.actor.send({ type: 'vehicle.retry' });
      expect(run.actor.getSnapshot().value).toBe('loading');
      run.loads[1].resolve(entity());
      await waitFor(run.actor, (s) => s.matches({ ready: 'editing' }));
      expect(run.actor.getSnapshot().context.error).toBeNull();

      const values = { ...run.actor.getSnapshot().context.vehicle, yearOfIssue: '2021' };
      run.actor.send({ type: 'vehicle.save', values });
      run.saves[0].answer.reject({
        message: 'Проверьте правильность заполнения полей',
        details: { yearOfIssue: 'Поддерживаются только цифры' },
      });
      await waitFor(run.actor, (s) => s.matches({ ready: 'editing' }) && s.context.error !== null);
      expect(run.actor.getSnapshot().context).toMatchObject({
        vehicle: values,
        updated: true,
        error: { details: { yearOfIssue: 'Поддерживаются только цифры' } },
      });
      expect(run.saved).not.toHaveBeenCalled();
    } finally {
      run.actor.stop();
    }
  });

  it('clear resets the vehicle, its request and its policies', async () => {
    const { actor } = await loaded();
    try {
      actor.send({
        type: 'policy.add',
        policy: { insuranceTypeRefValueId: 9101, insuranceCompanyId: 3, startDate: 1, expirationDate: 2 },
      });
      actor.send({ type: 'vehicle.change', values: { vin: 'XWEFF41CBK0999999' } });
      actor.send({ type: 'vehicle.clear' });
      expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({
        vehicleId: null,
        entity: null,
        loaded: null,
        vehicle: EMPTY_VEHICLE,
        insurances: [],
        updated: false,
        error: null,
      });
    } finally {
      actor.stop();
    }
  });
});
