import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../src/console/components/richText/sanitizeRichText';

// The console's sanitiser, applied before stored rich text reaches the page: the same allowlist as the server's.

describe('sanitizeRichText', () => {
  it('keeps the editor markup', () => {
    const html = '<h2>Заголовок</h2><p><strong>а</strong> <em>б</em></p><ul><li>в</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">т<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">л</a><a href="https://demo.ru">ок</a></p>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript|<img/i);
    expect(out).toContain('<a href="https://demo.ru">ок</a>');
  });

  it('keeps site paths and mailto links, drops protocol-relative ones', () => {
    expect(sanitizeRichText('<a href="/tyres">a</a>')).toBe('<a href="/tyres">a</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.ru">m</a>')).toBe('<a href="mailto:a@b.ru">m</a>');
    expect(sanitizeRichText('<a href="//evil.ru">e</a>')).toBe('<a>e</a>');
  });
});
