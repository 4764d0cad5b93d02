import { type LocaleCode, siteConfig } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { Field, Hidden, type Option, Options } from '../../ui/Field';
import { focusFirst } from '../../ui/focus';
import { textParts, withText } from './localized-text';

/** Focuses the first field of a list's last entry (the one just added), once it is on the page. */
export const focusNewEntry = (listId: string) =>
  requestAnimationFrame(() =>
    document.getElementById(listId)?.lastElementChild?.querySelector<HTMLElement>('input, select')?.focus(),
  );

const languageName = (code: LocaleCode) => siteConfig.locales.find((l) => l.code === code)?.label ?? code;

/** A field's label: what it is, and, for screen readers and tests, whose it is ("Label (item 1.2)"). */
const Label = ({ label, of }: { label: string; of?: string }) => (
  <>
    {label}
    {of && <Hidden> ({of})</Hidden>}
  </>
);

interface InputProps {
  label: string;
  of?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

/** A text field of a content form, its error under it. */
export function TextInput({
  multiline = false,
  rows = 3,
  code = false,
  type = 'text',
  ...field
}: InputProps & { multiline?: boolean; rows?: number; code?: boolean; type?: 'text' | 'number' }) {
  return (
    <Field label={<Label label={field.label} of={field.of} />} hint={field.hint} error={field.error}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={rows}
            value={field.value}
            spellCheck={code ? false : undefined}
            className={code ? 'code' : undefined}
            onChange={(event) => field.onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            type={type}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/**
 * A text a shopper reads (a label, a heading): one field, or one a language where the config
 * gives it per language ("Label (Deutsch)"); the text's problem is shown at its first field.
 */
export function LocalizedInput({
  value,
  onChange,
  ...field
}: Omit<InputProps, 'value' | 'onChange'> & { value: unknown; onChange: (value: unknown) => void }) {
  const t = useTranslations();
  return textParts(value).map((part, i) => (
    <TextInput
      key={part.locale ?? ''}
      {...field}
      label={
        part.locale ? t('content.inLanguage', { label: field.label, language: languageName(part.locale) }) : field.label
      }
      value={part.text}
      onChange={(text) => onChange(withText(value, part.locale, text))}
      error={i === 0 ? field.error : undefined}
    />
  ));
}

/** The colour input's value: a colour picker takes #rrggbb only. */
const pickable = (value: string) => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim())?.[1];
  if (!hex) return '#ffffff';
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6)}`.toLowerCase();
};

/** A colour: typed (#0f4c5c, rgb(…)) or picked; left empty, the shop's own colour. */
export function ColorInput(field: InputProps) {
  const t = useTranslations();
  return (
    <Field
      label={<Label label={field.label} of={field.of} />}
      hint={field.hint ?? t('content.bar.colorHint')}
      error={field.error}
    >
      {(control) => (
        <span className="color-input">
          <input {...control} value={field.value} onChange={(event) => field.onChange(event.target.value)} />
          <input
            type="color"
            aria-label={t('content.bar.pick', { field: field.label })}
            value={pickable(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
          />
        </span>
      )}
    </Field>
  );
}

/** A choice among options. */
export function SelectInput({ options, none, ...field }: InputProps & { options: readonly Option[]; none?: string }) {
  return (
    <Field label={<Label label={field.label} of={field.of} />} hint={field.hint} error={field.error}>
      {(control) => (
        <select {...control} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
          <Options options={options} none={none} />
        </select>
      )}
    </Field>
  );
}

/** On or off, as a switch, with what it does under it. */
export function SwitchInput({
  label,
  hint,
  checked,
  onChange,
  error,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </Field>
  );
}

/**
 * The buttons of an entry of a list: up, down, remove, each naming the entry for screen readers.
 * The focus stays in the list: on the moved entry's button at its new place, after a removal on
 * the entry that took its place (or the one before, or the list's add button).
 */
export function ListButtons({
  list,
  of,
  index,
  count,
  onMove,
  onRemove,
  children,
}: {
  /** The list's id in the page: the entries' buttons are `${list}-${index}-${±1}`, its add button `${list}-add`. */
  list: string;
  of: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations();
  const button = (at: number, by: -1 | 1) => `${list}-${at}-${by}`;
  const move = (by: -1 | 1) => {
    onMove(by);
    focusFirst([button(index + by, by), button(index + by, -by as -1 | 1)]);
  };
  const remove = () => {
    onRemove();
    focusFirst([button(index, -1), button(index, 1), button(index - 1, 1), button(index - 1, -1), `${list}-add`]);
  };
  return (
    <div className="button-row list-buttons">
      <button
        id={button(index, -1)}
        type="button"
        className="button small"
        disabled={index === 0}
        onClick={() => move(-1)}
      >
        {t('content.list.up')}
        <Hidden> ({of})</Hidden>
      </button>
      <button
        id={button(index, 1)}
        type="button"
        className="button small"
        disabled={index === count - 1}
        onClick={() => move(1)}
      >
        {t('content.list.down')}
        <Hidden> ({of})</Hidden>
      </button>
      {children}
      <button type="button" className="button small danger" onClick={remove}>
        {t('common.remove')}
        <Hidden> ({of})</Hidden>
      </button>
    </div>
  );
}
