const NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'];

/** dayOfWeek 1 (Monday) to 7 (Sunday), as src/shared/schemas/scheduler/schedulerPosts.ts numbers them. */
export const dayName = (dayOfWeek: number) => NAMES[dayOfWeek - 1] ?? `День ${dayOfWeek}`;
