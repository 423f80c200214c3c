import { Button } from '@chakra-ui/react';
import { notify } from '../../../../../toasts/toaster';

/** 'Копировать ссылку': puts the link on the clipboard and says so. */
export function CopyLinkButton({ link }: { link: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify({ type: 'success', title: 'Ссылка скопирована' });
    } catch {
      notify({
        type: 'error',
        title: 'Не удалось скопировать ссылку',
        description: 'Выделите ссылку и скопируйте её вручную.',
      });
    }
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void copy()}>
      Копировать ссылку
    </Button>
  );
}
