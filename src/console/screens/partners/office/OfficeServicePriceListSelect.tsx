import { NativeSelect } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../machines/kit/submissionMachine';
import type { OfficeService } from '../../../../shared/schemas/offices';
import { fetchOfficePriceLists, updateOfficeService } from '../../../api/partners/officesApi';
import { inspect } from '../../../debug/inspector';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { notify } from '../../../toasts/toaster';

interface Props {
  service: OfficeService;
  editable: boolean;
  /** Saved: the services reload, and a new select (keyed by the row's value) takes over. */
  onSaved: () => void;
}

/**
 * An office service's price list: the office partner's live lists for the service, or none. A choice saves at once
 * (submissionMachine); a refusal is a toast and a fresh select shows the saved value again.
 */
export function OfficeServicePriceListSelect(props: Props) {
  const [round, setRound] = useState(0);
  return <SelectRound key={round} {...props} onFailed={() => setRound((r) => r + 1)} />;
}

function SelectRound({ service, editable, onSaved, onFailed }: Props & { onFailed: () => void }) {
  const calls = useRef({ onSaved, onFailed });
  calls.current = { onSaved, onFailed };
  const lists = useRemoteData(
    `officeService.${service.id}.priceLists`,
    ({ officeId, serviceId }: { officeId: number; serviceId: number }) => fetchOfficePriceLists(officeId, serviceId),
    { officeId: service.serviceOfficeId, serviceId: service.serviceId },
  );
  const actor = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          updateOfficeService(service.id, { available: true, priceListId: input.values as number | null }),
        ),
      },
    }),
    { inspect, systemId: `officeService.${service.id}.priceList` },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done) calls.current.onSaved();
  }, [done]);
  useEffect(() => {
    if (!error) return;
    notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
    calls.current.onFailed();
  }, [error]);

  const options = lists.data ?? [];
  // The saved list stays shown even before the choice has loaded.
  const shown =
    service.priceListId !== null && !options.some((o) => o.id === service.priceListId)
      ? [{ id: service.priceListId, name: service.priceListName ?? `№ ${service.priceListId}` }, ...options]
      : options;
  return (
    <NativeSelect.Root size="xs" maxW="16rem" disabled={!editable || busy || done}>
      <NativeSelect.Field
        aria-label={`Прайс-лист: ${service.serviceName}`}
        value={service.priceListId ?? ''}
        onChange={(e) => actor.send({ type: 'form.submit', values: Number(e.target.value) || null })}
      >
        <option value="">Без прайс-листа</option>
        {shown.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
