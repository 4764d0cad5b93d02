import { z } from 'zod';
import { type LocaleCode, localeCodeSchema } from './codes';
import { settingsOverrideSchema } from './settings';

/**
 * The problems the content schemas name in their own words: the back office's editor finds them by
 * these messages and says them in its member's language.
 */
export const contentProblems = {
  locales: 'needs at least one locale',
  href: 'must be a path starting with / or an http(s), mailto: or tel: URL',
  color: 'must be a CSS colour such as #0f4c5c',
  classes: 'may contain class names only',
  slug: 'lower-case letters, digits and hyphens',
  gtmId: 'must look like GTM-XXXXXXX',
  messageKey: 'keys look like Namespace.key',
} as const;

/** A text that is either the same in every locale or given per locale ({ de: '…', en: '…' }). */
export const localizedTextSchema = z.union([
  z.string(),
  z.partialRecord(localeCodeSchema, z.string()).refine((m) => Object.keys(m).length > 0, contentProblems.locales),
]);

export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** The text for a locale, else the default locale's, else any. */
export function localize(text: LocalizedText | undefined, locale: LocaleCode, fallback: LocaleCode = 'de'): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[locale] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}

/** A link target: a path inside the shop (starting with /) or an absolute http(s) URL. */
export const hrefSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v) || /^mailto:|^tel:/i.test(v), {
    message: contentProblems.href,
  });

const cssColorSchema = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgb|hsl|oklch)a?\([\d\s.,%/-]+\))$/, contentProblems.color);

/** Space-separated class names only, so content cannot smuggle markup through a class attribute. */
const classesSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^[\w\s:/.[\]#%-]*$/, contentProblems.classes);

export interface MenuItem {
  kind: 'link' | 'container' | 'container-inline';
  title: LocalizedText;
  href?: string;
  slug?: string;
  items?: MenuItem[];
  image?: { src: string; width?: number };
  description?: LocalizedText;
  classes?: string;
  titleClasses?: string;
  target?: 'new-window' | 'same-window';
  dropdown?: boolean;
  opensidebar?: boolean;
  visibility: 'all' | 'desktop' | 'mobile';
  hideForMobile?: boolean;
  group?: string;
  groupClasses?: string;
}

export const menuItemSchema: z.ZodType<MenuItem, unknown> = z.lazy(() =>
  z
    .object({
      kind: z.enum(['link', 'container', 'container-inline']).default('link'),
      title: localizedTextSchema,
      href: hrefSchema.optional(),
      slug: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]*$/, contentProblems.slug)
        .optional(),
      items: z.array(menuItemSchema).max(60).optional(),
      image: z.object({ src: hrefSchema, width: z.number().int().positive().max(2000).optional() }).optional(),
      description: localizedTextSchema.optional(),
      classes: classesSchema.optional(),
      titleClasses: classesSchema.optional(),
      target: z.enum(['new-window', 'same-window']).optional(),
      dropdown: z.boolean().optional(),
      opensidebar: z.boolean().optional(),
      visibility: z.enum(['all', 'desktop', 'mobile']).default('all'),
      hideForMobile: z.boolean().optional(),
      group: z.string().max(80).optional(),
      groupClasses: classesSchema.optional(),
    })
    .strict(),
);

const socialIcons = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'xing', 'pinterest', 'tiktok'] as const;

