import { SCREEN_COMPONENTS } from '../../../src/console/routes/screenComponents';
import { buildMenu, buildProfileMenu } from '../../../src/console/shell/menuItems';
import { ALL_OPERATION_KEYS } from '../../../src/shared/operationKeys';
import type { Permission } from '../../../src/shared/schemas/users';
import { SCREENS } from '../../../src/shared/screens';

// Every route of the specification has its screen, and every menu the shell builds (side menu, profile menu) offers
// the routes the user may open.

const holder = (keys: string[]): Permission[] =>
  keys.map((operationKey) => ({
    operationKey,
    available: true,
    permissionInsert: true,
    permissionUpdate: true,
    permissionDelete: true,
  }));
const EVERYTHING = holder(ALL_OPERATION_KEYS);
const menuPaths = (perms: Permission[]) => {
  const { top, sections } = buildMenu(perms);
  return [...top, ...sections.flatMap((s) => s.items)].map((s) => s.path);
};
/** The route pattern an address of the profile menu opens. */
const routeOf = (href: string) => (/^\/users\/\d+$/.test(href) ? '/users/:code' : href);

describe('the menus', () => {
  it('every route has a screen of its own, and whom holds every key gets every menu route', () => {
    for (const screen of SCREENS) expect(SCREEN_COMPONENTS, screen.path).toHaveProperty([screen.path]);
    expect([...menuPaths(EVERYTHING)].sort()).toEqual(
      SCREENS.filter((s) => s.menu)
        .map((s) => s.path)
        .sort(),
    );
    for (const item of buildProfileMenu(EVERYTHING, 5))
      expect(SCREENS.map((s) => s.path)).toContain(routeOf(item.href));
    expect(buildMenu(EVERYTHING).sections.every((s) => s.items.length > 0)).toBe(true);
  });

  it('builds the profile menu from the real screens the user may open', () => {
    expect(buildProfileMenu(EVERYTHING, 5)).toEqual([
      { href: '/personal/statistic', label: 'Статистика' },
      { href: '/stream/balance', label: 'Баланс стрима' },
      { href: '/users/5', label: 'Настройки аккаунта' },
      { href: '/config/workspace', label: 'Настройки рабочего места' },
    ]);
    // Without the users key: only what a token opens.
    expect(buildProfileMenu(holder(['orders.active']), 5).map((i) => i.label)).toEqual([
      'Статистика',
      'Настройки рабочего места',
    ]);
  });

  it('still hides what the user may not open', () => {
    const operator = menuPaths(holder(['orders.active', 'reference.person.card']));
    expect(operator).toEqual(['/client/search', '/orders']);
  });
});
