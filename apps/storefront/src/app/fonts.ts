import localFont from 'next/font/local';

// Self-hosted Inter (variable weight). The Latin subset covers German, French, Spanish and Italian
// text and the € and £ signs; glyphs outside it fall back to the system font.
// `optional`, not `swap`: a font that arrives after the first paint would re-wrap text that is
// already on screen (the cookie banner grows by up to two lines and jumps); the page stays in the
// metric-matched fallback instead, and the next page, with the font cached, is in Inter.
export const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter',
});
