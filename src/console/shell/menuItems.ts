import { isAllowed } from '../../shared/permissions';
import type { Permission } from '../../shared/schemas/users';
import { MENU_GROUP_TITLES, type MenuGroup, SCREENS, type ScreenDef } from '../../shared/screens';

export interface MenuSection {
  group: Exclude<MenuGroup, 'top'>;
  title: string;
  items: ScreenDef[];
}

/** The side menu for these permissions: top items, then the groups that keep at least one item. */
export function buildMenu(perms: Permission[]): { top: ScreenDef[]; sections: MenuSection[] } {
  const visible = SCREENS.filter((s) => s.menu && isAllowed(perms, s.operation));
  const top = visible.filter((s) => s.menu === 'top');
  const sections = (Object.keys(MENU_GROUP_TITLES) as MenuSection['group'][])
    .map((group) => ({ group, title: MENU_GROUP_TITLES[group], items: visible.filter((s) => s.menu === group) }))
    .filter((s) => s.items.length > 0);
  return { top, sections };
}
