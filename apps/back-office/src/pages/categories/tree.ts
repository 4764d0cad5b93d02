import { type AdminCategory, type LocaleCode, siteConfig } from '@shop/contracts';

// The tree as the editor draws it, and where each way of moving a category takes it: a place is
// the new parent and the index among its children (the moved category not counted), as
// moveCategory takes it.

export interface Place {
  parentId: number | null;
  position: number;
}

/** Each parent's children (the top's under null), in their order. */
export type Children = ReadonlyMap<number | null, readonly AdminCategory[]>;

export function childrenOf(list: readonly AdminCategory[]): Children {
  const byParent = new Map<number | null, AdminCategory[]>();
  for (const category of list) {
    const siblings = byParent.get(category.parentId) ?? [];
    siblings.push(category);
    byParent.set(category.parentId, siblings);
  }
  for (const siblings of byParent.values()) siblings.sort((a, b) => a.position - b.position || a.id - b.id);
  return byParent;
}

/** A category's name in the member's language, else the shop's default one. */
export const nameIn = (category: Pick<AdminCategory, 'id' | 'texts'>, locale: LocaleCode) =>
  category.texts[locale]?.name || category.texts[siteConfig.defaultLocale as LocaleCode]?.name || `#${category.id}`;

const siblingsOf = (children: Children, category: AdminCategory) => children.get(category.parentId) ?? [];
const without = (list: readonly AdminCategory[], id: number) => list.filter((c) => c.id !== id);

/** Whether `id` is `ancestor` or lies below it. */
export function isWithin(list: readonly AdminCategory[], id: number, ancestor: number): boolean {
  const byId = new Map(list.map((c) => [c.id, c]));
  for (let at = byId.get(id); at; at = at.parentId === null ? undefined : byId.get(at.parentId))
    if (at.id === ancestor) return true;
  return false;
}

/** The keyboard's moves: one place up or down among its siblings, into the sibling above (last), out after its parent. */
export function keyboardMoves(list: readonly AdminCategory[], children: Children, category: AdminCategory) {
  const siblings = siblingsOf(children, category);
  const index = siblings.findIndex((c) => c.id === category.id);
  const above = siblings[index - 1];
  const parent = list.find((c) => c.id === category.parentId);
  return {
    up: index > 0 ? { parentId: category.parentId, position: index - 1 } : undefined,
    down: index < siblings.length - 1 ? { parentId: category.parentId, position: index + 1 } : undefined,
    into: above ? { parentId: above.id, position: (children.get(above.id) ?? []).length } : undefined,
    out: parent
      ? {
          parentId: parent.parentId,
          position: siblingsOf(children, parent).findIndex((c) => c.id === parent.id) + 1,
        }
      : undefined,
  } satisfies Record<string, Place | undefined>;
}

/** Where a category dropped on another goes: before or after it among its siblings, or into it (last). */
export function dropPlace(
  children: Children,
  dragged: AdminCategory,
  target: AdminCategory,
  where: 'before' | 'after' | 'into',
): Place {
  if (where === 'into')
    return { parentId: target.id, position: without(children.get(target.id) ?? [], dragged.id).length };
  const index = without(siblingsOf(children, target), dragged.id).findIndex((c) => c.id === target.id);
  return { parentId: target.parentId, position: where === 'before' ? index : index + 1 };
}
