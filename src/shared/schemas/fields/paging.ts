import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../constants';

/** The body every 'find' list takes: offset, page size and sort. */
export const findRequestSchema = z.object({
  offset: z.coerce.number().int().min(0, 'Смещение не может быть отрицательным').default(0),
  size: z.coerce
    .number()
    .int()
    .min(1, 'Размер страницы от 1 до 500')
    .max(500, 'Размер страницы от 1 до 500')
    .default(DEFAULT_PAGE_SIZE),
  sortField: z.string().optional(),
  sortOrder: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], { error: 'Порядок сортировки: ASC или DESC' }))
    .optional(),
});
export type FindRequest = z.infer<typeof findRequestSchema>;
