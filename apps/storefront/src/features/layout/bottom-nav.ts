/** One entry of the phones' bottom bar: icon above label, 56 px high. */
export const bottomItemClass = 'flex min-h-14 min-w-16 flex-col items-center justify-center gap-0.5 text-xs';
