import { SimpleGrid, Stack } from '@chakra-ui/react';
import { type Banner, bannerBodySchema } from '../../../../shared/schemas/content/banners';
import { createBanner, updateBanner } from '../../../api/content/bannersApi';
import { asTextMeta as asText } from '../../../components/asTextMeta';
import { RichTextInput } from '../../../components/inputs/RichTextInput';
import { ModalForm } from '../../../components/ModalForm';
import { TextField } from '../../../components/TextField';
import { useAllowed } from '../../../session/useSession';
import { BannerPreview } from './BannerPreview';
import { bannerFormValues } from './bannerForm';
import { BANNER_KEY } from './bannerKey';

interface Props {
  /** null: add mode. */
  banner: Banner | null;
  onClose: () => void;
  onChanged: () => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Add or edit a banner: title, image and link addresses, order and the rich text, with a live preview. */
export function BannerDialog({ banner, onClose, onChanged }: Props) {
  const canInsert = useAllowed(BANNER_KEY, ['permissionInsert']);
  const canUpdate = useAllowed(BANNER_KEY, ['permissionUpdate']);
  return (
    <ModalForm
      open
      size="xl"
      title={banner ? 'Редактирование баннера' : 'Добавление баннера'}
      submitLabel={banner ? 'Сохранить' : 'Добавить'}
      schema={bannerBodySchema}
      defaultValue={banner ? bannerFormValues(banner) : { sort: '0' }}
      onSubmit={(values) => (banner ? updateBanner(banner.id, values) : createBanner(values))}
      onSaved={onChanged}
      onClose={onClose}
      canSave={banner ? canUpdate : canInsert}
    >
      {({ fields, serverErrors }) => (
        <Stack gap="3">
          <TextField meta={asText(fields.title)} label="Название" required serverError={serverErrors.title} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField
              meta={asText(fields.imageUrl)}
              label="Адрес изображения"
              required
              serverError={serverErrors.imageUrl}
            />
            <TextField meta={asText(fields.link)} label="Ссылка" serverError={serverErrors.link} />
          </SimpleGrid>
          <TextField meta={asText(fields.sort)} label="Порядок" inputMode="numeric" serverError={serverErrors.sort} />
          <RichTextInput meta={fields.content as never} label="Текст на баннере" serverError={serverErrors.content} />
          <BannerPreview
            title={text(fields.title.value)}
            imageUrl={text(fields.imageUrl.value)}
            content={text(fields.content.value)}
          />
        </Stack>
      )}
    </ModalForm>
  );
}
