/** Code that navigates (filters, sorting) says so here, as link clicks do, to show the progress bar. */
export const NAVIGATION_START = 'shop:navigation-start';
export const announceNavigation = () => window.dispatchEvent(new Event(NAVIGATION_START));
