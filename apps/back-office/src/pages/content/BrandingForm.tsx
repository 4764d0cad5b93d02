import { defaultLocale, siteConfig } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslations } from 'use-intl';
import { type ConfigPath, dotted, getAt, setAt, textOrNothing } from './config-paths';
import type { FormProps } from './draft';
import { ColorInput, TextInput } from './FormParts';
import { SettingsFields, settingsPlaced } from './SettingsFields';

const colors = ['brand', 'brandStrong', 'brandSoft', 'accent'] as const;
const looks = [
  'title',
  'description',
  'logo.src',
  'logo.alt',
  'favicon',
  'register-url',
  'gtmId',
  ...colors.map((c) => `colors.${c}`),
];

/** The branding's issues the form shows at a field: its looks', and its settings' in the default language's entry. */
export const brandingPlaced = (locale: string) => (path: string) =>
  looks.includes(path) || (locale === defaultLocale && settingsPlaced(path));

/**
 * The shop's looks and words in this language (name, description, logo, colours, …) and, in the
 * default language's entry, its settings: one set for every language.
 */
export function BrandingForm(props: FormProps) {
  const t = useTranslations();
  const { draft, change, edit, errors, locale } = props;
  const text = (path: ConfigPath) => {
    const value = getAt(draft.config, path);
    return typeof value === 'string' ? value : '';
  };
  const field = (path: ConfigPath) => ({
    value: text(path),
    onChange: (value: string) => edit(path, textOrNothing(value)),
    error: errors.get(dotted(path)),
  });
  const logoSrc = (src: string) => {
    // Without its address a logo is none: its other fields go with it.
    if (!src.trim()) change({ config: setAt(draft.config, ['logo'], undefined) });
    else edit(['logo', 'src'], src);
  };
  const defaultLanguage = siteConfig.locales.find((l) => l.code === defaultLocale)?.label ?? defaultLocale;
  return (
    <div className="content-form">
      <fieldset className="form-item">
        <legend>{t('content.branding.looks')}</legend>
        <div className="form-grid">
          <TextInput label={t('content.branding.title')} {...field(['title'])} />
          <TextInput label={t('content.branding.favicon')} hint={t('content.problems.href')} {...field(['favicon'])} />
          <div className="span-all">
            <TextInput
              multiline
              rows={2}
              label={t('content.branding.description')}
              hint={t('content.branding.descriptionHint')}
              {...field(['description'])}
            />
          </div>
          <TextInput
            label={t('content.branding.logo')}
            hint={t('content.problems.href')}
            {...field(['logo', 'src'])}
            onChange={logoSrc}
          />
          <TextInput label={t('content.branding.logoAlt')} {...field(['logo', 'alt'])} />
          {colors.map((color) => (
            <ColorInput key={color} label={t(`content.branding.colors.${color}`)} {...field(['colors', color])} />
          ))}
          <TextInput
            label={t('content.branding.registerUrl')}
            hint={t('content.branding.registerUrlHint')}
            {...field(['register-url'])}
          />
          <TextInput label={t('content.branding.gtmId')} hint={t('content.branding.gtmIdHint')} {...field(['gtmId'])} />
        </div>
      </fieldset>
      {locale === defaultLocale ? (
        <SettingsFields {...props} />
      ) : (
        <p className="notice">
          {t('content.branding.settingsElsewhere', { language: defaultLanguage })}{' '}
          <Link
            to="/content"
            search={{ type: 'setting', identifier: 'branding', locale: defaultLocale, tab: 'setting' }}
          >
            {t('content.branding.openSettings', { language: defaultLanguage })}
          </Link>
        </p>
      )}
    </div>
  );
}
