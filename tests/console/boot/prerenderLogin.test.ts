// @vitest-environment node
// The build's prerender of /login runs in Node: Emotion draws its styles on the server only where there is no
// document, which is also how the build runs it (rollup.config.mjs, write-prerendered-pages).
import { prerenderLogin } from '../../../src/console/boot/prerenderLogin';

describe('the prerendered login page', () => {
  it('holds the whole form, and every class it uses is styled in the head', async () => {
    const { globalStyles, styles, markup } = await prerenderLogin();

    expect(markup).toContain('Вход в систему');
    expect(markup).toMatch(/<label[^>]*>E-mail/);
    expect(markup).toMatch(/<label[^>]*>Пароль/);
    expect(markup).toMatch(/<input[^>]*type="email"[^>]*autofocus/);
    expect(markup).toMatch(/<button type="submit"[^>]*>Войти<\/button>/);
    expect(markup).toContain('href="/restorepwd"');
    // The styles left the markup for the head: nothing between the elements for React to stumble on.
    expect(markup).not.toContain('<style');

    const styledIds = /<style data-emotion="css ([^"]+)">/.exec(styles)?.[1].split(' ') ?? [];
    const usedIds = [...markup.matchAll(/class="[^"]*\bcss-([a-z0-9]+)/g)].map((m) => m[1]);
    expect(usedIds.length).toBeGreaterThan(5);
    expect(styledIds).toEqual(expect.arrayContaining(usedIds));
    // Chakra's layers, reset and tokens, as global styles apart (every page's head carries them).
    expect(globalStyles.match(/<style data-emotion="css-global [a-z0-9]+">/g)?.length).toBeGreaterThanOrEqual(2);
    expect(globalStyles).toContain('@layer reset,base,tokens,recipes;');
    expect(globalStyles).toContain('--chakra-colors-blue-600');
    expect(styles).not.toContain('css-global');
  });
});
