import { chakra, Flex, Text, Textarea } from '@chakra-ui/react';
import { getInputProps, getTextareaProps } from '@conform-to/react';
import {
  type DocTemplateAdmin,
  docTemplateCreateSchema,
} from '../../../../shared/schemas/partners/partnerDocTemplates';
import { fetchServices } from '../../../api/ordersApi';
import {
  createPartnerDocTemplate,
  deletePartnerDocTemplate,
  fetchDocFonts,
  restorePartnerDocTemplate,
  updatePartnerDocTemplate,
} from '../../../api/partners/partnerContractsApi';
import { FieldShell } from '../../../components/inputs/FieldShell';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';

interface Props {
  partnerId: number;
  template: DocTemplateAdmin | null;
  onClose: () => void;
  onChanged: () => void;
}

const loadServices = async () => (await fetchServices()).map((s) => ({ value: s.id, label: s.name }));

/**
 * Add or edit a document template: name, service (none: any), text with {{placeholders}}, the variant for
 * different axle widths (false when left unticked); delete (soft) or restore it. The fonts the PDFs use are listed.
 */
export function PartnerDocTemplateDialog({ partnerId, template, onClose, onChanged }: Props) {
  const canInsert = useAllowed('partners', ['permissionInsert']);
  const canUpdate = useAllowed('partners', ['permissionUpdate']);
  const canDelete = useAllowed('partners', ['permissionDelete']);
  const services = useRemoteData('docTemplate.services', loadServices, null);
  const fonts = useRemoteData('docTemplate.fonts', fetchDocFonts, null);
  const deleted = Boolean(template?.deletedDate);
  return (
    <ModalForm
      open
      size="xl"
      title={template ? `Шаблон «${template.name}»` : 'Новый шаблон документа'}
      schema={docTemplateCreateSchema}
      defaultValue={
        template
          ? {
              name: template.name,
              body: template.body,
              serviceId: template.serviceId === null ? undefined : String(template.serviceId),
              wheelsWidthDiffer: template.wheelsWidthDiffer,
            }
          : undefined
      }
      onSubmit={({ partnerId: _ignored, ...values }) =>
        template ? updatePartnerDocTemplate(template.id, values) : createPartnerDocTemplate({ ...values, partnerId })
      }
      onSaved={onChanged}
      onClose={onClose}
      canSave={template ? canUpdate && !deleted : canInsert}
      onDelete={
        template
          ? () => (deleted ? restorePartnerDocTemplate(template.id) : deletePartnerDocTemplate(template.id))
          : undefined
      }
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => {
        const { key: bodyKey, ...bodyProps } = getTextareaProps(fields.body);
        const { key: wheelsKey, ...wheelsProps } = getInputProps(fields.wheelsWidthDiffer, { type: 'checkbox' });
        return (
          <>
            <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
            <SelectField
              key={services.data?.length ?? 0}
              meta={fields.serviceId}
              label="Услуга"
              placeholder="Любая"
              options={services.data ?? []}
              serverError={serverErrors.serviceId}
            />
            <FieldShell meta={fields.body} label="Текст шаблона" required serverError={serverErrors.body}>
              <Textarea key={bodyKey} {...bodyProps} rows={10} fontFamily="mono" />
            </FieldShell>
            <Flex as="label" align="center" gap="2">
              <chakra.input key={wheelsKey} {...wheelsProps} />
              Вариант для разной ширины шин на осях
            </Flex>
            {fonts.data && (
              <Text fontSize="sm" color="fg.muted">
                Шрифты документов: {fonts.data.map((f) => f.name).join(', ')}
              </Text>
            )}
          </>
        );
      }}
    </ModalForm>
  );
}
