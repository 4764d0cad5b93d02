import { decimal, type Five, five } from './words';

/** An item that comes with a product (included_item), with its own item number. */
export interface Accessory {
  itemnum: string;
  name: Five;
}

export const battery = (volts: number, ampereHours: number): Accessory => ({
  itemnum: `90${String(volts).padStart(2, '0')}${String(ampereHours * 10).padStart(2, '0')}`,
  name: five((l) => {
    const capacity = `${volts} V ${decimal(ampereHours, 1, l)} Ah`;
    return {
      de: `Akku ${capacity}`,
      en: `Battery pack ${capacity}`,
      fr: `Batterie ${capacity}`,
      es: `Batería ${capacity}`,
      it: `Batteria ${capacity}`,
    }[l];
  }),
});

export const accessories = {
  charger: {
    itemnum: '900501',
    name: ['Schnellladegerät', 'Fast charger', 'Chargeur rapide', 'Cargador rápido', 'Caricabatterie rapido'],
  },
  case: {
    itemnum: '900502',
    name: ['Transportkoffer', 'Carrying case', 'Coffret de transport', 'Maletín de transporte', 'Valigetta'],
  },
  auxiliaryHandle: {
    itemnum: '900503',
    name: [
      'Zusatzhandgriff',
      'Auxiliary handle',
      'Poignée supplémentaire',
      'Empuñadura adicional',
      'Impugnatura supplementare',
    ],
  },
  depthStop: {
    itemnum: '900504',
    name: ['Tiefenanschlag', 'Depth stop', 'Butée de profondeur', 'Tope de profundidad', 'Asta di profondità'],
  },
  sawBlade: { itemnum: '900505', name: ['Sägeblatt', 'Saw blade', 'Lame de scie', 'Hoja de sierra', 'Lama'] },
  parallelGuide: {
    itemnum: '900506',
    name: ['Parallelanschlag', 'Parallel guide', 'Guide parallèle', 'Guía paralela', 'Guida parallela'],
  },
  jigsawBlades: {
    itemnum: '900507',
    name: [
      '5 Stichsägeblätter',
      '5 jigsaw blades',
      '5 lames de scie sauteuse',
      '5 hojas de sierra de calar',
      '5 lame per seghetto',
    ],
  },
  sandingSheets: {
    itemnum: '900508',
    name: ['Schleifpapier-Set', 'Sanding sheet set', "Jeu d'abrasifs", 'Juego de lijas', 'Set di carta abrasiva'],
  },
  dustBag: {
    itemnum: '900509',
    name: ['Staubbeutel', 'Dust bag', 'Sac à poussière', 'Bolsa de polvo', 'Sacchetto raccoglipolvere'],
  },
  beltClip: {
    itemnum: '900510',
    name: ['Gürtelclip', 'Belt clip', 'Clip de ceinture', 'Clip de cinturón', 'Clip da cintura'],
  },
  bitHolder: {
    itemnum: '900511',
    name: [
      'Magnet-Bithalter',
      'Magnetic bit holder',
      'Porte-embout magnétique',
      'Portapuntas magnético',
      'Portainserti magnetico',
    ],
  },
  ratchet: {
    itemnum: '900512',
    name: [
      'Umschaltknarre',
      'Reversible ratchet',
      'Cliquet réversible',
      'Carraca reversible',
      'Cricchetto reversibile',
    ],
  },
  spareBlades: {
    itemnum: '900513',
    name: [
      '10 Ersatzklingen',
      '10 spare blades',
      '10 lames de rechange',
      '10 cuchillas de repuesto',
      '10 lame di ricambio',
    ],
  },
  chinStrap: { itemnum: '900514', name: ['Kinnriemen', 'Chin strap', 'Jugulaire', 'Barboquejo', 'Sottogola'] },
  spareCushions: {
    itemnum: '900515',
    name: [
      'Ersatz-Dichtungskissen',
      'Spare ear cushions',
      'Coussinets de rechange',
      'Almohadillas de repuesto',
      'Cuscinetti di ricambio',
    ],
  },
  pouch: {
    itemnum: '900516',
    name: ['Aufbewahrungsbeutel', 'Storage pouch', 'Pochette de rangement', 'Funda', 'Custodia'],
  },
  filters: {
    itemnum: '900517',
    name: ['Filterpaar', 'Pair of filters', 'Paire de filtres', 'Par de filtros', 'Coppia di filtri'],
  },
  bit: { itemnum: '900518', name: ['Bit TX 25', 'TX 25 bit', 'Embout TX 25', 'Punta TX 25', 'Inserto TX 25'] },
  mixer: {
    itemnum: '900519',
    name: ['Statikmischer', 'Static mixer', 'Mélangeur statique', 'Mezclador estático', 'Miscelatore statico'],
  },
  laces: {
    itemnum: '900521',
    name: ['Ersatz-Schnürsenkel', 'Spare laces', 'Lacets de rechange', 'Cordones de repuesto', 'Lacci di ricambio'],
  },
  staples: {
    itemnum: '900520',
    name: ['1000 Heftklammern 24/6', '1000 staples 24/6', '1000 agrafes 24/6', '1000 grapas 24/6', '1000 punti 24/6'],
  },
} satisfies Record<string, Accessory>;
