import type { AdminCategory } from '@shop/contracts';
import { type DragEvent, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat, useLanguage } from '../../i18n/i18n';
import { type Children, dropPlace, isWithin, nameIn, type Place } from './tree';

type Where = 'before' | 'after' | 'into';

/** Where over a row the pointer is: its top quarter drops before it, its bottom quarter after it, else into it. */
function whereOver(event: DragEvent<HTMLElement>): Where {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / box.height;
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'into';
}

/**
 * The tree as nested lists of buttons: a button chooses its category. A category is dragged onto
 * another to go before it, after it or into it (the native drag and drop of the browser); the
 * buttons beside the tree move the chosen one by keyboard.
 */
export function CategoryTree({
  list,
  branches,
  selected,
  onSelect,
  onMove,
}: {
  list: readonly AdminCategory[];
  branches: Children;
  selected: number | undefined;
  onSelect: (id: number) => void;
  onMove: (category: AdminCategory, place: Place) => void;
}) {
  const t = useTranslations();
  const format = useFormat();
  const { locale } = useLanguage();
  const [dragged, setDragged] = useState<AdminCategory>();
  const [over, setOver] = useState<{ id: number; where: Where }>();

  const droppable = (target: AdminCategory) => dragged !== undefined && !isWithin(list, target.id, dragged.id);

  function branch(parentId: number | null, depth: number) {
    const nodes = branches.get(parentId) ?? [];
    if (nodes.length === 0) return null;
    return (
      <ul className={depth === 0 ? 'category-tree' : undefined}>
        {nodes.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="category-choice"
              aria-current={category.id === selected ? 'true' : undefined}
              onClick={() => onSelect(category.id)}
              data-drop={over?.id === category.id ? over.where : undefined}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(category.id));
                setDragged(category);
              }}
              onDragEnd={() => {
                setDragged(undefined);
                setOver(undefined);
              }}
              onDragOver={(event) => {
                if (!droppable(category)) return;
                event.preventDefault();
                setOver({ id: category.id, where: whereOver(event) });
              }}
              onDragLeave={() => setOver(undefined)}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged && droppable(category))
                  onMove(dragged, dropPlace(branches, dragged, category, whereOver(event)));
                setDragged(undefined);
                setOver(undefined);
              }}
            >
              {nameIn(category, locale)}
              {category.hidden && <span className="badge muted">{t('categories.hiddenBadge')}</span>}
              <span className="sub">
                {t('categories.productCount', {
                  count: category.productCount,
                  shown: format.number(category.productCount),
                })}
              </span>
            </button>
            {branch(category.id, depth + 1)}
          </li>
        ))}
      </ul>
    );
  }

  return branch(null, 0) ?? <p>{t('categories.none')}</p>;
}
