import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useLanguage } from '../i18n/i18n';
import { categoriesQuery } from '../queries/categories';
import { Card } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { DeleteCategory, MoveButtons, useMoveCategory } from './categories/CategoryActions';
import { CategoryForm } from './categories/CategoryForm';
import { CategoryTree } from './categories/CategoryTree';
import { childrenOf, nameIn } from './categories/tree';

const route = getRouteApi('/app/categories');

/**
 * The category tree's editor: the tree on one side (moved by drag and drop or by the buttons
 * beside it), the chosen category's texts in every language on the other, or a new category's.
 */
export function CategoriesPage() {
  const t = useTranslations();
  const { locale } = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const categories = useQuery(categoriesQuery);
  const list = useMemo(() => categories.data?.data ?? [], [categories.data]);
  const branches = useMemo(() => childrenOf(list), [list]);
  /** A new category's parent (null: the top) while one is being made. */
  const [creating, setCreating] = useState<{ parentId: number | null } | null>(null);
  /** The category just made here: its form says it was saved. */
  const [created, setCreated] = useState<number>();
  const selected = list.find((c) => c.id === search.category);
  const move = useMoveCategory();
  const choose = (id: number | undefined) => {
    setCreating(null);
    void navigate({ search: id === undefined ? {} : { category: id } });
  };
  const parentName = (id: number | null) => {
    const parent = list.find((c) => c.id === id);
    return parent ? nameIn(parent, locale) : null;
  };

  return (
    <>
      <PageHeader title={t('categories.title')} lead={t('categories.lead')}>
        <button type="button" className="button primary" onClick={() => setCreating({ parentId: null })}>
          {t('categories.newTop')}
        </button>
      </PageHeader>
      {categories.isPending && <Loading />}
      <ErrorNote error={categories.error} />
      {categories.data && (
        <div className="category-layout">
          <Card title={t('categories.tree')}>
            <p className="hint">{t('categories.dragHint')}</p>
            <CategoryTree
              list={list}
              branches={branches}
              selected={selected?.id}
              onSelect={choose}
              onMove={(category, place) => move.mutate({ category, place })}
            />
            {selected && <MoveButtons list={list} branches={branches} category={selected} move={move} />}
            {!selected && <ErrorNote error={move.error} />}
          </Card>
          {creating ? (
            <Card
              title={
                creating.parentId === null
                  ? t('categories.newTopTitle')
                  : t('categories.newChildTitle', { parent: parentName(creating.parentId) ?? '' })
              }
            >
              <CategoryForm
                parentId={creating.parentId}
                onSaved={(saved) => {
                  setCreated(saved.id);
                  choose(saved.id);
                }}
              />
            </Card>
          ) : selected ? (
            <Card
              title={nameIn(selected, locale)}
              aside={
                <div className="button-row">
                  <button type="button" className="button" onClick={() => setCreating({ parentId: selected.id })}>
                    {t('categories.newChild')}
                  </button>
                  <DeleteCategory
                    list={list}
                    branches={branches}
                    category={selected}
                    onDeleted={(parentId) => choose(parentId ?? undefined)}
                  />
                </div>
              }
            >
              <CategoryForm key={selected.id} category={selected} created={created === selected.id} />
            </Card>
          ) : (
            <Card title={t('categories.noneChosenTitle')}>
              <p>{t('categories.noneChosen')}</p>
            </Card>
          )}
        </div>
      )}
    </>
  );
}
