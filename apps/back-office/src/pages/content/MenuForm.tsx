import { localize, type MenuItem } from '@shop/contracts';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Hidden } from '../../ui/Field';
import { type ConfigPath, dotted, getAt, listOf, moveAt, removeAt, textOrNothing } from './config-paths';
import type { FormProps } from './draft';
import { focusNewEntry, ListButtons, LocalizedInput, SelectInput, TextInput } from './FormParts';

/** The menu's issues the form shows at a field: a title, link or visibility, a list's length. */
export const menuPlaced = (path: string) => /^items(\.\d+\.items)*(\.\d+\.(title|href|visibility|target))?$/.test(path);

const newItem: MenuItem = { kind: 'link', title: '', visibility: 'all' };
const listId = (path: ConfigPath) => `menu-${dotted(path).replace(/\./g, '-')}`;

/** The main menu: its items, each with its label, link and sub-items, added, removed and moved. */
export function MenuForm(props: FormProps) {
  const t = useTranslations();
  return (
    <div className="content-form">
      <h3>{t('content.menu.items')}</h3>
      <p className="hint">{t('content.menu.linkHint')}</p>
      <MenuList {...props} path={['items']} number="" />
    </div>
  );
}

interface ListProps extends FormProps {
  path: ConfigPath;
  /** The number of the item the list is in ("1.2"), empty for the menu's own list. */
  number: string;
}

function MenuList(props: ListProps) {
  const t = useTranslations();
  const { path, number, draft, edit, errors } = props;
  const items = listOf<MenuItem>(getAt(draft.config, path));
  const id = listId(path);
  const error = errors.get(dotted(path));
  return (
    <>
      {items.length === 0 && !number && <p className="muted">{t('content.menu.empty')}</p>}
      <ol id={id} className="form-list">
        {items.map((item, index) => (
          // Index keys: an item's fields keep their focus while its texts change (an edit is a new object).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <MenuItemFields
              {...props}
              path={[...path, index]}
              number={number ? `${number}.${index + 1}` : `${index + 1}`}
              item={item}
              count={items.length}
            />
          </li>
        ))}
      </ol>
      {error && <p className="field-error">{error}</p>}
      {!number && (
        <button
          id={`${id}-add`}
          type="button"
          className="button"
          onClick={() => {
            edit([...path, items.length], newItem);
            focusNewEntry(id);
          }}
        >
          {t('content.menu.addItem')}
        </button>
      )}
    </>
  );
}

function MenuItemFields(props: ListProps & { item: MenuItem; count: number }) {
  const t = useTranslations();
  const { path, number, item, count, locale, edit, change, errors, draft } = props;
  const index = path.at(-1) as number;
  const parent = path.slice(0, -1);
  const children = listOf<MenuItem>(item.items);
  const errorAt = (field: string) => errors.get(dotted([...path, field]));
  // Sub-items are shown when asked for, or when one of them has a problem to see.
  const [open, setOpen] = useState<boolean>();
  const inside = dotted([...path, 'items']);
  const shown = open ?? [...errors.keys()].some((key) => key === inside || key.startsWith(`${inside}.`));
  const of = t('content.menu.ofItem', { number });
  const subList = listId([...path, 'items']);
  return (
    <fieldset className="form-item">
      <legend>
        {t('content.menu.item', { number })}: {localize(item.title, locale) || '…'}
      </legend>
      <div className="form-grid">
        <LocalizedInput
          label={t('content.menu.label')}
          of={of}
          value={item.title}
          onChange={(title) => edit([...path, 'title'], title)}
          error={errorAt('title')}
        />
        <TextInput
          label={t('content.menu.link')}
          of={of}
          value={item.href ?? ''}
          onChange={(href) => edit([...path, 'href'], textOrNothing(href))}
          error={errorAt('href')}
        />
        <SelectInput
          label={t('content.menu.shownOn')}
          of={of}
          value={item.visibility ?? 'all'}
          onChange={(visibility) => edit([...path, 'visibility'], visibility)}
          options={(['all', 'desktop', 'mobile'] as const).map((value) => ({
            value,
            label: t(`content.menu.visibility.${value}`),
          }))}
          error={errorAt('visibility')}
        />
        <SelectInput
          label={t('content.menu.target')}
          of={of}
          value={item.target === 'new-window' ? 'new-window' : ''}
          onChange={(target) => edit([...path, 'target'], textOrNothing(target))}
          options={[{ value: 'new-window', label: t('content.menu.newWindow') }]}
          none={t('content.menu.sameWindow')}
          error={errorAt('target')}
        />
      </div>
      <ListButtons
        list={listId(parent)}
        of={of}
        index={index}
        count={count}
        onMove={(by) => change({ config: moveAt(draft.config, path, by) })}
        onRemove={() => change({ config: removeAt(draft.config, path) })}
      >
        <button
          type="button"
          className="button small"
          onClick={() => {
            edit([...path, 'items', children.length], newItem);
            setOpen(true);
            focusNewEntry(subList);
          }}
        >
          {t('content.menu.addSubItem')}
          <Hidden> ({of})</Hidden>
        </button>
      </ListButtons>
      {children.length > 0 && (
        <button
          type="button"
          className="link-button"
          aria-expanded={shown}
          aria-controls={`${subList}-shown`}
          onClick={() => setOpen(!shown)}
        >
          {shown
            ? t('content.menu.hideSubItems', { count: children.length })
            : t('content.menu.showSubItems', { count: children.length })}
        </button>
      )}
      <div id={`${subList}-shown`} hidden={!shown}>
        {shown && <MenuList {...props} path={[...path, 'items']} number={number} />}
      </div>
    </fieldset>
  );
}
