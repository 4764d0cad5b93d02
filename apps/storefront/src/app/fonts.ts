import localFont from 'next/font/local';

// Self-hosted Inter (variable weight). The Latin subset covers German, French, Spanish and Italian
// text and the € and £ signs; glyphs outside it fall back to the system font.
export const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});
