import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/server/content/sanitizeHtml';

// The server's sanitiser: what the editor makes survives, anything that could run in a browser does not.

describe('sanitizeHtml', () => {
  it('keeps the editor markup: paragraphs, headings, lists, emphasis, quotes', () => {
    const html =
      '<h2>Шиномонтаж</h2><p><strong>Быстро</strong> и <em>аккуратно</em></p><ul><li>R15</li></ul><ol><li>1</li></ol><blockquote><p>Отзыв</p></blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts with their body, styles and every on* handler', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Текст<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)></p>',
    );
    expect(out).toBe('<p>Текст</p>');
    expect(out).not.toMatch(/script|onerror|onclick|alert/i);
  });

  it('drops javascript: and data: links, keeps https, mailto and tel, and adds rel to every link', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="https://demo.ru" target="_blank">c</a><a href="mailto:a@b.ru">d</a><a href="tel:+79161234567">e</a>',
    );
    expect(out).not.toMatch(/javascript|data:/);
    expect(out).toContain('<a href="https://demo.ru" target="_blank" rel="noopener noreferrer nofollow">c</a>');
    expect(out).toContain('href="mailto:a@b.ru"');
    expect(out).toContain('href="tel:+79161234567"');
  });

  it('drops attributes the editor never writes (style, class, id) and tags outside the list, keeping their text', () => {
    expect(
      sanitizeHtml('<p style="color:red" class="x" id="y">а</p><iframe src="https://x.ru"></iframe><h1>б</h1>'),
    ).toBe('<p>а</p>б');
  });

  it('cannot be tricked by broken or encoded markup', () => {
    const out = sanitizeHtml(
      '<<script>script>alert(1)<</script>/script><svg onload=alert(1)><a href="jav&#x09;ascript:x">l</a>',
    );
    expect(out).not.toMatch(/<script|onload|<svg|javascript/i);
  });
});
