import { deleteReview, fetchReviews, restoreReview } from '../../../api/content/reviewsApi';
import { ServiceContentPage } from '../ServiceContentPage';
import { ReviewDialog } from './ReviewDialog';
import { reviewColumns } from './reviewColumns';
import { REVIEW_KEY } from './reviewKey';

/** /seo/review, 'SEO: отзывы': clients' reviews of a service (or of all), newest first. */
export default function ReviewPage({ title }: { title: string }) {
  return (
    <ServiceContentPage
      title={title}
      operation={REVIEW_KEY}
      fetchRows={fetchReviews}
      restore={restoreReview}
      remove={deleteReview}
      restoredText="Отзыв восстановлен"
      columns={reviewColumns}
      sortField="reviewDate"
      dialog={({ row, ...rest }) => <ReviewDialog review={row} {...rest} />}
      deleteTitle="Удаление отзыва"
      deleteTestId="review-delete"
      deleteText={(review) =>
        `Отзыв «${review.authorName}» пропадёт с сайта. Его можно будет восстановить, включив «Показывать удалённые».`
      }
    />
  );
}
