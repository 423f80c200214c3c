/** A run's length for people: '42 с', '5 мин 10 с', '1 ч 2 мин'; '—' while it runs. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || seconds < 0) return '—';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} ч${m ? ` ${m} мин` : ''}`;
  if (m > 0) return `${m} мин${s ? ` ${s} с` : ''}`;
  return `${s} с`;
}
