import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from './ui-store';

describe('UI toggles', () => {
  beforeEach(() => useUiStore.setState({ mobileMenuOpen: false, mobileMenuPath: [], openDropdown: null }));

  it('flips the mobile menu, and closing it clears the active item', () => {
    const ui = useUiStore.getState();
    ui.toggleMobileMenu();
    ui.enterSubmenu('0');
    ui.enterSubmenu('0/3');
    expect(useUiStore.getState()).toMatchObject({ mobileMenuOpen: true, mobileMenuPath: ['0', '0/3'] });
    ui.leaveSubmenu();
    expect(useUiStore.getState().mobileMenuPath).toEqual(['0']);
    ui.toggleMobileMenu();
    expect(useUiStore.getState()).toMatchObject({ mobileMenuOpen: false, mobileMenuPath: [] });
    ui.setMobileMenuOpen(true);
    ui.enterSubmenu('1');
    ui.setMobileMenuOpen(false);
    expect(useUiStore.getState().mobileMenuPath).toEqual([]);
  });

  it('keeps only one dropdown open', () => {
    const ui = useUiStore.getState();
    ui.setOpenDropdown('werkzeug');
    ui.setOpenDropdown('arbeitsschutz');
    expect(useUiStore.getState().openDropdown).toBe('arbeitsschutz');
    ui.setOpenDropdown(null);
    expect(useUiStore.getState().openDropdown).toBeNull();
  });
});
