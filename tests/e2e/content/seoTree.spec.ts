import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';

// A two-level SEO tree built on /seo/tree: a root page, a child page under it, two FAQ questions saved in one batch,
// all still there after a reload.

test('an SEO tree: root and child page, FAQ saved in one batch, seen after reload', async ({ page }) => {
  const tag = Date.now().toString(36);
  const rootTitle = `Корень e2e ${tag}`;
  const childTitle = `Дочерняя e2e ${tag}`;
  await signIn(page, ADMIN, '/seo/tree');
  await expect(page.getByRole('heading', { name: 'SEO: дерево страниц' })).toBeVisible();
  await expect(page.getByLabel('Сервис', { exact: true })).toHaveValue('69');
  // The demo tree of the tyre service is there.
  await expect(page.getByRole('tree')).toContainText('Шиномонтаж');

  await page.getByRole('button', { name: 'Добавить корневую страницу' }).click();
  const add = page.getByTestId('modal-form');
  await add.getByLabel('Название страницы').fill(rootTitle);
  await add.getByLabel('Адрес (slug)').fill(`Root ${tag}`);
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(add.getByText('Адрес страницы: строчные латинские буквы')).toBeVisible();
  await add.getByLabel('Адрес (slug)').fill(`root-${tag}`);
  await add.getByRole('textbox', { name: 'Текст страницы' }).fill('Текст корневой страницы');
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(add).toBeHidden();
  const rootNode = page.getByRole('button', { name: new RegExp(rootTitle) });
  await expect(rootNode).toBeVisible();
  await rootNode.click();
  await expect(page.getByTestId('seo-page-card')).toContainText(`/root-${tag}`);

  await page.getByRole('button', { name: 'Добавить дочернюю страницу' }).click();
  const child = page.getByTestId('modal-form');
  await child.getByLabel('Название страницы').fill(childTitle);
  await child.getByLabel('Адрес (slug)').fill(`child-${tag}`);
  await expect(child.getByLabel('Родительская страница')).toHaveValue(/\d+/);
  await child.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(child).toBeHidden();
  await page.getByRole('button', { name: new RegExp(childTitle) }).click();
  await expect(page.getByTestId('seo-page-card')).toContainText(`/root-${tag}/child-${tag}`);

  for (const [question, answer] of [
    ['Сколько длится?', 'Около часа'],
    ['Нужна запись?', 'Лучше записаться'],
  ]) {
    await page.getByRole('button', { name: 'Добавить вопрос' }).click();
    const dialog = page.getByTestId('modal-form');
    await dialog.getByRole('textbox', { name: 'Вопрос', exact: true }).fill(question);
    await dialog.getByRole('textbox', { name: 'Ответ', exact: true }).fill(answer);
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(dialog).toBeHidden();
  }
  const rows = page.getByTestId('seo-faq-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Новый');
  await page.getByRole('button', { name: 'Сохранить FAQ' }).click();
  await expect(rows.first()).not.toContainText('Новый');
  await expect(page.getByRole('button', { name: 'Сохранить FAQ' })).toBeDisabled();

  await page.reload();
  await page.getByRole('button', { name: new RegExp(childTitle) }).click();
  await expect(page.getByTestId('seo-page-card')).toContainText(`/root-${tag}/child-${tag}`);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Сколько длится?');
  await expect(rows.nth(0)).toContainText('Около часа');
  await expect(rows.nth(1)).toContainText('Нужна запись?');
  // The child hangs under the root in the tree.
  const rootItem = page
    .getByRole('treeitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(rootTitle) }) });
  await expect(rootItem.getByRole('group')).toContainText(childTitle);
});
