import { contentConfigSchemas, type LocaleCode } from '@shop/contracts';
import { cache } from 'react';
import { loadContent } from '@/lib/content';
import { MobileMenu } from './MobileMenu';
import { forDevice, toMenuNodes } from './menu';

/** Loads the 'menu' block for the locale and resolves it into the nodes both menus draw. */
export const loadMenu = cache(async (locale: LocaleCode) => {
  const entry = await loadContent('block', 'menu', locale);
  const parsed = contentConfigSchemas.block.menu.safeParse(entry?.config);
  return parsed.success ? toMenuNodes(parsed.data.items, locale) : [];
});

export async function MobileMenuDrawer({ locale }: { locale: LocaleCode }) {
  return <MobileMenu nodes={forDevice(await loadMenu(locale), 'mobile')} />;
}
