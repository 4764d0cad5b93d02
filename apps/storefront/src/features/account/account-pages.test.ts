import { resolveSettings } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { accountPages } from '@/routes';
import { enabledAccountPages } from './account-pages';

describe('account pages', () => {
  it('lists every sub-page by default', () => {
    expect(enabledAccountPages(resolveSettings())).toEqual([...accountPages]);
  });

  it('leaves out order history and my items when the settings switch them off', () => {
    const pages = enabledAccountPages(resolveSettings({ isOrderHistoryEnabled: false, isMyItemsViewEnabled: false }));
    expect(pages).not.toContain('OrderHistory');
    expect(pages).not.toContain('MyItems');
    expect(pages).toContain('PriceList');
  });
});
