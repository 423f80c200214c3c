import { expect, type Locator, type Page, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { apiToken, OPERATOR, signIn } from './helpers';

// The scheduler's day board: an appointment dragged to another post and time stays there, also after a reload; dragged
// onto a taken slot, the server refuses it (the exclusion constraint) and it snaps back with the toast. The test books
// its own two appointments through the API on a weekday two weeks ahead, where the demo has none.

const PX_PER_STEP = 40;
const ZONE = 'Europe/Moscow';
const OFFICE_NAME = 'Москва, центральный офис';

/** A weekday at least two weeks ahead (the demo books only the coming week). */
function freeWeekday(): DateTime {
  let day = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 14 });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day;
}

/**
 * Drags the block by a point near its top to the same point at `postId`'s column, `steps` grid steps below the day's
 * start.
 */
async function dragTo(page: Page, block: Locator, column: Locator, steps: number) {
  const from = (await block.boundingBox())!;
  const to = (await column.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + steps * PX_PER_STEP + 8, { steps: 12 });
  await page.mouse.up();
}

test('an appointment dragged to another post and time stays; dragged onto a taken slot it snaps back with the toast', async ({
  page,
}) => {
  await signIn(page, OPERATOR);
  const token = await apiToken(page, OPERATOR);
  const headers = { authorization: token };
  const offices = (await (await page.request.get('/v1/service_office/offices?serviceId=41', { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const office = offices.find((o) => o.name === OFFICE_NAME)!;
  const posts = (await (
    await page.request.get(`/v1/office_post?partnerOfficeId=${office.id}`, { headers })
  ).json()) as { id: number }[];
  const [first, second] = posts;
  const day = freeWeekday();
  const at = (hour: number, minute = 0) => Math.floor(day.set({ hour, minute }).toSeconds());
  const book = async (postId: number, hour: number, title: string) => {
    const res = await page.request.post('/v1/users/scheduler', {
      headers,
      data: { officePostId: postId, serviceId: 61, startDate: at(hour), title },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { id: number }).id;
  };
  const moving = await book(first.id, 10, 'ТО-1, e2e перенос');
  const blocking = await book(second.id, 12, 'ТО-1, e2e занято');
  const board = (await (
    await page.request.get(`/v1/users/scheduler/board/${office.id}?date=${day.toISODate()}`, { headers })
  ).json()) as { startDayHour: number };
  const stepsFromStart = (hour: number) => (hour - board.startDayHour) * 2;

  await page.goto(`/scheduler?officeId=${office.id}&date=${day.toISODate()}`);
  const block = page.getByTestId(`appointment-${moving}`);
  await expect(block).toHaveAttribute('data-post-id', String(first.id));

  // To the second post at 11:00: shown at once, confirmed by the server, still there after a reload.
  await dragTo(page, block, page.getByTestId(`post-column-${second.id}`), stepsFromStart(11));
  await expect(block).toHaveAttribute('data-post-id', String(second.id));
  await expect(block).toHaveAttribute('data-start', String(at(11)));
  await expect(block).not.toHaveAttribute('data-pending', 'true');
  await page.reload();
  await expect(page.getByTestId(`appointment-${moving}`)).toHaveAttribute('data-start', String(at(11)));
  await expect(page.getByTestId(`appointment-${moving}`)).toHaveAttribute('data-post-id', String(second.id));

  // Onto the other appointment's 12:00: refused, back at 11:00, the server's message in the toast.
  await dragTo(
    page,
    page.getByTestId(`appointment-${moving}`),
    page.getByTestId(`post-column-${second.id}`),
    stepsFromStart(12),
  );
  await expect(page.getByText('Это время на посту уже занято')).toBeVisible();
  await expect(page.getByTestId(`appointment-${moving}`)).toHaveAttribute('data-start', String(at(11)));
  await expect(page.getByTestId(`appointment-${blocking}`)).toHaveAttribute('data-start', String(at(12)));
  const stored = (await (await page.request.get(`/v1/users/scheduler/${moving}`, { headers })).json()) as {
    startDate: number;
    officePostId: number;
  };
  expect(stored).toMatchObject({ startDate: at(11), officePostId: second.id });
});
