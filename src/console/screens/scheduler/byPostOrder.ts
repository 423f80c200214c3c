import type { OfficePost } from '../../../shared/schemas/scheduler/schedulerPosts';

/** Posts as the office orders them: by their sort number, then by name. */
export const byPostOrder = (a: OfficePost, b: OfficePost) => a.sort - b.sort || a.name.localeCompare(b.name, 'ru');
