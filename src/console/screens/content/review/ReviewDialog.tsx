import { SimpleGrid, Stack } from '@chakra-ui/react';
import { unixToRuDate } from '../../../../shared/format';
import { REVIEW_RATINGS, type Review } from '../../../../shared/schemas/content/reviews';
import { createReview, updateReview } from '../../../api/content/reviewsApi';
import { asTextMeta as asText } from '../../../components/asTextMeta';
import { DateInput } from '../../../components/inputs/DateInput';
import { RichTextInput } from '../../../components/inputs/RichTextInput';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useAllowed } from '../../../session/useSession';
import { useContentServices } from '../useContentServices';
import { reviewFormSchema, reviewFormValues, toReviewBody } from './reviewForm';
import { REVIEW_KEY } from './reviewKey';

interface Props {
  /** null: add mode. */
  review: Review | null;
  /** The list's service, preselected for a new review. */
  serviceId: number | undefined;
  onClose: () => void;
  onChanged: () => void;
}

const RATING_OPTIONS = REVIEW_RATINGS.map((r) => ({ value: r, label: `${'★'.repeat(r)} ${r}` }));

/** Add or edit a review: service, author, rating 1 to 5, the date the client wrote it, and its text. */
export function ReviewDialog({ review, serviceId, onClose, onChanged }: Props) {
  const services = useContentServices();
  const canInsert = useAllowed(REVIEW_KEY, ['permissionInsert']);
  const canUpdate = useAllowed(REVIEW_KEY, ['permissionUpdate']);
  const fresh = {
    reviewDate: unixToRuDate(Math.floor(Date.now() / 1000)),
    ...(serviceId ? { serviceId: String(serviceId) } : {}),
  };
  return (
    <ModalForm
      open={services !== undefined}
      size="lg"
      title={review ? 'Редактирование отзыва' : 'Добавление отзыва'}
      submitLabel={review ? 'Сохранить' : 'Добавить'}
      schema={reviewFormSchema}
      defaultValue={review ? reviewFormValues(review) : fresh}
      onSubmit={(values) =>
        review ? updateReview(review.id, toReviewBody(values)) : createReview(toReviewBody(values))
      }
      onSaved={onChanged}
      onClose={onClose}
      canSave={review ? canUpdate : canInsert}
    >
      {({ fields, serverErrors }) => (
        <Stack gap="3">
          <SelectField
            meta={fields.serviceId}
            label="Сервис"
            required
            options={services ?? []}
            serverError={serverErrors.serviceId}
          />
          <TextField meta={asText(fields.authorName)} label="Автор" required serverError={serverErrors.authorName} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <SelectField
              meta={fields.rating}
              label="Оценка"
              required
              options={RATING_OPTIONS}
              serverError={serverErrors.rating}
            />
            <DateInput
              meta={fields.reviewDate as never}
              label="Дата отзыва"
              required
              serverError={serverErrors.reviewDate}
            />
          </SimpleGrid>
          <RichTextInput meta={fields.text as never} label="Текст отзыва" required serverError={serverErrors.text} />
        </Stack>
      )}
    </ModalForm>
  );
}
