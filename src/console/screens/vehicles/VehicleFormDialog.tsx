import {
  Box,
  Button,
  Center,
  CloseButton,
  Dialog,
  Flex,
  Heading,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FormValues } from '../../../../machines/kit/dirtyGuardMachine';
import { EMPTY_VEHICLE, type LocalPolicy, type VehicleValues } from '../../../../machines/vehicles/vehicleFormMachine';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import { type VehicleFormInput, vehicleFormSchema } from '../../../shared/schemas/vehicles/vehicle';
import { vehicleFormLogic } from '../../api/vehiclesApi';
import { fillConformForm } from '../../components/drafts/fillConformForm';
import { ErrorPanel } from '../../components/ErrorPanel';
import { DialogRoot } from '../../components/focus/DialogRoot';
import { RequiredNote } from '../../components/RequiredNote';
import { useDirtyGuard } from '../../components/useDirtyGuard';
import { inspect } from '../../debug/inspector';
import { useAllowed } from '../../session/useSession';
import { notify } from '../../toasts/toaster';
import { PolicyDialog } from './PolicyDialog';
import { PolicyList } from './PolicyList';
import { usePolicyOptions } from './usePolicyOptions';
import { VehicleFields, type VehicleFieldValues } from './VehicleFields';
import { vehicleTitle } from './vehicleTitle';

export interface VehicleFormDialogProps {
  open: boolean;
  /** Null: a new vehicle of `clientId`. */
  vehicleId: number | null;
  clientId: number | null;
  /** The Страхование tab: the vehicle is shown, not edited; policies can be added but not edited or deleted. */
  insuranceOnly?: boolean;
  onClose: () => void;
  /** After the server took a save: reload the list. */
  onSaved?: () => void;
}

const schema = vehicleFormSchema();

const toFieldValues = (v: VehicleValues): VehicleFieldValues => ({
  makeId: v.makeId ? String(v.makeId) : '',
  modelId: v.modelId ? String(v.modelId) : '',
  generationId: v.generationId ? String(v.generationId) : '',
  modificationId: v.modificationId ? String(v.modificationId) : '',
  number: v.number,
  foreign: v.foreign ? 'on' : '',
  vin: v.vin,
  stsNumber: v.stsNumber,
  ptsNumber: v.ptsNumber,
  yearOfIssue: v.yearOfIssue,
});

/** The form's parsed values as the chart keeps them. */
function toVehicleValues(parsed: VehicleFormInput): VehicleValues {
  const id = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    makeId: id(parsed.makeId),
    modelId: id(parsed.modelId),
    generationId: id(parsed.generationId),
    modificationId: id(parsed.modificationId),
    number: str(parsed.number),
    foreign: parsed.foreign === true,
    vin: str(parsed.vin),
    stsNumber: str(parsed.stsNumber),
    ptsNumber: str(parsed.ptsNumber),
    yearOfIssue: str(parsed.yearOfIssue),
  };
}

/** The vehicle dialog: mounted only while open, so each opening loads the vehicle afresh. */
export function VehicleFormDialog(props: VehicleFormDialogProps) {
  return props.open ? <VehicleDialog {...props} /> : null;
}

