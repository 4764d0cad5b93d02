import { type Accessory, accessories, battery } from './accessories';
import type { Random } from './random';
import { decimal, type Five, type Localized, localized, perLocale } from './words';

/** What a power tool comes with, and what that does to its price. */
export interface Kit {
  text?: Localized;
  includes: Accessory[];
  /** Price relative to the bare tool. */
  factor: number;
}

const kitTexts: Record<'solo' | 'one' | 'two' | 'case', Five> = {
  solo: ['solo, ohne Akku', 'bare tool, without battery', 'sans batterie', 'sin batería', 'senza batteria'],
  one: [
    'mit Akku {2} und Ladegerät',
    'with {2} battery and charger',
    'avec batterie {2} et chargeur',
    'con batería de {2} y cargador',
    'con batteria {2} e caricabatterie',
  ],
  two: [
    'mit 2 Akkus {4}, Ladegerät und Koffer',
    'with 2 × {4} batteries, charger and case',
    'avec 2 batteries {4}, chargeur et coffret',
    'con 2 baterías de {4}, cargador y maletín',
    'con 2 batterie {4}, caricabatterie e valigetta',
  ],
  case: ['im Koffer', 'in a carrying case', 'en coffret', 'en maletín', 'in valigetta'],
};

const kitText = (key: keyof typeof kitTexts) =>
  perLocale((locale) =>
    localized(kitTexts[key])[locale].replace(/\{(\d)\}/, (_, ah: string) => `${decimal(Number(ah), 1, locale)} Ah`),
  );

/** Cordless tools come solo or with one or two batteries; corded ones with or without a case. */
export function chooseKit(random: Random, volts: number, extras: Accessory[]): Kit {
  if (volts === 230) {
    return random.chance(0.5)
      ? { text: kitText('case'), includes: [accessories.case, ...extras], factor: 1.15 }
      : { includes: [], factor: 1 };
  }
  const roll = random.next();
  if (roll < 0.35) return { text: kitText('solo'), includes: [], factor: 1 };
  if (roll < 0.65)
    return { text: kitText('one'), includes: [battery(volts, 2), accessories.charger, ...extras], factor: 1.4 };
  return {
    text: kitText('two'),
    includes: [battery(volts, 4), battery(volts, 4), accessories.charger, accessories.case, ...extras],
    factor: 1.9,
  };
}
