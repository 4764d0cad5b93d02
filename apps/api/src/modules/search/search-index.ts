import { supportedLocales } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { sellable } from '../catalog';
import { type NameTrigrams, nameTrigrams } from './name-trigrams';
import type { LocalePostings } from './text-index';

/**
 * Everything a search needs of the catalogue, as of one catalogue version: each product's
 * place (slot) with what ranks and admits it, its item number and SKU, and each locale's
 * full-text postings over the listed products.
 */
export interface SearchIndex {
  version: number;
  /** Product id per slot, ascending. */
  ids: Uint32Array;
  popularity: Float64Array;
  /** Creation time, ms since the epoch (the "latest" sort). */
  created: Float64Array;
  /** 1 for a variant. */
  variant: Uint8Array;
  /** 1 when shoppers see the product (catalog/sellable.ts). */
  sellable: Uint8Array;
  /** Slots by item number as stored, and by SKU. */
  byItemnum: Map<string, number>;
  bySku: Map<string, number[]>;
  postings: Map<string, LocalePostings>;
  /** Each locale's names as trigrams, for names like a keyword. */
  names: Map<string, NameTrigrams>;
  /**
   * Work arrays of this index's searches, a place per slot, all zeros between searches (their
   * matching is synchronous, so one set serves all): slots taken, and a slot's best weight.
   */
  scratch: { taken: Uint8Array; best: Float32Array };
}

/** A typed array twice as long, with what it held. */
function grown<T extends Uint32Array | Uint8Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * Lexemes of one locale's documents, gathered before they are laid out as postings: each
 * occurrence as three numbers (lexeme, slot, class) in typed arrays, then sorted by lexeme in one
 * counting pass. Half a million documents hold some 16 million occurrences at 100,000 products.
 */
class PostingsBuilder {
  private readonly ids = new Map<string, number>();
  private readonly texts: string[] = [];
  private lexemeOf = new Uint32Array(1 << 16);
  private slotOf = new Uint32Array(1 << 16);
  private classOf = new Uint8Array(1 << 16);
  private count = 0;

  /**
   * Adds a document in tsvector's text form ('akku':1A,5C 'bohr':2A): each lexeme with the best
   * class of its positions (A best; a position without a letter is D). Slots must come in
   * ascending order.
   */
  add(slot: number, document: string) {
    const escaped = document.includes('\\');
    let at = 0;
    while (at < document.length) {
      // A lexeme is quoted; a quote inside it is doubled, and a backslash escapes the next character.
      at = document.indexOf("'", at) + 1;
      if (at === 0) return;
      const end = document.indexOf("'", at);
      let text: string;
      if (!escaped && document[end + 1] !== "'") {
        text = document.slice(at, end);
        at = end + 1;
      } else {
        text = '';
        for (;;) {
          const unit = document[at++];
          if (unit === '\\') text += document[at++];
          else if (unit === "'") {
            if (document[at] !== "'") break;
            text += "'";
            at++;
          } else text += unit;
        }
      }
      let best = 0;
      if (document.charCodeAt(at) === 58) {
        // After the colon: positions (digits, commas) with their class letters, A 65 … D 68.
        for (at++; at < document.length; at++) {
          const unit = document.charCodeAt(at);
          if (unit === 32) break;
          if (unit >= 65 && unit <= 68 && 68 - unit > best) best = 68 - unit;
        }
      }
      let id = this.ids.get(text);
      if (id === undefined) {
        id = this.texts.length;
        // A copy: a slice would keep the whole document in memory with the index.
        const own = Buffer.from(text).toString();
        this.texts.push(own);
        this.ids.set(own, id);
      }
      if (this.count === this.slotOf.length) {
        this.lexemeOf = grown(this.lexemeOf);
        this.slotOf = grown(this.slotOf);
        this.classOf = grown(this.classOf);
      }
      this.lexemeOf[this.count] = id;
      this.slotOf[this.count] = slot;
      this.classOf[this.count++] = best;
    }
  }