function VehicleDialog({ vehicleId, clientId, insuranceOnly = false, onClose, onSaved }: VehicleFormDialogProps) {
  const canInsert = useAllowed(WIDGET_KEYS.vehicle, ['permissionInsert']);
  const canUpdate = useAllowed(WIDGET_KEYS.vehicle, ['permissionUpdate']);
  const canEditNumberKey = useAllowed(WIDGET_KEYS.vehicleNumber);
  const canAddPolicy = useAllowed(WIDGET_KEYS.insurancePolicies, ['permissionInsert']);
  const canEditPolicy = useAllowed(WIDGET_KEYS.insurancePolicies, ['permissionUpdate']);
  const canDeletePolicy = useAllowed(WIDGET_KEYS.insurancePolicies, ['permissionDelete']);
  const vehicleEditable = !insuranceOnly && (vehicleId === null ? canInsert : canUpdate);

  const afterSave = useRef<(sent: boolean) => void>(() => undefined);
  const actor = useActorRef(
    vehicleFormLogic.provide({ actions: { saved: (_, params: { sent: boolean }) => afterSave.current(params.sent) } }),
    { input: { vehicleId, clientId }, inspect, systemId: 'vehicleForm' },
  );
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const editable = useSelector(actor, (s) => s.hasTag('editable'));
  const entity = useSelector(actor, (s) => s.context.entity);
  const vehicle = useSelector(actor, (s) => s.context.vehicle);
  const insurances = useSelector(actor, (s) => s.context.insurances);
  const error = useSelector(actor, (s) => s.context.error);

  // The form lives in VehicleBody (mounted once the vehicle loads): kept values reach it through this ref.
  const fillForm = useRef<(values: FormValues) => void>(() => undefined);
  const guard = useDirtyGuard({
    name: `vehicleForm.guard.${vehicleId ?? 'new'}`,
    title: vehicleId === null ? 'Новый автомобиль' : 'Автомобиль',
    onClose,
    restoreAfterLoad: true,
    restore: (values) => fillForm.current(values),
  });
  afterSave.current = (sent) => {
    if (sent) {
      guard.saved();
      notify({ type: 'success', title: 'Успех', description: 'Изменения сохранены' });
      onSaved?.();
    }
    // Nothing sent (the vehicle is not flagged updated and no policy changed): unsaved edits make the guard ask.
    guard.requestLeave({ kind: 'close' });
  };

  // The first focus goes to the dialog itself: a select focused while its options load would be mounted again
  // under the user, and the focus lost that way makes the form validate in the middle of React's commit.
  const content = useRef<HTMLDivElement>(null);
  const requestClose = () => {
    if (!saving) guard.requestLeave({ kind: 'close' });
  };
  const ready = !loading && !loadFailed;
  const title = vehicleId === null ? 'Новый автомобиль' : entity ? `Автомобиль ${vehicleTitle(entity)}` : 'Автомобиль';

  return (
    <>
      <DialogRoot
        open
        size="xl"
        scrollBehavior="inside"
        closeOnEscape={!saving}
        closeOnInteractOutside={false}
        initialFocusEl={() => content.current}
        onOpenChange={(e) => {
          if (!e.open) requestClose();
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content ref={content} data-testid="vehicle-form" aria-busy={saving}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              {loading && (
                <Dialog.Body>
                  <Center py="8">
                    <Spinner aria-label="Загрузка" />
                  </Center>
                </Dialog.Body>
              )}
              {loadFailed && error && (
                <Dialog.Body>
                  <ErrorPanel
                    title="Ошибка загрузки данных"
                    error={error}
                    onRetry={() => actor.send({ type: 'vehicle.retry' })}
                  />
                </Dialog.Body>
              )}
              {ready && (
                <VehicleBody
                  key={entity?.id ?? 'new'}
                  actor={actor}
                  initial={entity ? vehicle : EMPTY_VEHICLE}
                  vehicleEditable={vehicleEditable}
                  canEditNumber={vehicleId === null || canEditNumberKey}
                  insurances={insurances}
                  policyRights={{
                    add: canAddPolicy,
                    edit: !insuranceOnly && canEditPolicy,
                    remove: !insuranceOnly && canDeletePolicy,
                  }}
                  editable={editable}
                  saving={saving}
                  error={error}
                  summary={entity && !vehicleEditable ? vehicleTitle(entity) : null}
                  onLoad={guard.load}
                  fillRef={fillForm}
                  notice={guard.restoredNotice}
                  onValues={guard.change}
                  onCancel={requestClose}
                />
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть" disabled={saving} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </DialogRoot>
      {guard.dialog}
    </>
  );
}

interface BodyProps {
  actor: ActorRefFrom<typeof vehicleFormLogic>;
  initial: VehicleValues;
  vehicleEditable: boolean;
  canEditNumber: boolean;
  insurances: LocalPolicy[];
  policyRights: { add: boolean; edit: boolean; remove: boolean };
  editable: boolean;
  saving: boolean;
  error: { message: string; errorCode?: string; status?: number; details?: Record<string, string> } | null;
  /** The vehicle as text when its fields are not edited here. */
  summary: string | null;
  /** The pristine values, once, then each change: the unsaved-changes guard. */
  onLoad: (values: FormValues) => void;
  onValues: (values: FormValues) => void;
  onCancel: () => void;
  /** Set here: puts kept values into the vehicle's fields (the policies' changes are not kept). */
  fillRef: { current: (values: FormValues) => void };
  notice: ReactNode;
}

/** The form: the vehicle's fields (or its summary), its policies, and the buttons. */
function VehicleBody({
  actor,
  initial,
  vehicleEditable,
  canEditNumber,
  insurances,
  policyRights,
  editable,
  saving,
  error,
  summary,
  onLoad,
  onValues,
  onCancel,
  fillRef,
  notice,
}: BodyProps) {
  const [policyDialog, setPolicyDialog] = useState<{ row: LocalPolicy | null } | null>(null);
  const options = usePolicyOptions();
  const [form, fields] = useForm<VehicleFieldValues, VehicleFormInput>({
    id: 'vehicle-form',
    defaultValue: toFieldValues(initial),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success')
        actor.send({ type: 'vehicle.save', values: toVehicleValues(submission.value) });
    },
  });
  fillRef.current = ({ policies: _, ...fieldValues }) => fillConformForm(form, fieldValues);
  const value = form.value;
  const loaded = useRef(false);
  // The callbacks and the right as they are now; the guard hears only when the values or the policies change.
  const latest = useRef({ onLoad, onValues, vehicleEditable });
  latest.current = { onLoad, onValues, vehicleEditable };
  useEffect(() => {
    const { onLoad, onValues, vehicleEditable } = latest.current;
    const flagged = insurances.filter((p) => p.created || p.updated || p.deleted).map((p) => ({ ...p }));
    const values = { ...(vehicleEditable ? (value ?? {}) : {}), policies: flagged };
    if (loaded.current) onValues(values);
    else {
      loaded.current = true;
      onLoad(values);
    }
  }, [value, insurances]);
  const serverErrors = error?.details ?? {};

  const save = () => actor.send({ type: 'vehicle.save' });
  return (
    <>
      <form {...getFormProps(form)} noValidate style={{ display: 'contents' }}>
        <Dialog.Body>
          <Stack gap="5">
            {notice}
            {error && <ErrorPanel error={error} />}
            {vehicleEditable ? (
              <VehicleFields
                form={form}
                fields={fields}
                serverErrors={serverErrors}
                canEditNumber={canEditNumber}
                defaultForeign={initial.foreign}
              />
            ) : (
              <Text fontWeight="medium" data-testid="vehicle-summary">
                {summary}
              </Text>
            )}
            <Box>
              <Flex justify="space-between" align="center" mb="2">
                <Heading as="h3" size="sm">
                  Полисы
                </Heading>
                {policyRights.add && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setPolicyDialog({ row: null })}
                    disabled={!editable}
                  >
                    Добавить полис
                  </Button>
                )}
              </Flex>
              <PolicyList
                policies={insurances}
                disabled={!editable}
                onEdit={policyRights.edit ? (row) => setPolicyDialog({ row }) : undefined}
                onRemove={
                  policyRights.remove ? (row) => actor.send({ type: 'policy.remove', key: row.key }) : undefined
                }
              />
            </Box>
            {vehicleEditable && <RequiredNote />}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Отмена
          </Button>
          {vehicleEditable ? (
            <Button type="submit" colorPalette="blue" loading={saving} loadingText="Сохранить">
              Сохранить
            </Button>
          ) : (
            <Button colorPalette="blue" loading={saving} loadingText="Сохранить" onClick={save}>
              Сохранить
            </Button>
          )}
        </Dialog.Footer>
      </form>
      <PolicyDialog
        open={policyDialog !== null}
        policy={policyDialog?.row ?? null}
        types={options.types}
        companies={options.companies}
        onClose={() => setPolicyDialog(null)}
        onDone={(policy) => {
          const row = policyDialog?.row;
          actor.send(row ? { type: 'policy.edit', key: row.key, policy } : { type: 'policy.add', policy });
        }}
      />
    </>
  );
}
