import { type FactoryOpts, MaskedRange } from 'imask';

/** The 00:00 mask of a time 'HH:mm': hours 0-23, minutes 0-59 (the kit's TimeInput, the weekly hours' slots). */
export const TIME_MASK = {
  mask: 'HH:MM',
  blocks: {
    HH: { mask: MaskedRange, from: 0, to: 23, maxLength: 2 },
    MM: { mask: MaskedRange, from: 0, to: 59, maxLength: 2 },
  },
} satisfies FactoryOpts;
