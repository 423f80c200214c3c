import type { Review, ReviewBody } from '../../../shared/schemas/content/reviews';
import { http } from '../httpClient';

// The reviews screen (/seo/review): /reviews — list of a service, add, change, delete (soft), restore.

/** Newest review first; every service's reviews when serviceId is undefined. */
export async function fetchReviews(serviceId: number | undefined, showDeleted: boolean): Promise<Review[]> {
  return (await http.get<Review[]>('/reviews', { params: { serviceId, showDeleted } })).data;
}

export async function createReview(body: ReviewBody): Promise<Review> {
  return (await http.post<Review>('/reviews', body)).data;
}

export async function updateReview(id: number, body: ReviewBody): Promise<Review> {
  return (await http.put<Review>(`/reviews/${id}`, body)).data;
}

export async function deleteReview(id: number): Promise<Review> {
  return (await http.delete<Review>(`/reviews/${id}`)).data;
}

export async function restoreReview(id: number): Promise<Review> {
  return (await http.put<Review>(`/reviews/restore/${id}`)).data;
}
