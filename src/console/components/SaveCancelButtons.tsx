import { Button, Flex } from '@chakra-ui/react';

/** A page form's «Отмена» (back to what was loaded) and «Сохранить», both idle until the form is changed. */
export function SaveCancelButtons({
  saving,
  dirty,
  onCancel,
}: {
  saving: boolean;
  dirty: boolean;
  onCancel: () => void;
}) {
  return (
    <Flex gap="2" justify="flex-end">
      <Button variant="outline" onClick={onCancel} disabled={saving || !dirty}>
        Отмена
      </Button>
      <Button type="submit" colorPalette="blue" loading={saving} disabled={saving || !dirty}>
        Сохранить
      </Button>
    </Flex>
  );
}
