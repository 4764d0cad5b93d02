import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';

import { type Option, Options } from './Field';

/** One filter of a list, by its search parameter: a box to type in, or a choice with "Any" first. */
export type Filter = { name: string; label: string; wide?: boolean } & (
  | { options: readonly Option[] }
  | {
      options?: undefined;
      type?: 'search' | 'date';
      placeholder?: string;
      /** The name of the date filter this one may not be before: a range's end names its start. */
      notBefore?: string;
      /** What the field shows while the URL names nothing: the value the list applies then (a default period). */
      initial?: string;
    }
);

/** A filter that refused what was typed, and why. */
interface Refusal {
  name: string;
  message: string;
}

/** Where the focus goes once the list is filtered: the field it was in, or the filter button. */
const filterButton = '';

/**
 * A list's filters, a search landmark bound to the URL: the fields show its parameters, and
 * filtering puts the filled ones in it and goes back to the first page, the other parameters (the
 * sort) kept. So the list the URL names is the list shown: it can be shared and reloaded. A range
 * whose end is before its start is refused at its end's field, before anything is asked. The focus
 * stays where it was (the form is drawn anew for the new URL), on the filter button when that was
 * the button that cleared the filters.
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
  const focusAfter = useRef<string | null>(null);
  const key = JSON.stringify(search);
  // Shown for the URL it was refused at: another URL (back, a link) draws the form without it.
  const [refused, setRefused] = useState<(Refusal & { key: string }) | null>(null);
  const refusal = refused?.key === key ? refused : null;
  // The form drawn for the new URL gives the focus back to the field it was in, or the filter button.
  const refocus = useCallback((form: HTMLFormElement | null) => {
    const name = focusAfter.current;
    if (!form || name === null) return;
    focusAfter.current = null;
    const field = name === filterButton ? null : form.elements.namedItem(name);
    (field instanceof HTMLElement ? field : form.querySelector<HTMLElement>('button[type="submit"]'))?.focus();
  }, []);
  const filter = (value: (name: string) => string | undefined, focus: string) => {
    const changed =
      search.page !== undefined || filters.some((f) => String(search[f.name] ?? '') !== (value(f.name) ?? ''));
    if (changed) focusAfter.current = focus;
    setRefused(null);
    void navigate({
      to: '.',
      search: (prev) => ({
        ...prev,
        ...Object.fromEntries(filters.map((f) => [f.name, value(f.name)])),
        page: undefined,
      }),
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => (data.get(name) as string | null)?.trim() || undefined;
    const refusal = refusalOf(filters, value, (f, start) =>
      t('common.notBefore', { field: f.label, start: start.label }),
    );
    if (refusal) {
      setRefused({ ...refusal, key });
      (event.currentTarget.elements.namedItem(refusal.name) as HTMLElement | null)?.focus();
      return;
    }
    const active = document.activeElement;
    const inField = active instanceof HTMLInputElement || active instanceof HTMLSelectElement;
    filter(value, inField && active.name ? active.name : filterButton);
  };
  return (
    <search aria-label={label}>
      {/* A new form when the URL changes (back, a link), so its fields show the URL's values. */}
      <form ref={refocus} className="filters" onSubmit={onSubmit} key={key}>
        {filters.map((f) => (
          <FilterField
            key={f.name}
            filter={f}
            value={search[f.name] as string | undefined}
            error={refusal?.name === f.name ? refusal.message : undefined}
          />
        ))}
        <div className="filter-buttons">
          <button type="submit" className="button primary">
            {t('common.filter')}
          </button>
          {clearable && filters.some((f) => search[f.name] !== undefined) && (
            <button type="button" className="button ghost" onClick={() => filter(() => undefined, filterButton)}>
              {t('common.clearFilters')}
            </button>
          )}
        </div>
      </form>
    </search>
  );
}

/** The first filter whose value comes before the one it may not be before (days as YYYY-MM-DD compare as text). */
function refusalOf(
  filters: readonly Filter[],
  value: (name: string) => string | undefined,
  message: (filter: Filter, start: Filter) => string,
): Refusal | null {
  for (const f of filters) {
    if (f.options || !f.notBefore) continue;
    const start = filters.find((other) => other.name === f.notBefore);
    const [from, to] = [value(f.notBefore), value(f.name)];
    if (start && from && to && to < from) return { name: f.name, message: message(f, start) };
  }
  return null;
}

function FilterField({ filter, value, error }: { filter: Filter; value: string | undefined; error?: string }) {
  const t = useTranslations();
  const id = useId();
  const className = filter.wide ? 'filter filter-wide' : 'filter';
  const problem = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  return (
    <div className={className}>
      <label htmlFor={id}>{filter.label}</label>
      {filter.options ? (
        <select id={id} name={filter.name} defaultValue={value ?? ''}>
          <Options options={filter.options} none={t('common.any')} />
        </select>
      ) : (
        <input
          id={id}
          name={filter.name}
          type={filter.type}
          defaultValue={value ?? filter.initial}
          placeholder={filter.placeholder}
          {...problem}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
