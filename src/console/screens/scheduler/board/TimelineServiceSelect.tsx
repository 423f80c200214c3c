import { Field, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { fetchOfficePosts } from '../../../api/schedulerApi';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useServiceOptions } from '../../orders/form/orderOptions';

interface Props {
  officeId: number;
  serviceId: number;
  onChange: (serviceId: number) => void;
}

const loadPosts = (partnerOfficeId: number) => fetchOfficePosts({ partnerOfficeId });

/**
 * The timeline's service: the services the office's posts perform (names from GET /services), the chosen one always.
 */
export function TimelineServiceSelect({ officeId, serviceId, onChange }: Props) {
  const posts = useRemoteData('schedulerTimeline.posts', loadPosts, officeId);
  const services = useServiceOptions();
  const options = useMemo(() => {
    const ids = new Set<number>([serviceId, ...(posts.data ?? []).flatMap((p) => p.serviceIds)]);
    const name = (id: number) => services.find((s) => Number(s.value) === id)?.label ?? `Услуга ${id}`;
    return [...ids].map((id) => ({ id, name: name(id) })).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  }, [posts.data, services, serviceId]);
  return (
    <Field.Root w="auto" minW="14rem">
      <Field.Label>Услуга</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label="Услуга"
          value={String(serviceId)}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
