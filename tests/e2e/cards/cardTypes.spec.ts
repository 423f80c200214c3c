import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';

// /card/types: a card type made, a position added with 'Бесплатно, раз' 0 (sent as -1) and seen as 0 after a
// reload, the card type deleted and restored. Then on /services a tyre-fitting status made primary.

test('a card type: create, add a position with 0 free uses, see 0 after reload, delete and restore', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const name = `Карта e2e ${tag}`;
  await signIn(page, ADMIN, '/card/types');
  await expect(page.getByRole('heading', { name: 'Типы сервисных карт' })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить тип карты' }).click();
  const add = page.getByTestId('modal-form');
  await add.getByLabel('Название').fill(name);
  await add.getByLabel('Срок действия, мес.').fill('12');
  await add.getByRole('button', { name: 'Сохранить' }).click();
  await expect(add).toBeHidden();

  const row = () => page.getByTestId('table-row').filter({ hasText: name });
  await row().getByText(name).click();
  await expect(page.getByText(`Позиции типа карты «${name}»`)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить позицию' }).click();
  const position = page.getByTestId('modal-form');
  await position.getByLabel('Позиция услуги').selectOption({ index: 1 });
  await expect(position.getByLabel(/Бесплатно, раз/)).toHaveValue('0');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/v1/service_cards/types/service_positions'),
  );
  await position.getByRole('button', { name: 'Сохранить' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ freeCount: -1 });
  await expect(position).toBeHidden();

  await page.reload();
  await row().getByText(name).click();
  const positions = page.getByTestId('card-type-positions').getByTestId('table-row');
  await expect(positions.first()).toBeVisible();
  await positions.first().click();
  const edit = page.getByTestId('modal-form');
  await expect(edit.getByLabel(/Бесплатно, раз/)).toHaveValue('0');
  await edit.getByRole('button', { name: 'Отмена' }).click();
  await expect(edit).toBeHidden();

  await row().getByRole('button', { name: 'Удалить' }).click();
  await page.getByTestId('card-type-confirm').getByRole('button', { name: 'Удалить' }).click();
  await expect(row()).toHaveCount(0);
  await page.getByText('Показывать удалённые').first().click();
  await expect(row()).toContainText('Удалён');
  await row().getByRole('button', { name: 'Восстановить' }).click();
  await page.getByTestId('card-type-confirm').getByRole('button', { name: 'Восстановить' }).click();
  await expect(row().getByRole('button', { name: 'Удалить' })).toBeVisible();
});

test("a service's order status made primary on /services", async ({ page }) => {
  await signIn(page, ADMIN, '/services');
  const service = page.getByTestId('table-row').filter({ hasText: 'Шиномонтаж' }).first();
  await service.getByRole('button', { name: 'Статусы заявок' }).click();
  const dialog = page.getByTestId('order-statuses-dialog');
  await expect(dialog.getByLabel('Источник')).toHaveValue('144');
  const status = (name: string) => dialog.getByTestId('order-status-row').filter({ hasText: name });
  await expect(status('Новая')).toContainText('Основной');
  await status('В работе').getByRole('button', { name: 'Сделать основным' }).click();
  await expect(status('В работе')).toContainText('Основной');
  await expect(status('Новая')).not.toContainText('Основной');
  await expect(dialog.getByText('Основной')).toHaveCount(1);
  // Back as the demo had it.
  await status('Новая').getByRole('button', { name: 'Сделать основным' }).click();
  await expect(status('Новая')).toContainText('Основной');
});
