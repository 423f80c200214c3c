import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { SeoPage, SeoPageNode } from '../../../../shared/schemas/content/seoPages';
import { createSeoPage, updateSeoPage } from '../../../api/content/seoPagesApi';
import { asTextMeta as asText } from '../../../components/asTextMeta';
import { RichTextInput } from '../../../components/inputs/RichTextInput';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { newPageValues, parentOptions, seoPageFormSchema, seoPageFormValues } from './seoPageForm';

/** What the dialog edits: a stored page, or a new one under `parentId` (null: a root page). */
export type SeoPageDialogTarget = { page: SeoPage } | { parentId: number | null };

interface Props {
  target: SeoPageDialogTarget | null;
  serviceId: number;
  tree: SeoPageNode[];
  canSave: boolean;
  onClose: () => void;
  onSaved: (page: SeoPage) => void;
}

/**
 * Add or edit an SEO page: title, address (slug), the parent ('Родительская страница', the keyboard's way to move a
 * page), H1, meta title and description, order and the page text as rich text.
 */
export function SeoPageDialog({ target, serviceId, tree, canSave, onClose, onSaved }: Props) {
  const page = target && 'page' in target ? target.page : null;
  const siblings = (parentId: number | null) =>
    parentId === null ? tree : tree.length ? findChildren(tree, parentId) : [];
  const defaultValue = page
    ? seoPageFormValues(page)
    : target && 'parentId' in target
      ? newPageValues(target.parentId, siblings(target.parentId))
      : undefined;
  return (
    <ModalForm
      open={target !== null}
      size="xl"
      title={page ? 'Редактирование SEO-страницы' : 'Добавление SEO-страницы'}
      submitLabel={page ? 'Сохранить' : 'Добавить'}
      schema={seoPageFormSchema}
      defaultValue={defaultValue}
      canSave={canSave}
      // A new page's preset parent and order are what the user asked for: it may be saved as it is.
      allowPristineSubmit={!page}
      onSubmit={(values) =>
        page ? updateSeoPage({ ...values, id: page.id, serviceId }) : createSeoPage({ ...values, serviceId })
      }
      onSaved={(saved) => onSaved(saved as SeoPage)}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => (
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField
              meta={asText(fields.title)}
              label="Название страницы"
              required
              serverError={serverErrors.title}
            />
            <TextField meta={asText(fields.slug)} label="Адрес (slug)" required serverError={serverErrors.slug} />
          </SimpleGrid>
          <SelectField
            meta={fields.parentId}
            label="Родительская страница"
            placeholder="Нет (корневая страница)"
            options={parentOptions(tree, page)}
            serverError={serverErrors.parentId}
          />
          <TextField meta={asText(fields.h1)} label="H1" serverError={serverErrors.h1} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField meta={asText(fields.metaTitle)} label="Meta title" serverError={serverErrors.metaTitle} />
            <TextField meta={asText(fields.sort)} label="Порядок" inputMode="numeric" serverError={serverErrors.sort} />
          </SimpleGrid>
          <TextField
            meta={asText(fields.metaDescription)}
            label="Meta description"
            serverError={serverErrors.metaDescription}
          />
          <RichTextInput
            meta={asText(fields.content) as never}
            label="Текст страницы"
            serverError={serverErrors.content}
          />
        </Stack>
      )}
    </ModalForm>
  );
}

function findChildren(nodes: SeoPageNode[], id: number): SeoPageNode[] {
  for (const node of nodes) {
    if (node.id === id) return node.children;
    const found = findChildren(node.children, id);
    if (found.length) return found;
  }
  return [];
}
