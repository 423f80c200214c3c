import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { consoleSystem } from '../../../src/console/theme/system';

// The console's Chakra system carries only the slot recipes of the multi-part components it renders
// (src/console/theme/system.ts). A component added later without its recipe would render unstyled: this finds every
// `<Xxx.Part` in the console and asks that each one Chakra styles with a slot recipe has it in the console's system.
const consoleDir = join(import.meta.dirname, '../../../src/console');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

const recipeKey = (component: string) => component[0].toLowerCase() + component.slice(1);

describe('the console theme', () => {
  it('holds the slot recipe of every multi-part Chakra component the console renders', () => {
    const used = new Set<string>();
    for (const file of sources(consoleDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/<([A-Z][A-Za-z]+)\.[A-Z]/g)) used.add(match[1]);
    }
    const styledByChakra = [...used].map(recipeKey).filter((key) => defaultSystem.getSlotRecipe(key) !== undefined);
    expect(styledByChakra.length).toBeGreaterThan(10);
    const missing = styledByChakra.filter((key) => consoleSystem.getSlotRecipe(key) === undefined);
    expect(missing).toEqual([]);
  });
});
