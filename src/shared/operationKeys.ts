import { SCREENS } from './screens';
import { WIDGET_KEYS } from './widgetKeys';

export { WIDGET_KEYS } from './widgetKeys';

/** Every operation key the console knows, each once: screen keys first, then widget keys. */
export const ALL_OPERATION_KEYS: string[] = [
  ...new Set([...SCREENS.flatMap((s) => (s.operation ? [s.operation] : [])), ...Object.values(WIDGET_KEYS)]),
];
