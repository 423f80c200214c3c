import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { SeoBlog } from '../../../../shared/schemas/content/seoBlogs';
import { createSeoBlog, updateSeoBlog } from '../../../api/content/seoBlogsApi';
import { asTextMeta as asText } from '../../../components/asTextMeta';
import { DateInput } from '../../../components/inputs/DateInput';
import { RichTextInput } from '../../../components/inputs/RichTextInput';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useAllowed } from '../../../session/useSession';
import { useContentServices } from '../useContentServices';
import { seoBlogFormSchema, seoBlogFormValues, toSeoBlogBody } from './seoBlogForm';
import { SEO_BLOG_KEY } from './seoBlogKey';

interface Props {
  /** null: add mode. */
  blog: SeoBlog | null;
  /** The list's service, preselected for a new post. */
  serviceId: number | undefined;
  onClose: () => void;
  onChanged: () => void;
}

/** Add or edit a blog post: service, title, slug, lead, publication date (empty: a draft) and the rich text. */
export function SeoBlogDialog({ blog, serviceId, onClose, onChanged }: Props) {
  const services = useContentServices();
  const canInsert = useAllowed(SEO_BLOG_KEY, ['permissionInsert']);
  const canUpdate = useAllowed(SEO_BLOG_KEY, ['permissionUpdate']);
  return (
    <ModalForm
      open={services !== undefined}
      size="xl"
      title={blog ? 'Редактирование записи блога' : 'Добавление записи блога'}
      submitLabel={blog ? 'Сохранить' : 'Добавить'}
      schema={seoBlogFormSchema}
      defaultValue={blog ? seoBlogFormValues(blog) : serviceId ? { serviceId: String(serviceId) } : undefined}
      onSubmit={(values) =>
        blog ? updateSeoBlog(blog.id, toSeoBlogBody(values)) : createSeoBlog(toSeoBlogBody(values))
      }
      onSaved={onChanged}
      onClose={onClose}
      canSave={blog ? canUpdate : canInsert}
    >
      {({ fields, serverErrors }) => (
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <SelectField
              meta={fields.serviceId}
              label="Сервис"
              required
              options={services ?? []}
              serverError={serverErrors.serviceId}
            />
            <DateInput
              meta={fields.publishedAt as never}
              label="Дата публикации (пусто — черновик)"
              serverError={serverErrors.publishedAt}
            />
          </SimpleGrid>
          <TextField meta={asText(fields.title)} label="Заголовок" required serverError={serverErrors.title} />
          <TextField meta={asText(fields.slug)} label="Адрес (slug)" required serverError={serverErrors.slug} />
          <TextField meta={asText(fields.annotation)} label="Анонс" serverError={serverErrors.annotation} />
          <RichTextInput meta={fields.content as never} label="Текст" serverError={serverErrors.content} />
        </Stack>
      )}
    </ModalForm>
  );
}
