// The login background is one of 12, chosen at random. They are drawn here in CSS (layered
// gradients of roads, dusk skies and tyre treads), so nothing is downloaded and nothing needs a licence.
export const LOGIN_BACKGROUNDS: string[] = [
  'linear-gradient(160deg, #0f172a 0%, #1e3a8a 55%, #f59e0b 100%)',
  'radial-gradient(circle at 20% 80%, #f97316 0 12%, transparent 40%), linear-gradient(180deg, #1e1b4b, #4338ca)',
  'repeating-linear-gradient(135deg, #111827 0 24px, #1f2937 24px 48px)',
  'linear-gradient(200deg, #064e3b 0%, #065f46 40%, #d1fae5 100%)',
  'radial-gradient(ellipse at top, #38bdf8, transparent 60%), linear-gradient(180deg, #0c4a6e, #082f49)',
  'linear-gradient(135deg, #7c2d12 0%, #b45309 50%, #fde68a 100%)',
  'repeating-radial-gradient(circle at 50% 120%, #1f2937 0 14px, #374151 14px 28px)',
  'linear-gradient(120deg, #312e81 0%, #6d28d9 50%, #db2777 100%)',
  'linear-gradient(180deg, #0f172a 0 55%, #334155 55% 57%, #0f172a 57% 100%)',
  'radial-gradient(circle at 80% 20%, #fde047 0 8%, transparent 30%), linear-gradient(180deg, #1e40af, #1e3a8a)',
  'linear-gradient(90deg, #134e4a 0%, #115e59 50%, #0f766e 100%)',
  'repeating-linear-gradient(90deg, #1c1917 0 40px, #292524 40px 44px, #1c1917 44px 80px)',
];

/**
 * This page load's background, one for the load: the entry (src/console/main.ts) paints it on the prerendered login page
 * before React runs, and React then draws the same one.
 */
export const pageBackground = Math.floor(Math.random() * LOGIN_BACKGROUNDS.length);
