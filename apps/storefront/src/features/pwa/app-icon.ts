import type { BrandingConfig } from '@shop/contracts';
import sharp from 'sharp';
import { apiUrl } from '@/server-config';

/** The icons a web app manifest names, by file: their size and whether the picture may be cut to a shape. */
export const appIcons = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  // iOS reads the apple-touch-icon link, not the manifest; it rounds the corners itself.
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const;
export type AppIconFile = keyof typeof appIcons;

const defaultBrand = '#0f4c5c';

/** The branding's logo as the shop serves it, or nothing (none set, elsewhere, or not answered). */
async function logoBytes(branding: BrandingConfig) {
  const src = branding.logo?.src;
  // Only the shop's own pictures: an icon is not drawn from whatever address an editor typed.
  if (!src?.startsWith('/media/')) return undefined;
  const answer = await fetch(new URL(src, apiUrl)).catch(() => undefined);
  return answer?.ok ? Buffer.from(await answer.arrayBuffer()) : undefined;
}

/** The shop's initial on its brand colour: the icon of a shop without a logo of its own. */
const monogram = (title: string, brand: string, size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${brand}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(size * 0.5)}" fill="#fff">${escapeXml(title.trim().charAt(0).toUpperCase() || 'S')}</text></svg>`,
  );

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * An app icon drawn from the branding's logo: the logo centred on a white square, inside the safe
 * zone a maskable icon keeps (the middle 80 %), or the shop's initial when there is no logo or it
 * cannot be drawn.
 */
export async function drawAppIcon(file: AppIconFile, branding: BrandingConfig, title: string) {
  const { size, maskable } = appIcons[file];
  const brand = branding.colors?.brand ?? defaultBrand;
  const logo = await logoBytes(branding);
  if (logo) {
    const inner = Math.round(size * (maskable ? 0.7 : 0.84));
    try {
      const drawn = await sharp(logo, { density: 300 })
        .resize({ width: inner, height: inner, fit: 'inside' })
        .png()
        .toBuffer();
      return await sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
        .composite([{ input: drawn, gravity: 'center' }])
        .png()
        .toBuffer();
    } catch {
      // A logo sharp cannot read: the initial rather than no icon.
    }
  }
  return sharp(monogram(title, brand, size))
    .png()
    .toBuffer();
}
