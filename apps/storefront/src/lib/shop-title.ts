import { type BrandingConfig, siteConfig } from '@shop/contracts';

/** The shop's name: the branding entry's title, else the site configuration's. */
export const shopTitle = (branding: BrandingConfig) => branding.title ?? siteConfig.shopTitle;
