import { resolveSettings } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { accountPages } from '@/routes';
import { enabledAccountPages } from './account-pages';

describe('account pages', () => {
  it('lists every sub-page by default to a business customer', () => {
    expect(enabledAccountPages(resolveSettings(), true)).toEqual([...accountPages]);
  });

  it('shows the company page to business customers only', () => {
    expect(enabledAccountPages(resolveSettings(), false)).not.toContain('Company');
  });

  it('leaves out order history and my items when the settings switch them off', () => {
    const pages = enabledAccountPages(
      resolveSettings({ isOrderHistoryEnabled: false, isMyItemsViewEnabled: false }),
      true,
    );
    expect(pages).not.toContain('OrderHistory');
    expect(pages).not.toContain('MyItems');
    expect(pages).toContain('PriceList');
  });
});
