import { adminOrderQuerySchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { listQuery, listSearchOf } from './search';

const filters = adminOrderQuerySchema.omit({ offset: true, limit: true });
const validate = listSearchOf(filters);

describe('a list’s search parameters, typed by its query schema', () => {
  it.each([
    [
      'keeps what the schema accepts',
      { status: 'confirmed', sort: 'grandTotal', page: 3 },
      { status: 'confirmed', sort: 'grandTotal', page: 3 },
    ],
    ['leaves out what it refuses, the rest kept', { status: 'lost', sort: 'price', q: 'WH-1' }, { q: 'WH-1' }],
    ['leaves out a day before 2000 and a page that is none', { from: '1999-12-31', page: 0 }, {}],
    ['keeps a number typed in the address as the text it was', { q: 1001 }, { q: '1001' }],
    ['leaves out empty texts and the first page', { q: '  ', page: 1 }, {}],
    ['leaves out parameters the list does not know', { offset: 50, limit: 100, other: 'x' }, {}],
  ])('%s', (_, search, expected) => {
    expect(validate(search)).toEqual(expected);
  });

  it('asks the API with the schema’s defaults and the page’s rows, keeping defaults out of the URL', () => {
    expect(validate({})).toEqual({});
    expect(listQuery(filters, { page: 3 })).toEqual({ sort: '-createdDate', offset: 50, limit: 25 });
    expect(listQuery(filters, { q: 'x', sort: 'grandTotal' })).toEqual({
      q: 'x',
      sort: 'grandTotal',
      offset: 0,
      limit: 25,
    });
  });
});
