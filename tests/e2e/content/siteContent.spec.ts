import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';

// The site's content screens: a banner made on /seo/banner, published ('Активен') and withdrawn; a blog post made on
// /seo/blog, deleted after the confirmation, seen under 'Показывать удалённые' and restored; a review likewise on
// /seo/review, made for the service the list is filtered by.

test('a banner: create it, publish it, see it active, withdraw it', async ({ page }) => {
  const tag = Date.now().toString(36);
  const title = `Баннер e2e ${tag}`;
  await signIn(page, ADMIN, '/seo/banner');
  await expect(page.getByRole('heading', { name: 'SEO: баннеры' })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const add = page.getByTestId('modal-form');
  await expect(add.getByText('Добавление баннера')).toBeVisible();
  await add.getByLabel('Название').fill(title);
  await add.getByLabel('Адрес изображения').fill('img/no-slash.png');
  await add.getByRole('textbox', { name: 'Ссылка' }).click();
  await expect(add.getByText('Адрес: https://… или путь на сайте, начинающийся с /').first()).toBeVisible();
  await add.getByLabel('Адрес изображения').fill('/img/banners/e2e.png');
  await add.getByRole('textbox', { name: 'Текст на баннере' }).fill('Скидка на шиномонтаж');
  await expect(add.getByTestId('banner-preview')).toContainText('Скидка на шиномонтаж');
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(add).toBeHidden();

  await page.getByLabel('Быстрый поиск').fill(tag);
  const row = page.getByTestId('table-row').filter({ hasText: title });
  await expect(row).toContainText('Не активен');

  await row.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Баннер опубликован')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Активен', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Снять с публикации' }).click();
  await expect(page.getByText('Баннер снят с публикации')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Не активен', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Опубликовать' })).toBeVisible();
});

test('a blog post: create it, delete it after confirming, see it deleted, restore it', async ({ page }) => {
  const tag = Date.now().toString(36);
  const title = `Пост e2e ${tag}`;
  await signIn(page, ADMIN, '/seo/blog');
  await expect(page.getByRole('heading', { name: 'SEO: блог' })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const add = page.getByTestId('modal-form');
  await expect(add.getByText('Добавление записи блога')).toBeVisible();
  await add.getByLabel('Сервис').selectOption({ label: 'Шиномонтаж' });
  await add.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  await add.getByLabel('Адрес (slug)').fill(`post-e2e-${tag}`);
  await add.getByRole('textbox', { name: 'Текст', exact: true }).fill('Первый абзац');
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(add).toBeHidden();

  await page.getByLabel('Быстрый поиск').fill(tag);
  const row = page.getByTestId('table-row').filter({ hasText: title });
  await expect(row).toContainText('Черновик');
  await row.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByTestId('seo-blog-delete');
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('table-row').filter({ hasText: title })).toHaveCount(0);

  await page.getByText('Показывать удалённые').click();
  const deleted = page.getByTestId('table-row').filter({ hasText: title });
  await expect(deleted.getByTestId('row-deleted-mark')).toHaveText('Удалена');
  await deleted.getByRole('button', { name: 'Восстановить' }).click();
  await expect(deleted.getByTestId('row-deleted-mark')).toHaveCount(0);
  await expect(deleted.getByRole('button', { name: 'Удалить' })).toBeVisible();
});

test('a review: the list filtered by service keeps it, deleting asks first, restoring brings it back', async ({
  page,
}) => {
  const author = `Отзыв e2e ${Date.now().toString(36)}`;
  await signIn(page, ADMIN, '/seo/review');
  await expect(page.getByRole('heading', { name: 'SEO: отзывы' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Сервис' }).selectOption({ label: 'Шиномонтаж' });

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const add = page.getByTestId('modal-form');
  await expect(add.getByText('Добавление отзыва')).toBeVisible();
  // The list's service is the new review's.
  await expect(add.getByLabel('Сервис')).toHaveValue(/\d+/);
  await add.getByRole('textbox', { name: 'Автор' }).fill(author);
  await add.getByLabel('Оценка').selectOption('5');
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(add.getByText('Укажите текст отзыва')).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'Автор' })).toHaveValue(author);
  await add.getByRole('textbox', { name: 'Текст отзыва' }).fill('Быстро и аккуратно');
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(add).toBeHidden();

  const row = page.getByTestId('table-row').filter({ hasText: author });
  await expect(row).toContainText('Шиномонтаж');
  await row.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByTestId('review-delete');
  await expect(confirm).toContainText(author);
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('table-row').filter({ hasText: author })).toHaveCount(0);

  await page.getByText('Показывать удалённые').click();
  const deleted = page.getByTestId('table-row').filter({ hasText: author });
  await expect(deleted.getByTestId('row-deleted-mark')).toBeVisible();
  await deleted.getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByText('Отзыв восстановлен')).toBeVisible();
  await expect(deleted.getByTestId('row-deleted-mark')).toHaveCount(0);
});
