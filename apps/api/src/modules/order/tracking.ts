/**
 * The tracking pages of the carriers German and European shops ship with, by the name staff give
 * the carrier (case and spaces ignored). Another carrier's parcel is shown with its number only.
 */
const trackingPages: Record<string, (number: string) => string> = {
  dhl: (n) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`,
  dpd: (n) => `https://tracking.dpd.de/status/de_DE/parcel/${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  gls: (n) => `https://gls-group.com/DE/de/paketverfolgung?match=${n}`,
  hermes: (n) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
};

export const trackingUrl = (carrier: string, trackingNumber: string): string | null =>
  trackingPages[carrier.toLowerCase().replace(/\s+/g, '')]?.(encodeURIComponent(trackingNumber.replace(/\s+/g, ''))) ??
  null;
