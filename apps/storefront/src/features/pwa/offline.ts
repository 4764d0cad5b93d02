/**
 * Run in the document's head before the first paint: marks `<html data-offline>` when the page
 * opens without a connection (from the service worker's cache), so no old price is ever painted.
 */
export const offlineMarkScript = "if(!navigator.onLine)document.documentElement.dataset.offline=''";
