import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  // Workspace packages ship TypeScript source.
  transpilePackages: ['@shop/contracts', '@shop/client'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(config);
