import { assign, fromPromise, setup } from 'xstate';
import type { PolicyEntity, VehicleEntity } from '../../src/shared/schemas/vehicles/vehicleEntity';

// The vehicle form: the vehicle and its policies, edited locally and saved together. A vehicle is marked updated only
// if it already has an id and its make, model, VIN or year of issue differs from the loaded values; it is saved only
// when flagged (or new, or a policy changed). Policy rows are flagged created / updated / deleted here and sent only
// with the vehicle. After a load or a save the vehicle and its policies are replaced by the server's answer; clearing
// resets everything.

/** The vehicle's fields as the form edits them (selects as ids, texts as typed). */
export interface VehicleValues {
  makeId: number | null;
  modelId: number | null;
  generationId: number | null;
  modificationId: number | null;
  number: string;
  foreign: boolean;
  vin: string;
  stsNumber: string;
  ptsNumber: string;
  yearOfIssue: string;
}

/** A policy as the policy dialog gives it (dates in unix seconds). */
export interface PolicyDraft {
  insuranceTypeRefValueId: number;
  insuranceTypeRefValueName?: string | null;
  insuranceCompanyId: number;
  insuranceCompanyName?: string | null;
  insuranceNumber?: string | null;
  startDate: number;
  expirationDate: number;
}

/** A policy row of the form: `key` tells rows apart before they have an id. */
export interface LocalPolicy extends PolicyDraft {
  key: string;
  id?: number;
  created?: boolean;
  updated?: boolean;
  deleted?: boolean;
}

export interface VehicleSaveRequest {
  vehicleId: number | null;
  clientId: number | null;
  vehicle: VehicleValues;
  /** Only the flagged rows. */
  insurances: LocalPolicy[];
}

export interface VehicleFormError {
  message: string;
  errorCode?: string;
  status?: number;
  details?: Record<string, string>;
}

export interface VehicleFormContext {
  vehicleId: number | null;
  clientId: number | null;
  /** The server's last answer (titles, dates); null for a new vehicle. */
  entity: VehicleEntity | null;
  /** The values of the last load or save: what 'updated' compares with. */
  loaded: VehicleValues | null;
  vehicle: VehicleValues;
  insurances: LocalPolicy[];
  updated: boolean;
  error: VehicleFormError | null;
  nextKey: number;
}

export type VehicleFormEvent =
  | { type: 'vehicle.change'; values: Partial<VehicleValues> }
  /** Saves what the form holds (`values` when given): sent to the server only when there is something to save. */
  | { type: 'vehicle.save'; values?: VehicleValues }
  | { type: 'vehicle.retry' }
  | { type: 'vehicle.clear' }
  | { type: 'policy.add'; policy: PolicyDraft }
  | { type: 'policy.edit'; key: string; policy: PolicyDraft }
  | { type: 'policy.remove'; key: string };

export const EMPTY_VEHICLE: VehicleValues = {
  makeId: null,
  modelId: null,
  generationId: null,
  modificationId: null,
  number: '',
  foreign: false,
  vin: '',
  stsNumber: '',
  ptsNumber: '',
  yearOfIssue: '',
};

export const vehicleValuesOf = (entity: VehicleEntity): VehicleValues => ({
  makeId: entity.makeId,
  modelId: entity.modelId,
  generationId: entity.generationId,
  modificationId: entity.modificationId,
  number: entity.number,
  foreign: entity.foreign,
  vin: entity.vin ?? '',
  stsNumber: entity.stsNumber ?? '',
  ptsNumber: entity.ptsNumber ?? '',
  yearOfIssue: entity.yearOfIssue === null ? '' : String(entity.yearOfIssue),
});

const policyRowOf = (policy: PolicyEntity): LocalPolicy => ({ ...policy, key: `policy-${policy.id}` });

const text = (value: string) => value.trim().toUpperCase();

/** A vehicle is marked updated only when it has an id, and only by a change of make, model, VIN or year of issue. */
export function isVehicleUpdated(
  vehicleId: number | null,
  loaded: VehicleValues | null,
  values: VehicleValues,
): boolean {
  if (vehicleId === null || loaded === null) return false;
  return (
    loaded.makeId !== values.makeId ||
    loaded.modelId !== values.modelId ||
    text(loaded.vin) !== text(values.vin) ||
    loaded.yearOfIssue.trim() !== values.yearOfIssue.trim()
  );
}

export const policiesChanged = (rows: LocalPolicy[]) => rows.some((r) => r.created || r.updated || r.deleted);

/** The vehicle and its policies as the server answered: nothing flagged, nothing updated. */
const fromServer = (entity: VehicleEntity) => ({
  entity,
  vehicleId: entity.id,
  loaded: vehicleValuesOf(entity),
  vehicle: vehicleValuesOf(entity),
  insurances: entity.insurances.map(policyRowOf),
  updated: false,
  error: null,
});

const toError = (error: unknown): VehicleFormError => {
  const e = error as Partial<VehicleFormError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status, details: e?.details };
};

