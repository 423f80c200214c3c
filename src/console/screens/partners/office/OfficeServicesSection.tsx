import { Flex, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchServices } from '../../../api/ordersApi';
import { addOfficeService, fetchOfficeServices, removeOfficeService } from '../../../api/partners/officesApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EMPTY_TEXT } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { CallButton } from '../../orders/card/sections/CallButton';
import { OfficeServicePriceListSelect } from './OfficeServicePriceListSelect';

/**
 * The office's services: the available ones (only those are kept, seed §5) with their price lists; connect one more
 * (a binding that already exists counts as done, seed §8) or disconnect one.
 */
export function OfficeServicesSection({ officeId, editable }: { officeId: number; editable: boolean }) {
  const canInsert = useAllowed('partners', ['permissionInsert']) && editable;
  const canDelete = useAllowed('partners', ['permissionDelete']) && editable;
  const canUpdate = useAllowed('partners', ['permissionUpdate']) && editable;
  const bound = useRemoteData(`office.${officeId}.services`, fetchOfficeServices, officeId);
  const all = useRemoteData('office.allServices', fetchServices, null);
  const [chosen, setChosen] = useState<number | null>(null);
  const rows = bound.data ?? [];
  const free = (all.data ?? []).filter((s) => !rows.some((r) => r.serviceId === s.id));

  return (
    <Stack gap="2" data-testid="office-services">
      <Heading as="h3" size="sm">
        Услуги офиса
      </Heading>
      {bound.failed && bound.error && (
        <ErrorPanel title="Ошибка загрузки данных" error={bound.error} onRetry={bound.reload} />
      )}
      {bound.data && rows.length === 0 && <Text color="fg.muted">{EMPTY_TEXT}</Text>}
      {rows.length > 0 && (
        <Table.Root size="sm" aria-label="Услуги офиса">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Услуга</Table.ColumnHeader>
              <Table.ColumnHeader>Прайс-лист</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell>{s.serviceName}</Table.Cell>
                <Table.Cell>
                  <OfficeServicePriceListSelect
                    key={`${s.id}:${s.priceListId}`}
                    service={s}
                    editable={canUpdate}
                    onSaved={bound.reload}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {canDelete && (
                    <CallButton
                      label="Отключить"
                      colorPalette="red"
                      name={`office.${officeId}.service.${s.id}.remove`}
                      run={() => removeOfficeService(s.id)}
                      onDone={bound.reload}
                    />
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {canInsert && (
        <Flex gap="2" align="center">
          <NativeSelect.Root size="sm" maxW="20rem">
            <NativeSelect.Field
              aria-label="Услуга для подключения"
              value={chosen ?? ''}
              onChange={(e) => setChosen(Number(e.target.value) || null)}
            >
              <option value="">{free.length === 0 ? 'Нет вариантов' : 'Выберите услугу'}</option>
              {free.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <CallButton
            label="Подключить"
            size="sm"
            name={`office.${officeId}.service.add`}
            disabled={chosen === null}
            run={() => addOfficeService(officeId, { serviceId: chosen!, priceListId: null })}
            onDone={() => {
              setChosen(null);
              notify({ type: 'success', title: 'Успех', description: 'Услуга подключена' });
              bound.reload();
            }}
          />
        </Flex>
      )}
    </Stack>
  );
}
