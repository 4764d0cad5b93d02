import { type LocaleCode, localize, type MenuItem } from '@shop/contracts';

/**
 * A menu item as the storefront draws it: texts in the shopper's locale, link resolved. The nodes
 * travel to the browser with every page, so a flag is there only when it differs from its default.
 */
export interface MenuNode {
  key: string;
  kind: MenuItem['kind'];
  title: string;
  description?: string;
  href?: string;
  /** Opens in a new window. */
  newWindow?: true;
  image?: { src: string; width?: number };
  classes?: string;
  titleClasses?: string;
  /** The dropdown is switched off. */
  dropdown?: false;
  /** Opens the sidebar menu instead of a dropdown. */
  opensidebar?: true;
  /** Hidden on desktop. */
  desktop?: false;
  /** Hidden on phones. */
  mobile?: false;
  group?: string;
  groupClasses?: string;
  /** Absent on a leaf. */
  items?: MenuNode[];
}

/** An item links to its href, else to the category of its slug. */
const hrefOf = (item: MenuItem) => item.href ?? (item.slug ? `/c/${item.slug}` : undefined);

/** `value` where it is set, else nothing: a default is not spelled out in the payload. */
const unless = <T>(isDefault: boolean, value: T) => (isDefault ? undefined : value);

/**
 * Resolves the menu block's items for a locale; keys are stable paths for open-state tracking.
 * Absent texts and default flags are left out rather than set: the nodes travel to the browser
 * with every page, where each field would be spelled out.
 */
export function toMenuNodes(items: MenuItem[], locale: LocaleCode, parentKey = ''): MenuNode[] {
  return items.map((item, index) => {
    const key = `${parentKey}${item.slug ?? index}`;
    const children = toMenuNodes(item.items ?? [], locale, `${key}/`);
    return withoutUndefined<MenuNode>({
      key,
      kind: item.kind,
      title: localize(item.title, locale),
      description: item.description ? localize(item.description, locale) : undefined,
      href: hrefOf(item),
      newWindow: unless(item.target !== 'new-window', true),
      image: item.image,
      classes: item.classes,
      titleClasses: item.titleClasses,
      dropdown: unless(item.dropdown !== false, false),
      opensidebar: unless(!item.opensidebar, true),
      desktop: unless(item.visibility !== 'mobile', false),
      mobile: unless(item.visibility !== 'desktop' && !item.hideForMobile, false),
      group: item.group,
      groupClasses: item.groupClasses,
      items: unless(children.length === 0, children),
    });
  });
}

/** A node's children; none on a leaf. */
export const childrenOf = (node: MenuNode): MenuNode[] => node.items ?? [];

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Keeps the items shown on a device, at every depth. */
export function forDevice(nodes: MenuNode[], device: 'desktop' | 'mobile'): MenuNode[] {
  return nodes
    .filter((n) => n[device] !== false)
    .map((n) => (n.items ? { ...n, items: forDevice(n.items, device) } : n));
}

/** The spec: when the first entry is a container, the menu is a full-row navigation. */
export const isFullRow = (nodes: MenuNode[]) => nodes[0]?.kind === 'container';

/** Children grouped by their `group` (in first-seen order); ungrouped ones form one group. */
export function groupsOf(nodes: MenuNode[]): Array<{ name?: string; classes?: string; items: MenuNode[] }> {
  const groups: Array<{ name?: string; classes?: string; items: MenuNode[] }> = [];
  for (const node of nodes) {
    let group = groups.find((g) => g.name === node.group);
    if (!group) {
      group = { name: node.group, classes: node.groupClasses, items: [] };
      groups.push(group);
    }
    group.items.push(node);
  }
  return groups;
}

/** Has a dropdown: children, and dropdown not switched off. */
export const hasDropdown = (node: MenuNode) => node.dropdown !== false && childrenOf(node).length > 0;
