import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { Promo } from '../../../../shared/schemas/pricing/promos';
import { PROMO_LINK_KINDS } from '../../../../shared/schemas/pricing/promos';
import { fetchProjects } from '../../../api/clientExtrasApi';
import { createPromo, deletePromo, restorePromo, updatePromo } from '../../../api/pricing/promosApi';
import { asTextMeta as asText } from '../../../components/asTextMeta';
import { DateInput } from '../../../components/inputs/DateInput';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { PromoLinksPanel } from './PromoLinksPanel';
import { promoFormSchema, promoFormValues, toPromoBody } from './promoFormSchema';
import { PROMO_KEY } from './promoKey';

interface Props {
  /** null: add mode. */
  promo: Promo | null;
  onClose: () => void;
  /** Saved, made inactive or restored: the table reloads. */
  onChanged: () => void;
}

/**
 * Add or edit a promo: name, project, code, dates, the maximum of uses and one kind of discount. Editing also shows
 * the links to further projects, services and partners, and 'Сделать не активным' / 'Восстановить'.
 */
export function PromoDialog({ promo, onClose, onChanged }: Props) {
  const canInsert = useAllowed(PROMO_KEY, ['permissionInsert']);
  const canUpdate = useAllowed(PROMO_KEY, ['permissionUpdate']);
  const canDelete = useAllowed(PROMO_KEY, ['permissionDelete']);
  const projects = useRemoteData('promo.projects', fetchProjects, null);
  const deleted = Boolean(promo?.deletedDate);
  // The form opens once the projects are there: a select drawn without its options would lose the loaded project.
  const ready = projects.data !== undefined || projects.failed;
  return (
    <ModalForm
      open={ready}
      size={promo ? 'xl' : 'lg'}
      title={promo ? 'Редактирование промоакции' : 'Добавление промоакции'}
      submitLabel={promo ? 'Сохранить' : 'Добавить'}
      schema={promoFormSchema}
      defaultValue={promo ? promoFormValues(promo) : undefined}
      onSubmit={(values) => (promo ? updatePromo(promo.id, toPromoBody(values)) : createPromo(toPromoBody(values)))}
      onSaved={onChanged}
      onClose={onClose}
      canSave={promo ? canUpdate : canInsert}
      onDelete={promo ? () => (deleted ? restorePromo(promo.id) : deletePromo(promo.id)) : undefined}
      deleteLabel={deleted ? 'Восстановить' : 'Сделать не активным'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <Stack gap="3">
          <TextField meta={asText(fields.name)} label="Название" required serverError={serverErrors.name} />
          <SelectField
            meta={fields.projectId}
            label="Проект"
            required
            options={(projects.data ?? [])
              .filter((p) => !p.deletedDate || p.id === promo?.projectId)
              .map((p) => ({ value: p.id, label: p.name }))}
            serverError={serverErrors.projectId ?? projects.error?.message}
          />
          <TextField meta={asText(fields.code)} label="Промокод" serverError={serverErrors.code} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <DateInput meta={fields.startDate as never} label="Дата начала" serverError={serverErrors.startDate} />
            <DateInput meta={fields.endDate as never} label="Дата окончания" serverError={serverErrors.endDate} />
          </SimpleGrid>
          <TextField
            meta={asText(fields.maxNumberOfUses)}
            label="Максимум использований"
            inputMode="numeric"
            serverError={serverErrors.maxNumberOfUses}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <TextField
              meta={asText(fields.discount)}
              label="Скидка, ₽"
              inputMode="decimal"
              serverError={serverErrors.discount}
            />
            <TextField
              meta={asText(fields.discountPercent)}
              label="Скидка, %"
              inputMode="decimal"
              serverError={serverErrors.discountPercent}
            />
          </SimpleGrid>
          {promo && (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              {PROMO_LINK_KINDS.map((kind) => (
                <PromoLinksPanel key={kind} kind={kind} promoId={promo.id} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </ModalForm>
  );
}
