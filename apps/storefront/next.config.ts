import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // The message files are compiled at build time: pages format them without an ICU parser, and
    // the browser gets no intl-messageformat (the locale setting's overrides are compiled on load).
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const config: NextConfig = {
  // Workspace packages ship TypeScript source.
  transpilePackages: ['@shop/contracts', '@shop/client'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(config);
