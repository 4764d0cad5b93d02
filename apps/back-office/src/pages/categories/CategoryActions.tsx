import type { AdminCategory } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat, useLanguage } from '../../i18n/i18n';
import { categoryKeys } from '../../queries/categories';
import { ConfirmDialog } from '../../ui/Confirm';
import { ErrorNote } from '../../ui/RouteStates';
import { type Children, keyboardMoves, nameIn, type Place } from './tree';

/** Moves a category (by keyboard or by drag and drop) at the version read, and says what became of it. */
export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, place }: { category: AdminCategory; place: Place }) =>
      api.moveCategory({ params: { id: category.id }, body: { version: category.version, ...place } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

type Move = ReturnType<typeof useMoveCategory>;

/** The chosen category's moves by keyboard: up, down, into the category above it, out of its parent. */
export function MoveButtons({
  list,
  branches,
  category,
  move,
}: {
  list: readonly AdminCategory[];
  branches: Children;
  category: AdminCategory;
  move: Move;
}) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const places = keyboardMoves(list, branches, category);
  const name = nameIn(category, locale);
  const button = (way: keyof typeof places, label: string) => (
    <button
      type="button"
      className="button small"
      // Not disabled: the focus stays on the button that moved the category as far as it goes.
      aria-disabled={!places[way] || move.isPending}
      onClick={() => places[way] && !move.isPending && move.mutate({ category, place: places[way] })}
    >
      {label}
    </button>
  );
  return (
    <div className="category-moves">
      <fieldset className="button-row">
        <legend className="visually-hidden">{t('categories.moveGroup', { name })}</legend>
        {button('up', t('categories.moveUp'))}
        {button('down', t('categories.moveDown'))}
        {button('into', t('categories.moveInto'))}
        {button('out', t('categories.moveOut'))}
      </fieldset>
      <p role="status">{move.isSuccess && move.variables?.category.id === category.id ? t('categories.moved') : ''}</p>
      <ErrorNote
        error={move.error}
        onReload={() => {
          move.reset();
          void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
        }}
      />
    </div>
  );
}

/** Deleting the chosen category, asked first, saying what becomes of its subcategories and products. */
export function DeleteCategory({
  list,
  branches,
  category,
  onDeleted,
}: {
  list: readonly AdminCategory[];
  branches: Children;
  category: AdminCategory;
  onDeleted: (parentId: number | null) => void;
}) {
  const t = useTranslations();
  const format = useFormat();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const name = nameIn(category, locale);
  const parent = list.find((c) => c.id === category.parentId);
  const subcategories = (branches.get(category.id) ?? []).length;
  const remove = useMutation({
    mutationFn: () =>
      api.deleteCategory({ params: { id: category.id }, query: { version: category.version, contents: 'moveUp' } }),
    onSuccess: () => {
      setAsking(false);
      onDeleted(category.parentId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
  const values = {
    name,
    parent: parent ? nameIn(parent, locale) : '',
    children: subcategories,
    products: category.productCount,
    shownChildren: format.number(subcategories),
    shownProducts: format.number(category.productCount),
  };
  return (
    <>
      <button
        type="button"
        className="button danger"
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        {t('categories.delete')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('categories.deleteTitle', { name })}
        description={
          <>
            {t(parent ? 'categories.deleteContents' : 'categories.deleteContentsTop', values)}{' '}
            {t('categories.deleteFinal')}
          </>
        }
        confirm={t('categories.delete')}
        pending={remove.isPending}
        error={remove.error}
        onReload={() => {
          setAsking(false);
          void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
        }}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
