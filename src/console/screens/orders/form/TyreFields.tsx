import { Checkbox, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { SERVICE_TYRE } from '../../../../shared/constants';
import { REF_IDS, REF_VALUE_IDS } from '../../../../shared/referenceIds';
import { useFieldControl } from '../../../components/inputs/useFieldControl';
import { SelectField } from '../../../components/SelectField';
import { useRefOptions } from '../../../hooks/useRefOptions';
import { AxleFields } from './AxleFields';
import type { OrderFormText } from './orderFormValues';

interface Props {
  serviceId: number;
  storedObject: FieldMetadata<string>;
  tires: FieldMetadata<OrderFormText['tires']>;
  rims: FieldMetadata<OrderFormText['rims']>;
  serverErrors: Record<string, string>;
}

const ORIGIN_OPTIONS = [
  { value: 'true', label: 'Оригинал' },
  { value: 'false', label: 'Реплика' },
];

/**
 * The tyre block of services 69 and 68: what is stored (ref 902), the tyres per axle unless
 * only rims are stored (the rear axle only with 'Разные шины на осях'), the rims' type and origin when rims are
 * stored (443, 380). The rules require them for service 69 only.
 */
export function TyreFields({ serviceId, storedObject, tires, rims, serverErrors }: Props) {
  const storedOptions = useRefOptions(REF_IDS.storedObject);
  const rimsTypes = useRefOptions(REF_IDS.rimsType);
  const required = serviceId === SERVICE_TYRE;
  const stored = Number(storedObject.value) || 0;
  const axles = tires.getFieldset();
  const rimsFields = rims.getFieldset();
  const showRear = useFieldControl(axles.showRear as FieldMetadata<string>);
  const withTyres = stored !== REF_VALUE_IDS.storedRims;
  const withRims = stored === REF_VALUE_IDS.storedRims || stored === REF_VALUE_IDS.storedWheelSet;
  const differ = showRear.value === 'on';

  return (
    <Stack gap="4" data-testid="tyre-fields">
      <SelectField
        key={`stored:${storedOptions.length}`}
        meta={storedObject}
        label="Объект хранения"
        options={storedOptions}
        serverError={serverErrors[storedObject.name]}
      />
      {withTyres && (
        <>
          <Checkbox.Root
            size="sm"
            checked={differ}
            onCheckedChange={(e) => showRear.change(e.checked === true ? 'on' : '')}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Разные шины на осях</Checkbox.Label>
          </Checkbox.Root>
          <input {...showRear.valueInputProps} />
          <AxleFields
            meta={axles.front}
            legend={differ ? 'Передняя ось' : 'Шины'}
            required={required}
            serverErrors={serverErrors}
          />
          {differ && (
            <AxleFields meta={axles.rear} legend="Задняя ось" required={required} serverErrors={serverErrors} />
          )}
        </>
      )}
      {withRims && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField
            key={`rims:${rimsTypes.length}`}
            meta={rimsFields.typeRefValueId}
            label="Тип дисков"
            options={rimsTypes}
            required={required}
            serverError={serverErrors[rimsFields.typeRefValueId.name]}
          />
          <SelectField
            meta={rimsFields.isOriginal}
            label="Оригинал/Реплика"
            options={ORIGIN_OPTIONS}
            required={required}
            serverError={serverErrors[rimsFields.isOriginal.name]}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
