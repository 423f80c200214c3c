import { Checkbox, Flex, Heading, Stack } from '@chakra-ui/react';
import type { OfficeRefValue } from '../../../../shared/schemas/offices';
import { fetchOfficeRefValues, saveOfficeRefValues } from '../../../api/partners/officesApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { CallButton } from '../../orders/card/sections/CallButton';

/** The office's attributes (reference values 10, 15, 56): each checkbox saves at once. */
export function OfficeRefValuesSection({ officeId, editable }: { officeId: number; editable: boolean }) {
  const values = useRemoteData(`office.${officeId}.refValues`, fetchOfficeRefValues, officeId);
  const list = values.data ?? [];
  const checkedIds = (except: OfficeRefValue, on: boolean) => [
    ...list.filter((v) => v.checked && v.refValueId !== except.refValueId).map((v) => v.refValueId),
    ...(on ? [except.refValueId] : []),
  ];
  return (
    <Stack gap="2" data-testid="office-ref-values">
      <Heading as="h3" size="sm">
        Признаки офиса
      </Heading>
      {values.failed && values.error && (
        <ErrorPanel title="Ошибка загрузки данных" error={values.error} onRetry={values.reload} />
      )}
      {list.map((v) => (
        <Flex key={v.refValueId} gap="3" align="center">
          <Checkbox.Root checked={v.checked} disabled readOnly>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{v.name}</Checkbox.Label>
          </Checkbox.Root>
          {editable && (
            <CallButton
              label={v.checked ? 'Снять' : 'Установить'}
              variant="ghost"
              name={`office.${officeId}.refValue.${v.refValueId}`}
              run={() => saveOfficeRefValues(officeId, checkedIds(v, !v.checked))}
              onDone={values.reload}
            />
          )}
        </Flex>
      ))}
    </Stack>
  );
}
