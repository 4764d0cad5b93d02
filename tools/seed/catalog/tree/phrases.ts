// Name parts that follow each language's grammar, e.g. '25 pièces', '4th edition'.
import { decimal, five, words } from '../words';

export const pcs = (count: number) => five((l) => words.pieces(count, l));
export const ah = (value: number) => five((l) => words.ampereHours(value, l));
export const sheetsUpTo = (count: number) =>
  five(
    (l) =>
      ({
        de: `bis ${count} Blatt`,
        en: `up to ${count} sheets`,
        fr: `jusqu'à ${count} feuilles`,
        es: `hasta ${count} hojas`,
        it: `fino a ${count} fogli`,
      })[l],
  );
export const edition = (n: number) =>
  five(
    (l) =>
      ({
        de: `${n}. Auflage`,
        en: `${n}${n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} edition`,
        fr: `${n}e édition`,
        es: `${n}.ª edición`,
        it: `${n}ª edizione`,
      })[l],
  );
export const cutLevel = (level: string) =>
  five(
    (l) =>
      ({
        de: `Schnittschutz ${level}`,
        en: `cut level ${level}`,
        fr: `niveau de coupe ${level}`,
        es: `nivel de corte ${level}`,
        it: `livello di taglio ${level}`,
      })[l],
  );
export const starterKit = (ampereHours: number) =>
  five((l) => {
    const charger = { de: 'Ladegerät', en: 'charger', fr: 'chargeur', es: 'cargador', it: 'caricabatterie' }[l];
    return `2 × ${decimal(ampereHours, 1, l)} Ah + ${charger}`;
  });
