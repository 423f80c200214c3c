import { Button } from '@chakra-ui/react';
import { Notice } from '../Notice';

/** Over a form whose values were put back after a new login: they are not saved yet, and can be dropped. */
export function RestoredDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Notice
      status="warning"
      polite
      data-testid="restored-draft"
      mb="3"
      title="Восстановлены несохранённые изменения"
      description="Сессия закончилась до сохранения: введённое возвращено в форму, но ещё не сохранено."
      action={
        <Button size="xs" variant="outline" alignSelf="center" onClick={onDiscard}>
          Отменить изменения
        </Button>
      }
    />
  );
}
