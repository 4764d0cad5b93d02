import { localize } from '@shop/contracts';
import { useTranslations } from 'use-intl';
import { Hidden } from '../../ui/Field';
import { type ConfigPath, listOf, moveAt, removeAt, textOrNothing } from './config-paths';
import type { FormProps } from './draft';
import { focusNewEntry, ListButtons, LocalizedInput, SelectInput, TextInput } from './FormParts';

type Column = { header?: unknown; items?: Array<{ label?: unknown; url?: string }> };

/** The footer's issues the form shows at a field: headings, links, social links and the lists' lengths. */
export const footerPlaced = (path: string) =>
  /^(columns(\.\d+\.(header|items(\.\d+\.(label|url))?))?|social(\.\d+\.(href|icon))?)$/.test(path);

const icons = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'xing', 'pinterest', 'tiktok'] as const;
const iconNames: Record<(typeof icons)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  xing: 'XING',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
};

/** The footer: its text (HTML), its columns of links, and the links to the shop's social media. */
export function FooterForm({ draft, change, edit, errors, locale }: FormProps) {
  const t = useTranslations();
  const columns = listOf<Column>(draft.config.columns);
  const social = listOf<{ href?: string; icon?: string }>(draft.config.social);
  const move = (path: ConfigPath) => (by: -1 | 1) => change({ config: moveAt(draft.config, path, by) });
  const remove = (path: ConfigPath) => () => change({ config: removeAt(draft.config, path) });
  return (
    <div className="content-form">
      <TextInput
        multiline
        code
        rows={4}
        label={t('content.footer.text')}
        hint={t('content.footer.textHint')}
        value={draft.content}
        onChange={(content) => change({ content })}
        error={errors.get('content')}
      />
      <h3>{t('content.footer.columns')}</h3>
      <p className="hint">{t('content.menu.linkHint')}</p>
      <ol id="footer-columns" className="form-list">
        {columns.map((column, c) => {
          const of = t('content.footer.ofColumn', { number: c + 1 });
          const links = listOf<{ label?: unknown; url?: string }>(column.items);
          const linkList = `footer-links-${c}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column's fields keep their focus while it changes
            <li key={c}>
              <fieldset className="form-item">
                <legend>
                  {t('content.footer.column', { number: c + 1 })}: {localize(column.header as never, locale) || '…'}
                </legend>
                <LocalizedInput
                  label={t('content.footer.heading')}
                  of={of}
                  value={column.header}
                  onChange={(value) => edit(['columns', c, 'header'], value)}
                  error={errors.get(`columns.${c}.header`)}
                />
                <ol id={linkList} className="form-list">
                  {links.map((link, l) => {
                    const linkOf = t('content.footer.ofLink', { column: c + 1, number: l + 1 });
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as the columns
                      <li key={l} className="link-row">
                        <div className="form-grid">
                          <LocalizedInput
                            label={t('content.footer.linkText')}
                            of={linkOf}
                            value={link.label}
                            onChange={(value) => edit(['columns', c, 'items', l, 'label'], value)}
                            error={errors.get(`columns.${c}.items.${l}.label`)}
                          />
                          <TextInput
                            label={t('content.footer.linkAddress')}
                            of={linkOf}
                            value={link.url ?? ''}
                            onChange={(url) => edit(['columns', c, 'items', l, 'url'], textOrNothing(url))}
                            error={errors.get(`columns.${c}.items.${l}.url`)}
                          />
                        </div>
                        <ListButtons
                          list={linkList}
                          of={linkOf}
                          index={l}
                          count={links.length}
                          onMove={move(['columns', c, 'items', l])}
                          onRemove={remove(['columns', c, 'items', l])}
                        />
                      </li>
                    );
                  })}
                </ol>
                {errors.get(`columns.${c}.items`) && <p className="field-error">{errors.get(`columns.${c}.items`)}</p>}
                <button
                  id={`${linkList}-add`}
                  type="button"
                  className="button small"
                  onClick={() => {
                    edit(['columns', c, 'items', links.length], { label: '', url: '' });
                    focusNewEntry(linkList);
                  }}
                >
                  {t('content.footer.addLink')}
                  <Hidden> ({of})</Hidden>
                </button>
                <ListButtons
                  list="footer-columns"
                  of={of}
                  index={c}
                  count={columns.length}
                  onMove={move(['columns', c])}
                  onRemove={remove(['columns', c])}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors.get('columns') && <p className="field-error">{errors.get('columns')}</p>}
      <button
        id="footer-columns-add"
        type="button"
        className="button"
        onClick={() => {
          edit(['columns', columns.length], { header: '', items: [] });
          focusNewEntry('footer-columns');
        }}
      >
        {t('content.footer.addColumn')}
      </button>
      <h3>{t('content.footer.social')}</h3>
      <ol id="footer-social" className="form-list">
        {social.map((link, s) => {
          const of = t('content.footer.ofSocial', { number: s + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: as the columns
            <li key={s} className="link-row">
              <div className="form-grid">
                <SelectInput
                  label={t('content.footer.network')}
                  of={of}
                  value={link.icon ?? ''}
                  options={icons.map((icon) => ({ value: icon, label: iconNames[icon] }))}
                  onChange={(icon) => edit(['social', s, 'icon'], icon)}
                  error={errors.get(`social.${s}.icon`)}
                />
                <TextInput
                  label={t('content.footer.socialAddress')}
                  of={of}
                  value={link.href ?? ''}
                  onChange={(href) => edit(['social', s, 'href'], textOrNothing(href))}
                  error={errors.get(`social.${s}.href`)}
                />
              </div>
              <ListButtons
                list="footer-social"
                of={of}
                index={s}
                count={social.length}
                onMove={move(['social', s])}
                onRemove={remove(['social', s])}
              />
            </li>
          );
        })}
      </ol>
      {errors.get('social') && <p className="field-error">{errors.get('social')}</p>}
      <button
        id="footer-social-add"
        type="button"
        className="button"
        onClick={() => {
          edit(['social', social.length], { icon: 'instagram', href: 'https://' });
          focusNewEntry('footer-social');
        }}
      >
        {t('content.footer.addSocial')}
      </button>
    </div>
  );
}
