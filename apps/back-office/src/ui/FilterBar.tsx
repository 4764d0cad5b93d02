import { useNavigate, useSearch } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useTranslations } from 'use-intl';

import { type Option, Options } from './Field';

/** One filter of a list, by its search parameter: a box to type in, or a choice with "Any" first. */
export type Filter = { name: string; label: string; wide?: boolean } & (
  | { options: readonly Option[] }
  | { options?: undefined; type?: 'search' | 'date'; placeholder?: string }
);

/**
 * A list's filters, a search landmark bound to the URL: the fields show its parameters, and
 * filtering puts the filled ones in it and goes back to the first page, the other parameters (the
 * sort) kept. So the list the URL names is the list shown: it can be shared and reloaded.
 */
export function FilterBar({
  label,
  filters,
  clearable = false,
}: {
  label: string;
  filters: readonly Filter[];
  /** Offers to clear the filters while any is set. */
  clearable?: boolean;
}) {
  const t = useTranslations();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const filter = (value: (name: string) => string | undefined) =>
    navigate({
      to: '.',
      search: (prev) => ({
        ...prev,
        ...Object.fromEntries(filters.map((f) => [f.name, value(f.name)])),
        page: undefined,
      }),
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void filter((name) => (data.get(name) as string | null)?.trim() || undefined);
  };
  return (
    <search aria-label={label}>
      {/* A new form when the URL changes (back, a link), so its fields show the URL's values. */}
      <form className="filters" onSubmit={onSubmit} key={JSON.stringify(search)}>
        {filters.map((f) => (
          <FilterField key={f.name} filter={f} value={search[f.name] as string | undefined} />
        ))}
        <div className="filter-buttons">
          <button type="submit" className="button primary">
            {t('common.filter')}
          </button>
          {clearable && filters.some((f) => search[f.name] !== undefined) && (
            <button type="button" className="button ghost" onClick={() => void filter(() => undefined)}>
              {t('common.clearFilters')}
            </button>
          )}
        </div>
      </form>
    </search>
  );
}

function FilterField({ filter, value }: { filter: Filter; value: string | undefined }) {
  const t = useTranslations();
  const className = filter.wide ? 'filter filter-wide' : 'filter';
  if (!filter.options)
    return (
      <label className={className}>
        {filter.label}
        <input name={filter.name} type={filter.type} defaultValue={value} placeholder={filter.placeholder} />
      </label>
    );
  return (
    <label className={className}>
      {filter.label}
      <select name={filter.name} defaultValue={value ?? ''}>
        <Options options={filter.options} none={t('common.any')} />
      </select>
    </label>
  );
}
