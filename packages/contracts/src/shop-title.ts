import raw from '../../../config/site.json';

// The shop's name from config/site.json, read without validating as locales.ts reads the languages:
// the error page's browser code needs it, and importing siteConfig would bring zod into every
// page's first load (the error boundaries are part of each page). The server validates the file.
export const configuredShopTitle: string = raw.shopTitle;
