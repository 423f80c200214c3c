import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { fetchServices } from '../../../api/ordersApi';
import { addOfficeService, fetchOfficeServices, removeOfficeService } from '../../../api/partners/officesApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EMPTY_TEXT } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { CallButton } from '../../orders/card/sections/CallButton';
import { BindChoice } from '../BindChoice';
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
        <BindChoice
          label="Услуга для подключения"
          placeholder="Выберите услугу"
          choices={free}
          buttonLabel="Подключить"
          name={`office.${officeId}.service.add`}
          maxW="20rem"
          bind={(serviceId) => addOfficeService(officeId, { serviceId, priceListId: null })}
          onBound={() => {
            notify({ type: 'success', title: 'Успех', description: 'Услуга подключена' });
            bound.reload();
          }}
        />
      )}
    </Stack>
  );
}
