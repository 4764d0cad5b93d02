import { type ContentEntry, type LocaleCode, localize, type MenuItem } from '@shop/contracts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function menuHtml(items: MenuItem[] | undefined, locale: LocaleCode): string {
  return `<ul>${(items ?? [])
    .map(
      (item) =>
        `<li><strong>${escapeHtml(localize(item.title, locale))}</strong> <small>${escapeHtml(item.kind ?? 'link')} ${escapeHtml(
          item.href ?? item.slug ?? '',
        )}</small>${item.items ? menuHtml(item.items, locale) : ''}</li>`,
    )
    .join('')}</ul>`;
}

/**
 * The preview's document: the entry's (cleaned) HTML, a menu as a list of its titles as text, or
 * a setting's JSON. It is shown in a sandboxed frame, so nothing in it can run.
 */
export function previewDocument(entry: Pick<ContentEntry, 'type' | 'identifier' | 'locale' | 'content' | 'config'>) {
  let html = entry.content;
  if (entry.type === 'block' && entry.identifier === 'menu')
    html = menuHtml((entry.config as { items?: MenuItem[] }).items, entry.locale);
  else if (entry.type === 'setting' || !html) html = `<pre>${escapeHtml(JSON.stringify(entry.config, null, 2))}</pre>`;
  return `<!doctype html><meta charset="utf-8"><body style="font-family:system-ui,sans-serif;margin:1rem">${html}`;
}
