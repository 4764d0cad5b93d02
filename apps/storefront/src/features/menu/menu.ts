import { type LocaleCode, localize, type MenuItem } from '@shop/contracts';

/** A menu item as the storefront draws it: texts in the shopper's locale, link resolved. */
export interface MenuNode {
  key: string;
  kind: MenuItem['kind'];
  title: string;
  description?: string;
  href?: string;
  newWindow: boolean;
  image?: { src: string; width?: number };
  classes?: string;
  titleClasses?: string;
  dropdown: boolean;
  opensidebar: boolean;
  desktop: boolean;
  mobile: boolean;
  group?: string;
  groupClasses?: string;
  items: MenuNode[];
}

/** An item links to its href, else to the category of its slug. */
const hrefOf = (item: MenuItem) => item.href ?? (item.slug ? `/c/${item.slug}` : undefined);

/**
 * Resolves the menu block's items for a locale; keys are stable paths for open-state tracking.
 * Absent texts are left out rather than set to undefined: the nodes travel to the browser with
 * every page, where each undefined field would be spelled out.
 */
export function toMenuNodes(items: MenuItem[], locale: LocaleCode, parentKey = ''): MenuNode[] {
  return items.map((item, index) => {
    const key = `${parentKey}${item.slug ?? index}`;
    return withoutUndefined({
      key,
      kind: item.kind,
      title: localize(item.title, locale),
      description: item.description ? localize(item.description, locale) : undefined,
      href: hrefOf(item),
      newWindow: item.target === 'new-window',
      image: item.image,
      classes: item.classes,
      titleClasses: item.titleClasses,
      dropdown: item.dropdown ?? true,
      opensidebar: item.opensidebar ?? false,
      desktop: item.visibility !== 'mobile',
      mobile: item.visibility !== 'desktop' && !item.hideForMobile,
      group: item.group,
      groupClasses: item.groupClasses,
      items: toMenuNodes(item.items ?? [], locale, `${key}/`),
    });
  });
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Keeps the items shown on a device, at every depth. */
export function forDevice(nodes: MenuNode[], device: 'desktop' | 'mobile'): MenuNode[] {
  return nodes.filter((n) => n[device]).map((n) => ({ ...n, items: forDevice(n.items, device) }));
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
export const hasDropdown = (node: MenuNode) => node.dropdown && node.items.length > 0;
