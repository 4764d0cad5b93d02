import sharp from 'sharp';
import type { Database } from '../../db/connection';
import type { MediaStore } from './store';

/** The shop's logo as a PNG, for what cannot show SVG or WebP (a PDF), with its size in points. */
export interface BrandLogo {
  png: Buffer;
  width: number;
  height: number;
  alt: string;
}

/** The branding entry's logo: its served path, size and text alternative. */
interface BrandingLogo {
  src: string;
  alt?: string;
  width: number;
  height: number;
}

/** Pixels per point of the drawn PNG: sharp on paper at 216 dpi. */
const density = 3;

/**
 * The branding's logo, drawn as a PNG once per logo. Only a logo the shop serves itself (/media/…)
 * is drawn: one elsewhere is not fetched while an invoice is issued, whose transaction would wait
 * on the network. A picture that cannot be drawn leaves the document without a logo rather than
 * without the document.
 */
export function brandLogo(deps: {
  branding: (within: Database) => Promise<BrandingLogo | undefined>;
  file: MediaStore['file'];
  logError: (error: unknown, message: string) => void;
}) {
  let kept: { key: string; logo: Promise<BrandLogo | undefined> } | undefined;

  async function draw({ src, alt, width, height }: BrandingLogo, within: Database): Promise<BrandLogo | undefined> {
    const file = await deps.file(src.slice('/media/'.length), within);
    if (!file) return undefined;
    try {
      const png = await sharp(file.bytes, { density: 72 * density })
        .resize({ width: width * density, height: height * density, fit: 'inside' })
        .png()
        .toBuffer();
      return { png, width, height, alt: alt ?? '' };
    } catch (error) {
      deps.logError(error, `The logo ${src} could not be drawn for documents`);
      return undefined;
    }
  }

  /** `within` the transaction that issues a document: on PGlite it holds the one connection. */
  return async (within: Database): Promise<BrandLogo | undefined> => {
    const logo = await deps.branding(within);
    if (!logo?.src.startsWith('/media/')) return undefined;
    const key = JSON.stringify(logo);
    if (kept?.key !== key) kept = { key, logo: draw(logo, within) };
    return kept.logo;
  };
}
