import { Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { REF_IDS } from '../../../../shared/referenceIds';
import type { ServiceBundle } from '../../../../shared/schemas/pricing/serviceBundles';
import { deleteServiceBundle } from '../../../api/pricing/nomenclatureApi';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useAllowed } from '../../../session/useSession';
import { BundleItemsField } from './BundleItemsField';
import { BundleLinksField } from './BundleLinksField';
import { bundleDefaults, bundleFormSchema, saveBundle } from './bundleForm';
import { POSITIONS_KEY } from './positionsKey';
import { usePositionOptions, useRefValueOptions, useServiceOptions } from './usePricingOptions';

/** Add or edit a complex bundle: name, service, tyre operation, its positions and the values it applies to. */
export function BundleDialog({
  bundle,
  onClose,
  onChanged,
}: {
  bundle: ServiceBundle | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const canInsert = useAllowed(POSITIONS_KEY, ['permissionInsert']);
  const canUpdate = useAllowed(POSITIONS_KEY, ['permissionUpdate']);
  const canDelete = useAllowed(POSITIONS_KEY, ['permissionDelete']);
  const services = useServiceOptions();
  const operations = useRefValueOptions(REF_IDS.tireOperation);
  const positions = usePositionOptions();
  const diameters = useRefValueOptions(REF_IDS.wheelDiameter);
  const carTypes = useRefValueOptions(REF_IDS.carType);
  const savedId = useRef<number | null>(bundle?.id ?? null);
  if (!services || !operations || !positions || !diameters || !carTypes) return null;
  return (
    <ModalForm
      open
      size="xl"
      title={bundle ? `Комплекс «${bundle.name}»` : 'Новый комплекс услуг'}
      schema={bundleFormSchema}
      defaultValue={bundleDefaults(bundle)}
      onSubmit={async (values) => {
        const saved = await saveBundle(savedId.current, values);
        savedId.current = saved.id;
        return saved;
      }}
      onSaved={onChanged}
      onClose={onClose}
      canSave={bundle ? canUpdate : canInsert}
      onDelete={bundle ? () => deleteServiceBundle(bundle.id) : undefined}
      canDelete={canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors, form }) => (
        <Stack gap="4">
          <TextField meta={fields.name} label="Наименование" required serverError={serverErrors.name} />
          <SelectField
            meta={fields.serviceId}
            label="Услуга"
            required
            options={services}
            serverError={serverErrors.serviceId}
          />
          <SelectField
            meta={fields.tireOperationRefValueId}
            label="Операция"
            required
            options={operations}
            serverError={serverErrors.tireOperationRefValueId}
          />
          <BundleItemsField
            form={form}
            field={fields.bundleItems}
            serverErrors={serverErrors}
            bundle={bundle}
            alive={positions}
          />
          <BundleLinksField
            form={form}
            field={fields.links}
            bundle={bundle}
            diameters={diameters}
            carTypes={carTypes}
          />
        </Stack>
      )}
    </ModalForm>
  );
}
