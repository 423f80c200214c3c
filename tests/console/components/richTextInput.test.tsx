import { screen, waitFor } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { RichTextInput } from '../../../src/console/components/inputs/RichTextInput';
import { renderInForm } from './inputs/renderInForm';

// The kit's rich-text field: what is typed becomes the form's HTML value; unsafe HTML it is given is cleaned.

// ProseMirror measures the selection while typing; jsdom lays nothing out, so the measurements answer empty boxes.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
beforeAll(() => {
  const box = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype, Text.prototype as unknown as Element]) {
    Object.assign(proto, { getClientRects: emptyRects, getBoundingClientRect: box });
  }
  Object.assign(document, { elementFromPoint: () => null });
});

describe('RichTextInput', () => {
  it('puts what is typed into the form value as HTML', async () => {
    const { user, formValue } = renderInForm((fields) => <RichTextInput meta={fields.answer} label="Ответ" />);
    const editor = screen.getByRole('textbox', { name: 'Ответ' });
    await user.click(editor);
    // Pasted: jsdom keeps no real selection, so key-by-key typing scatters in the document.
    await user.paste('Около часа');
    await waitFor(() => expect(formValue('answer')).toBe('<p>Около часа</p>'));
  });

  it('cleans unsafe HTML it loads: no script, no event handler', async () => {
    const { formValue } = renderInForm((fields) => <RichTextInput meta={fields.answer} label="Ответ" />, {
      defaultValue: { answer: '<p>Текст<script>alert(1)</script><img src=x onerror="alert(2)"></p>' },
    });
    const editor = screen.getByRole('textbox', { name: 'Ответ' });
    await waitFor(() => expect(editor).toHaveTextContent('Текст'));
    // Nothing that could run reached the page: no script or image element, no handler attribute.
    expect(editor.innerHTML).not.toMatch(/<script|onerror/i);
    expect(document.querySelector('script, img, [onerror]')).toBeNull();
    expect(formValue('answer')).not.toBeNull();
  });
});
