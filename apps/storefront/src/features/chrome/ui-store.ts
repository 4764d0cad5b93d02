import { create } from 'zustand';

/**
 * The shop's UI toggles (spec section 4): the mobile menu, the login modal, the wishlist sidebar
 * and the one open desktop dropdown.
 * Closing the mobile menu clears its active item; only one dropdown is open at a time.
 */
interface UiState {
  mobileMenuOpen: boolean;
  /** Keys of the submenus walked into, from the root down. */
  mobileMenuPath: string[];
  openDropdown: string | null;
  loginModalOpen: boolean;
  wishlistOpen: boolean;
  setLoginModalOpen(open: boolean): void;
  setWishlistOpen(open: boolean): void;
  setMobileMenuOpen(open: boolean): void;
  toggleMobileMenu(): void;
  enterSubmenu(key: string): void;
  leaveSubmenu(): void;
  setOpenDropdown(key: string | null): void;
}

export const useUiStore = create<UiState>()((set) => ({
  mobileMenuOpen: false,
  mobileMenuPath: [],
  openDropdown: null,
  loginModalOpen: false,
  wishlistOpen: false,
  setLoginModalOpen: (open) =>
    set({ loginModalOpen: open, ...(open ? { mobileMenuOpen: false, mobileMenuPath: [] } : {}) }),
  setWishlistOpen: (open) =>
    set({ wishlistOpen: open, ...(open ? { mobileMenuOpen: false, mobileMenuPath: [] } : {}) }),
  setMobileMenuOpen: (open) => set(open ? { mobileMenuOpen: true } : { mobileMenuOpen: false, mobileMenuPath: [] }),
  toggleMobileMenu: () =>
    set((s) => (s.mobileMenuOpen ? { mobileMenuOpen: false, mobileMenuPath: [] } : { mobileMenuOpen: true })),
  enterSubmenu: (key) => set((s) => ({ mobileMenuPath: [...s.mobileMenuPath, key] })),
  leaveSubmenu: () => set((s) => ({ mobileMenuPath: s.mobileMenuPath.slice(0, -1) })),
  setOpenDropdown: (key) => set({ openDropdown: key }),
}));