/** The `config` each content entry must have, by type and identifier. */
export const contentConfigSchemas = {
  block: {
    menu: z.object({ items: z.array(menuItemSchema).max(40) }).strict(),
    footer: z
      .object({
        columns: z
          .array(
            z
              .object({
                header: localizedTextSchema,
                items: z.array(z.object({ label: localizedTextSchema, url: hrefSchema }).strict()).max(30),
              })
              .strict(),
          )
          .max(8),
        social: z
          .array(z.object({ href: hrefSchema, icon: z.enum(socialIcons) }).strict())
          .max(12)
          .default([]),
      })
      .strict(),
    'notification-bar': z
      .object({ backgroundColor: cssColorSchema.optional(), iconColor: cssColorSchema.optional() })
      .strict(),
    'top-banner': z.object({ backgroundColor: cssColorSchema.optional(), href: hrefSchema.optional() }).strict(),
    'cart-header': z.object({}).strict(),
  },
  setting: {
    branding: settingsOverrideSchema
      .extend({
        title: z.string().min(1).max(80).optional(),
        description: z.string().max(300).optional(),
        logo: z
          .object({
            src: hrefSchema,
            alt: z.string().max(120).optional(),
            width: z.number().int().positive().max(600).default(160),
            height: z.number().int().positive().max(200).default(40),
          })
          .strict()
          .optional(),
        favicon: hrefSchema.optional(),
        colors: z
          .object({
            brand: cssColorSchema.optional(),
            brandStrong: cssColorSchema.optional(),
            brandSoft: cssColorSchema.optional(),
            accent: cssColorSchema.optional(),
          })
          .strict()
          .optional(),
        headers: z
          .object({
            meta: z
              .array(
                z
                  .object({
                    name: z.string().max(100).optional(),
                    property: z.string().max(100).optional(),
                    content: z.string().max(500),
                  })
                  .strict(),
              )
              .max(20)
              .default([]),
            link: z
              .array(
                z
                  .object({
                    rel: z.enum(['preconnect', 'dns-prefetch', 'me', 'author', 'license', 'manifest']),
                    href: hrefSchema,
                  })
                  .strict(),
              )
              .max(20)
              .default([]),
          })
          .strict()
          .optional(),
        'register-url': z.string().max(2000).optional(),
        /** Google Tag Manager container, loaded only after the shopper's analytics consent. */
        gtmId: z
          .string()
          .regex(/^GTM-[A-Z0-9]{4,12}$/, contentProblems.gtmId)
          .optional(),
      })
      .strict(),
    /** Message overrides over the bundled translations, by dotted key: { "Layout.home": "Start" }. */
    locale: z
      .object({
        messages: z.record(
          z.string().regex(/^[A-Za-z][\w]*(\.[\w]+)+$/, contentProblems.messageKey),
          z.string().max(2000),
        ),
      })
      .strict(),
    /** How the product page shows attributes: their order, which go into the header, which are hidden. */
    attributes: z
      .object({
        order: z.array(z.string()).default([]),
        header: z.array(z.string()).default([]),
        hidden: z.array(z.string()).default([]),
      })
      .strict(),
  },
  page: z.object({ title: z.string().min(1).max(200), description: z.string().max(300).optional() }).strict(),
} as const;

export type BlockIdentifier = keyof typeof contentConfigSchemas.block;
export type SettingIdentifier = keyof typeof contentConfigSchemas.setting;
export type MenuConfig = z.infer<typeof contentConfigSchemas.block.menu>;
export type FooterConfig = z.infer<typeof contentConfigSchemas.block.footer>;
export type NotificationBarConfig = z.infer<(typeof contentConfigSchemas.block)['notification-bar']>;
export type TopBannerConfig = z.infer<(typeof contentConfigSchemas.block)['top-banner']>;
export type BrandingConfig = z.infer<typeof contentConfigSchemas.setting.branding>;
export type LocaleSettingConfig = z.infer<typeof contentConfigSchemas.setting.locale>;
export type AttributesSettingConfig = z.infer<typeof contentConfigSchemas.setting.attributes>;
export type PageConfig = z.infer<typeof contentConfigSchemas.page>;

export const blockIdentifiers = Object.keys(contentConfigSchemas.block) as BlockIdentifier[];
export const settingIdentifiers = Object.keys(contentConfigSchemas.setting) as SettingIdentifier[];

/** The config schema of an entry, or undefined for an identifier that its type does not have. */
export function contentConfigSchema(type: 'block' | 'setting' | 'page', identifier: string): z.ZodType | undefined {
  if (type === 'page') return contentConfigSchemas.page;
  const schemas: Record<string, z.ZodType> = contentConfigSchemas[type];
  return Object.hasOwn(schemas, identifier) ? schemas[identifier] : undefined;
}
