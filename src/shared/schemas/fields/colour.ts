import { z } from 'zod';

// A colour input takes a hex colour of 3 or 6 digits, with or without '#'. The value is kept as typed (no '#' added),
// since both spellings are accepted.

export const HEX_COLOUR_ERROR = 'Некорректный HEX-цвет. Используйте формат #RRGGBB или RRGGBB.';
const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColour = (value: string) => HEX_COLOUR.test(value.trim());

export const hexColourSchema = z.string({ error: HEX_COLOUR_ERROR }).trim().regex(HEX_COLOUR, HEX_COLOUR_ERROR);
