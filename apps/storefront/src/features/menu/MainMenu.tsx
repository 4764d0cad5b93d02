import { contentConfigSchemas, type LocaleCode } from '@shop/contracts';
import { cache } from 'react';
import { loadContent } from '@/lib/content';
import { MobileMenu } from './MobileMenu';
import { toMenuNodes } from './menu';

/** Loads the 'menu' block for the locale and resolves it into the nodes both menus draw. */
export const loadMenu = cache(async (locale: LocaleCode) => {
  const entry = await loadContent('block', 'menu', locale);
  const parsed = contentConfigSchemas.block.menu.safeParse(entry?.config);
  return parsed.success ? toMenuNodes(parsed.data.items, locale) : [];
});

/**
 * The phone menu. Both menus get the same, whole node list and keep their device's entries
 * themselves: one list object is sent to the browser once (React's payload refers to it again),
 * where two filtered copies doubled the menu's weight in every page.
 */
export async function MobileMenuDrawer({ locale }: { locale: LocaleCode }) {
  return <MobileMenu nodes={await loadMenu(locale)} />;
}
