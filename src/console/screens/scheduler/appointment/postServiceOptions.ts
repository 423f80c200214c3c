import type { SchedulerPost } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import type { SelectOption } from '../../../components/SelectField';

/**
 * The services a post performs, named from GET /services (a service the list lacks shows its number). `current`
 * keeps an appointment's own service on offer after the post stopped performing it.
 */
export function postServiceOptions(
  post: SchedulerPost | undefined,
  services: SelectOption[],
  current?: { id: number; name: string },
): SelectOption[] {
  const ids = [...(post?.serviceIds ?? [])];
  if (current && !ids.includes(current.id)) ids.unshift(current.id);
  return ids.map((id) => ({
    value: id,
    label:
      services.find((s) => Number(s.value) === id)?.label ??
      (id === current?.id && current.name ? current.name : `Услуга № ${id}`),
  }));
}
