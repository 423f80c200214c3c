import { isAllowed } from '../../shared/permissions';
import type { Permission } from '../../shared/schemas/users';
import { MENU_GROUP_TITLES, type MenuGroup, SCREENS, type ScreenDef } from '../../shared/screens';

// Every menu of the shell (the side menu, the profile menu) is built here, by one rule: an item is shown when the user
// holds its route's key.

export interface MenuSection {
  group: Exclude<MenuGroup, 'top'>;
  title: string;
  items: ScreenDef[];
}

const screenOf = (path: string) => SCREENS.find((s) => s.path === path);

/** A route the user may open. */
function offered(screen: ScreenDef | undefined, perms: Permission[]): screen is ScreenDef {
  return !!screen && isAllowed(perms, screen.operation);
}

/** The side menu for these permissions: top items, then the groups that keep at least one item. */
export function buildMenu(perms: Permission[]): { top: ScreenDef[]; sections: MenuSection[] } {
  const visible = SCREENS.filter((s) => s.menu && offered(s, perms));
  const top = visible.filter((s) => s.menu === 'top');
  const sections = (Object.keys(MENU_GROUP_TITLES) as MenuSection['group'][])
    .map((group) => ({ group, title: MENU_GROUP_TITLES[group], items: visible.filter((s) => s.menu === group) }))
    .filter((s) => s.items.length > 0);
  return { top, sections };
}

export interface ProfileMenuItem {
  /** The address the item opens. */
  href: string;
  label: string;
}

/** The profile menu's screens: the route each opens (its key and screen decide), the address, the label. */
const PROFILE_ITEMS: { route: string; href: (userId: number) => string; label: string }[] = [
  { route: '/personal/statistic', href: () => '/personal/statistic', label: 'Статистика' },
  { route: '/stream/balance', href: () => '/stream/balance', label: 'Баланс стрима' },
  { route: '/users/:code', href: (userId) => `/users/${userId}`, label: 'Настройки аккаунта' },
  { route: '/config/workspace', href: () => '/config/workspace', label: 'Настройки рабочего места' },
];

/** The profile menu's items for this user: by the same rule as the side menu. */
export function buildProfileMenu(perms: Permission[], userId: number): ProfileMenuItem[] {
  return PROFILE_ITEMS.filter((item) => offered(screenOf(item.route), perms)).map((item) => ({
    href: item.href(userId),
    label: item.label,
  }));
}