  build(): LocalePostings {
    const { texts, count } = this;
    // Code-unit order, so that the lexemes beginning with a prefix follow one another.
    const order = Uint32Array.from(texts.keys()).sort((x, y) => (texts[x]! < texts[y]! ? -1 : 1));
    const place = new Uint32Array(texts.length);
    order.forEach((id, position) => {
      place[id] = position;
    });
    const starts = new Uint32Array(texts.length + 1);
    for (let i = 0; i < count; i++) starts[place[this.lexemeOf[i]!]! + 1]!++;
    for (let position = 0; position < texts.length; position++) starts[position + 1]! += starts[position]!;
    const filled = starts.slice(0, texts.length);
    const slots = new Uint32Array(count);
    const classes = new Uint8Array(count);
    // Occurrences come in slot order, so each lexeme's slots stay ascending.
    for (let i = 0; i < count; i++) {
      const at = filled[place[this.lexemeOf[i]!]!]!++;
      slots[at] = this.slotOf[i]!;
      classes[at] = this.classOf[i]!;
    }
    return { lexemes: Array.from(order, (id) => texts[id]!), starts, slots, classes };
  }
}

/** Documents handled between two turns of the event loop: the build must not hold up requests. */
const DOCUMENTS_PER_TURN = 1_000;

/**
 * Reads the index: the version first, then the products, then each listed product's search
 * document per locale, whose lexemes are gathered here (grouping them in PostgreSQL sorts every
 * lexeme of the catalogue on disk). What is read is at least as new as the version it is kept
 * for, so nothing answers from before a change; a newer version only builds it again. No
 * transaction is held: PGlite would answer nothing else while it lasts.
 */
export async function loadSearchIndex(db: Database): Promise<SearchIndex> {
  const [{ version }] = rowsOf<{ version: number }>(
    await db.execute(sql`select version from catalog_version where id = 1`),
  ) as [{ version: number }];
  const products = rowsOf<{
    id: number;
    itemnum: string;
    sku: string;
    popularity: number;
    created: number;
    variant: boolean;
    sellable: boolean;
  }>(
    await db.execute(sql`select p.id, p.itemnum, p.sku, p.popularity::float8 as popularity,
      (extract(epoch from p.created_at) * 1000)::float8 as created, p.master_id is not null as variant,
      ${sellable('p')} as sellable
      from product p order by p.id`),
  );
  const size = products.length;
  const index: SearchIndex = {
    version: Number(version),
    ids: new Uint32Array(size),
    popularity: new Float64Array(size),
    created: new Float64Array(size),
    variant: new Uint8Array(size),
    sellable: new Uint8Array(size),
    byItemnum: new Map(),
    bySku: new Map(),
    postings: new Map(),
    names: new Map(),
    scratch: { taken: new Uint8Array(size), best: new Float32Array(size) },
  };
  products.forEach((product, slot) => {
    index.ids[slot] = Number(product.id);
    index.popularity[slot] = Number(product.popularity);
    index.created[slot] = Number(product.created);
    index.variant[slot] = product.variant ? 1 : 0;
    index.sellable[slot] = product.sellable ? 1 : 0;
    index.byItemnum.set(product.itemnum, slot);
    index.bySku.set(product.sku, [...(index.bySku.get(product.sku) ?? []), slot]);
  });
  // Documents per locale in id order, so that each lexeme's slots come ascending.
  for (const locale of supportedLocales) {
    const builder = new PostingsBuilder();
    const names = new Array<string>(size).fill('');
    const documents = rowsOf<{ id: number; document: string; name: string }>(
      await db.execute(sql`select product_id as id, search::text as document, name from product_translation
        where locale = ${locale} and listed order by product_id`),
    );
    let slot = 0;
    for (let at = 0; at < documents.length; at++) {
      const { id, document, name } = documents[at]!;
      while (slot < size && index.ids[slot]! < id) slot++;
      // A product made after the products were read waits for the next version's index.
      if (index.ids[slot] === id) {
        builder.add(slot, document);
        names[slot] = name.toLowerCase();
      }
      if (at % DOCUMENTS_PER_TURN === DOCUMENTS_PER_TURN - 1) await new Promise(setImmediate);
    }
    index.postings.set(locale, builder.build());
    index.names.set(locale, nameTrigrams(names));
  }
  return index;
}
