import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_NAMES } from '../../../src/shared/schemas/audit';

// The journal screen names every entity and action in Russian: each name the server journals under must have one,
// or the supervisor reads a table name. The names are read from the server's source, where they are written.

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
}

const server = sources(join(__dirname, '../../../src/server'));
const journalling = server.filter((text) => text.includes('recordAudit') || text.includes('auditEntity'));
const found = (pattern: RegExp) => new Set(journalling.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1])));

test('every entity the server journals has a Russian name', () => {
  const entities = found(/(?:entity: |ENTITY = |auditEntity: )'([a-z_]+)'/g);
  expect(entities.size).toBeGreaterThan(30);
  expect([...entities].filter((e) => !AUDIT_ENTITY_NAMES[e])).toEqual([]);
});

test('every action the server journals has a Russian name', () => {
  const actions = found(/action: '([a-z_]+)'/g);
  expect([...actions].filter((a) => !AUDIT_ACTION_NAMES[a])).toEqual([]);
});
