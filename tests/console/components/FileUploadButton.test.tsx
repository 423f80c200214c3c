import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { FileUploadButton } from '../../../src/console/components/FileUploadButton';

// The kit's upload button: the hidden input sends the chosen file at once; a file refused before sending never goes;
// the server's refusal stays beneath the button, or goes to the caller (a toast) when it asks for it.

const file = (name: string, size = 4) => {
  const f = new File(['x'.repeat(size)], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const choose = (chosen: File) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [chosen] } });

type Props = Parameters<typeof FileUploadButton>[0];

function renderButton({ upload = vi.fn().mockResolvedValue(undefined), ...props }: Partial<Props> = {}) {
  const onUploaded = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <FileUploadButton
        label="Добавить файл"
        upload={upload}
        onUploaded={onUploaded}
        name="test.upload"
        inputTestId="upload-input"
        errorTestId="upload-error"
        {...props}
      />
    </ChakraProvider>,
  );
  return { upload, onUploaded };
}

describe('FileUploadButton', () => {
  it('sends the chosen file and is ready for the next one', async () => {
    const { upload, onUploaded } = renderButton();
    const firstInput = screen.getByTestId('upload-input');
    const first = file('акт.pdf');
    choose(first);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(upload).toHaveBeenCalledWith(first);
    // The next file goes to a fresh round (a new chart, a new input): wait for it, not for the caller's callback.
    await waitFor(() => expect(screen.getByTestId('upload-input')).not.toBe(firstInput));
    const second = file('фото.jpg');
    choose(second);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2));
    expect(upload).toHaveBeenLastCalledWith(second);
  });

  it('keeps a file its check refuses, with the reason', async () => {
    const { upload } = renderButton({ check: (f) => (f.size > 10 ? `${f.name}: слишком большой` : null) });
    choose(file('видео.mp4', 11));
    expect(await screen.findByRole('alert')).toHaveTextContent('видео.mp4: слишком большой');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beneath the button', async () => {
    renderButton({ upload: vi.fn().mockRejectedValue({ message: 'Недопустимый тип файла', status: 400 }) });
    choose(file('a.exe'));
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('Недопустимый тип файла');
  });

  it('hands the server’s refusal to onFailed instead, when given', async () => {
    const onFailed = vi.fn();
    renderButton({ upload: vi.fn().mockRejectedValue({ message: 'Недопустимый тип файла', status: 400 }), onFailed });
    choose(file('a.exe'));
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ message: 'Недопустимый тип файла' })),
    );
    expect(screen.queryByTestId('upload-error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Добавить файл' })).toBeEnabled();
  });
});
