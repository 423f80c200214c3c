import { SCREEN_COMPONENTS } from '../../../src/console/routes/screenComponents';
import { buildMenu, buildProfileMenu, hasRealScreen } from '../../../src/console/shell/menuItems';
import { ALL_OPERATION_KEYS } from '../../../src/shared/operationKeys';
import type { Permission } from '../../../src/shared/schemas/users';
import { SCREENS } from '../../../src/shared/screens';

// A placeholder is not a menu item: every menu the shell builds (side menu, profile menu) offers only routes that
// render a real screen (registered in SCREEN_COMPONENTS; the others render PendingScreen).

const holder = (keys: string[]): Permission[] =>
  keys.map((operationKey) => ({
    operationKey,
    available: true,
    permissionInsert: true,
    permissionUpdate: true,
    permissionDelete: true,
  }));
const EVERYTHING = holder(ALL_OPERATION_KEYS);
const menuPaths = (perms: Permission[], built = hasRealScreen) => {
  const { top, sections } = buildMenu(perms, built);
  return [...top, ...sections.flatMap((s) => s.items)].map((s) => s.path);
};
/** The route pattern an address of the profile menu opens. */
const routeOf = (href: string) => (/^\/users\/\d+$/.test(href) ? '/users/:code' : href);

describe('the menus', () => {
  it('offer no item that leads to a placeholder, even to whom holds every key', () => {
    const side = menuPaths(EVERYTHING);
    expect(side.length).toBeGreaterThan(10);
    for (const path of side) expect(SCREEN_COMPONENTS, `side menu item ${path}`).toHaveProperty([path]);
    const profile = buildProfileMenu(EVERYTHING, 5);
    for (const item of profile)
      expect(SCREEN_COMPONENTS, `profile menu item ${item.label}`).toHaveProperty([routeOf(item.href)]);
  });

  it('hide the routes registered as pending, and show them once a screen is registered', () => {
    const pending = SCREENS.filter((s) => s.menu && !hasRealScreen(s.path)).map((s) => s.path);
    const side = menuPaths(EVERYTHING);
    for (const path of pending) expect(side).not.toContain(path);
    // The same builder with every route "built": the pending ones come back, so the filter is the only difference.
    const all = menuPaths(EVERYTHING, () => true);
    expect([...all].sort()).toEqual(
      SCREENS.filter((s) => s.menu)
        .map((s) => s.path)
        .sort(),
    );
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
    // A screen not built yet is no item, whatever the permissions.
    expect(
      buildProfileMenu(EVERYTHING, 5, (path) => path !== '/stream/balance' && path !== '/personal/statistic').map(
        (i) => i.label,
      ),
    ).toEqual(['Настройки аккаунта', 'Настройки рабочего места']);
  });

  it('still hides what the user may not open', () => {
    const operator = menuPaths(holder(['orders.active', 'reference.person.card']));
    expect(operator).toEqual(['/client/search', '/orders']);
  });
});
