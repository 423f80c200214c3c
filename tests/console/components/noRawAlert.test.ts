import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// A lint in test form. Message boxes reach screen readers through the kit's Notice (role="alert" for errors and
// warnings, a polite live region for the rest), and dialogs keep and give back the focus through the kit's
// DialogRoot / DrawerRoot. A raw Chakra Alert.Root, Dialog.Root or Drawer.Root in a screen skips that.

/** src/console, found from this file (under jsdom import.meta.url is not a file URL). */
const consoleDir = () => resolve(dirname(expect.getState().testPath ?? ''), '../../../src/console');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Files (relative to src/console) using `pattern`, with the line numbers. */
function uses(pattern: RegExp, allowed: string[]) {
  const root = consoleDir();
  return sources(root).flatMap((file) => {
    const name = relative(root, file).replaceAll('\\', '/');
    if (allowed.includes(name)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${name}:${i + 1}`] : []));
  });
}

describe('the kit owns the live regions and the dialogs’ focus', () => {
  it('has no raw Alert.Root outside components/Notice.tsx', () => {
    expect(uses(/<Alert\.Root\b/, ['components/Notice.tsx'])).toEqual([]);
  });

  it('has no raw Dialog.Root or Drawer.Root outside components/focus/', () => {
    expect(
      uses(/<(Dialog|Drawer)\.Root\b/, ['components/focus/DialogRoot.tsx', 'components/focus/DrawerRoot.tsx']),
    ).toEqual([]);
  });
});