const valuesOfSave = (context: VehicleFormContext, event: VehicleFormEvent) =>
  event.type === 'vehicle.save' && event.values ? event.values : context.vehicle;

const editing = {
  'vehicle.change': { target: '#vehicleForm.ready.editing', actions: 'change' },
  'policy.add': { target: '#vehicleForm.ready.editing', actions: 'addPolicy' },
  'policy.edit': { target: '#vehicleForm.ready.editing', actions: 'editPolicy' },
  'policy.remove': { target: '#vehicleForm.ready.editing', actions: 'removePolicy' },
} as const;

export const vehicleFormMachine = setup({
  types: {
    context: {} as VehicleFormContext,
    events: {} as VehicleFormEvent,
    input: {} as { vehicleId?: number | null; clientId?: number | null },
  },
  actors: {
    loadVehicle: fromPromise<VehicleEntity, { vehicleId: number; clientId: number | null }>(async () => {
      throw new Error('loadVehicle is provided by the API module');
    }),
    saveVehicle: fromPromise<VehicleEntity, VehicleSaveRequest>(async () => {
      throw new Error('saveVehicle is provided by the API module');
    }),
  },
  actions: {
    /**
     * The view's reaction to a finished save (close the dialog, reload a list); nothing by default. `sent` is false
     * when there was nothing to send.
     */
    saved: (_, _params: { sent: boolean }) => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'vehicle.change') return {};
      const vehicle = { ...context.vehicle, ...event.values };
      return { vehicle, updated: isVehicleUpdated(context.vehicleId, context.loaded, vehicle) };
    }),
    takeSaveValues: assign(({ context, event }) => {
      const vehicle = valuesOfSave(context, event);
      return { vehicle, updated: isVehicleUpdated(context.vehicleId, context.loaded, vehicle), error: null };
    }),
    addPolicy: assign(({ context, event }) => {
      if (event.type !== 'policy.add') return {};
      return {
        insurances: [...context.insurances, { ...event.policy, key: `new-${context.nextKey}`, created: true }],
        nextKey: context.nextKey + 1,
      };
    }),
    editPolicy: assign({
      insurances: ({ context, event }) =>
        event.type !== 'policy.edit'
          ? context.insurances
          : context.insurances.map((row) =>
              row.key === event.key ? { ...row, ...event.policy, updated: !row.created } : row,
            ),
    }),
    removePolicy: assign({
      insurances: ({ context, event }) =>
        event.type !== 'policy.remove'
          ? context.insurances
          : context.insurances.flatMap((row) =>
              row.key !== event.key ? [row] : row.created ? [] : [{ ...row, deleted: true }],
            ),
    }),
  },
  guards: {
    hasVehicleId: ({ context }) => context.vehicleId !== null,
    /** New, flagged updated, or a policy changed. */
    needsSave: ({ context, event }) =>
      context.vehicleId === null ||
      isVehicleUpdated(context.vehicleId, context.loaded, valuesOfSave(context, event)) ||
      policiesChanged(context.insurances),
  },
}).createMachine({
  id: 'vehicleForm',
  context: ({ input }) => ({
    vehicleId: input.vehicleId ?? null,
    clientId: input.clientId ?? null,
    entity: null,
    loaded: null,
    vehicle: EMPTY_VEHICLE,
    insurances: [],
    updated: false,
    error: null,
    nextKey: 1,
  }),
  initial: 'starting',
  on: {
    'vehicle.clear': {
      target: '.ready',
      actions: assign(({ context }) => ({
        vehicleId: null,
        entity: null,
        loaded: null,
        vehicle: EMPTY_VEHICLE,
        insurances: [],
        updated: false,
        error: null,
        nextKey: context.nextKey,
      })),
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasVehicleId', target: 'loading' }, { target: 'ready' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadVehicle',
        src: 'loadVehicle',
        input: ({ context }) => ({ vehicleId: context.vehicleId!, clientId: context.clientId }),
        onDone: { target: 'ready', actions: assign(({ event }) => fromServer(event.output)) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toError(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'vehicle.retry': 'loading' },
    },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['editable'],
          on: {
            ...editing,
            'vehicle.save': [
              { guard: 'needsSave', target: 'saving', actions: 'takeSaveValues' },
              { target: 'saved', actions: 'takeSaveValues' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveVehicle',
            src: 'saveVehicle',
            input: ({ context }) => ({
              vehicleId: context.vehicleId,
              clientId: context.clientId,
              vehicle: context.vehicle,
              insurances: context.insurances.filter((r) => r.created || r.updated || r.deleted),
            }),
            onDone: { target: 'saved', actions: assign(({ event }) => fromServer(event.output)) },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => toError(event.error) }) },
          },
        },
        saved: {
          tags: ['editable'],
          entry: {
            type: 'saved',
            params: ({ event }) => ({ sent: (event as { type: string }).type === 'xstate.done.actor.saveVehicle' }),
          },
          on: editing,
        },
      },
    },
  },
});
