import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type BarText, barHtml, barTextOf } from './bar-text';
import { textOrNothing } from './config-paths';
import type { FormProps } from './draft';
import { ColorInput, TextInput } from './FormParts';

/** The bars' issues the form shows at a field: their text, colours, and link (the banner's in its config). */
export const barPlaced = (banner: boolean) => (path: string) =>
  ['content', 'backgroundColor', ...(banner ? ['href'] : ['link', 'iconColor'])].includes(path);

/**
 * The notification bar or the top banner: its text (a sentence, and a link after it in the
 * notification bar; the whole banner links to its address), and its colours. A text with more
 * markup than that is edited as HTML.
 */
export function BarForm({ draft, change, edit, errors, banner }: FormProps & { banner: boolean }) {
  const t = useTranslations();
  const value = (key: string) => (typeof draft.config[key] === 'string' ? (draft.config[key] as string) : '');
  return (
    <div className="content-form">
      <BarTextFields
        content={draft.content}
        change={change}
        error={errors.get('content')}
        linkError={errors.get('link')}
        banner={banner}
      />
      {banner && (
        <TextInput
          label={t('content.bar.bannerLink')}
          value={value('href')}
          onChange={(href) => edit(['href'], textOrNothing(href))}
          hint={t('content.bar.bannerLinkHint')}
          error={errors.get('href')}
        />
      )}
      <div className="form-grid">
        <ColorInput
          label={t('content.bar.background')}
          value={value('backgroundColor')}
          onChange={(color) => edit(['backgroundColor'], textOrNothing(color))}
          error={errors.get('backgroundColor')}
        />
        {!banner && (
          <ColorInput
            label={t('content.bar.icon')}
            value={value('iconColor')}
            onChange={(color) => edit(['iconColor'], textOrNothing(color))}
            error={errors.get('iconColor')}
          />
        )}
      </div>
    </div>
  );
}

/** The text as fields while it is simple enough; they are read again when the HTML changes elsewhere. */
function BarTextFields({
  content,
  change,
  error,
  linkError,
  banner,
}: {
  content: string;
  change: FormProps['change'];
  error?: string;
  linkError?: string;
  banner: boolean;
}) {
  const t = useTranslations();
  const fieldsOf = (html: string) => {
    const fields = barTextOf(html);
    // The banner's link is its address: a link inside its text would be one in another.
    return banner && (fields?.linkHref || fields?.linkLabel) ? undefined : fields;
  };
  const [state, setState] = useState(() => ({ html: content, fields: fieldsOf(content) }));
  // Typed text is kept as typed (a space at its end too); HTML changed elsewhere (the expert view, a restore) is read again.
  const current = state.html === content ? state : { html: content, fields: fieldsOf(content) };
  if (current !== state) setState(current);
  const { fields } = current;
  if (!fields)
    return (
      <TextInput
        multiline
        code
        rows={4}
        label={t('content.bar.html')}
        hint={t('content.bar.htmlHint')}
        value={content}
        onChange={(html) => change({ content: html })}
        error={error}
      />
    );
  const set = (field: keyof BarText) => (text: string) => {
    const next = { ...fields, [field]: text };
    const html = barHtml(next);
    setState({ html, fields: next });
    change({ content: html });
  };
  return (
    <>
      <TextInput
        multiline
        rows={2}
        label={t('content.bar.text')}
        value={fields.text}
        onChange={set('text')}
        error={error}
      />
      {!banner && (
        <div className="form-grid">
          <TextInput label={t('content.bar.linkLabel')} value={fields.linkLabel} onChange={set('linkLabel')} />
          <TextInput
            label={t('content.bar.linkAddress')}
            value={fields.linkHref}
            onChange={set('linkHref')}
            hint={t('content.problems.href')}
            error={linkError}
          />
        </div>
      )}
    </>
  );
}
