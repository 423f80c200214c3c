import { isAllowed } from '../../shared/permissions';
import type { Permission } from '../../shared/schemas/users';
import { MENU_GROUP_TITLES, type MenuGroup, SCREENS, type ScreenDef } from '../../shared/screens';
import { SCREEN_COMPONENTS } from '../routes/screenComponents';

// Every menu of the shell (the side menu, the profile menu) is built here, by one rule: an item is shown when the user
// holds its route's key AND the route has a real screen. A route with no screen registered in SCREEN_COMPONENTS
// renders the 'в разработке' placeholder (PendingScreen): a placeholder is not a menu item.

export interface MenuSection {
  group: Exclude<MenuGroup, 'top'>;
  title: string;
  items: ScreenDef[];
}

/** Whether a route renders a real screen rather than the placeholder. */
export type ScreenBuilt = (path: string) => boolean;
export const hasRealScreen: ScreenBuilt = (path) => Object.hasOwn(SCREEN_COMPONENTS, path);

const screenOf = (path: string) => SCREENS.find((s) => s.path === path);

/** A route the user may open and that shows a real screen. */
function offered(screen: ScreenDef | undefined, perms: Permission[], built: ScreenBuilt): screen is ScreenDef {
  return !!screen && built(screen.path) && isAllowed(perms, screen.operation);
}

/** The side menu for these permissions: top items, then the groups that keep at least one item. */
export function buildMenu(
  perms: Permission[],
  built: ScreenBuilt = hasRealScreen,
): { top: ScreenDef[]; sections: MenuSection[] } {
  const visible = SCREENS.filter((s) => s.menu && offered(s, perms, built));
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
export function buildProfileMenu(
  perms: Permission[],
  userId: number,
  built: ScreenBuilt = hasRealScreen,
): ProfileMenuItem[] {
  return PROFILE_ITEMS.filter((item) => offered(screenOf(item.route), perms, built)).map((item) => ({
    href: item.href(userId),
    label: item.label,
  }));
}
