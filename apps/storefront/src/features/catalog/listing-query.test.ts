import { describe, expect, it } from 'vitest';
import { listingSearch, parseListingQuery, toggleFilter } from './listing-query';

describe('listing query', () => {
  it('reads paging keys and treats every other key as a filter', () => {
    expect(
      parseListingQuery({
        page: '3',
        sort: 'price-up',
        itemsPerPage: '40',
        term: 'x',
        phrase: 'y',
        brand: ['korvex', 'arvenholt'],
        colour: 'red,blue',
      }),
    ).toEqual({
      listing: 'category',
      page: 3,
      sort: 'price-up',
      itemsPerPage: 40,
      filters: [
        { name: 'brand', values: ['korvex', 'arvenholt'] },
        { name: 'colour', values: ['red', 'blue'] },
      ],
    });
  });

  it.each([
    [{}, { listing: 'category', page: 1, sort: 'latest', itemsPerPage: 20, filters: [] }],
    [
      { page: '0', sort: 'cheapest', itemsPerPage: '7' },
      { listing: 'category', page: 1, sort: 'latest', itemsPerPage: 20, filters: [] },
    ],
    [
      { page: '2.5', itemsPerPage: 'all' },
      { listing: 'category', page: 1, sort: 'latest', itemsPerPage: 20, filters: [] },
    ],
    [{ brand: '' }, { listing: 'category', page: 1, sort: 'latest', itemsPerPage: 20, filters: [] }],
    [{ 'Bad Name': 'x' }, { listing: 'category', page: 1, sort: 'latest', itemsPerPage: 20, filters: [] }],
  ])('falls back to defaults for %o', (params, expected) => {
    expect(parseListingQuery(params)).toEqual(expected);
  });

  it('writes a shareable URL that leaves defaults out', () => {
    expect(listingSearch({ listing: 'category', page: 1, sort: 'latest', itemsPerPage: 20, filters: [] })).toBe('');
    expect(
      listingSearch({
        listing: 'category',
        page: 2,
        sort: 'price-down',
        itemsPerPage: 60,
        filters: [{ name: 'brand', values: ['a', 'b'] }],
      }),
    ).toBe('?brand=a&brand=b&sort=price-down&itemsPerPage=60&page=2');
  });

  it('round-trips through the URL', () => {
    const query = {
      listing: 'category' as const,
      page: 4,
      sort: 'price-up' as const,
      itemsPerPage: 40,
      filters: [{ name: 'size', values: ['xl'] }],
    };
    expect(parseListingQuery(Object.fromEntries(new URLSearchParams(listingSearch(query))))).toEqual(query);
  });

  it('switches a filter value on and off', () => {
    const on = toggleFilter([], 'brand', 'a');
    expect(on).toEqual([{ name: 'brand', values: ['a'] }]);
    expect(toggleFilter(on, 'brand', 'b')).toEqual([{ name: 'brand', values: ['a', 'b'] }]);
    expect(toggleFilter(on, 'brand', 'a')).toEqual([]);
  });

  it('keeps the search term first, with relevance and 24 per page as the defaults', () => {
    const query = parseListingQuery({ term: ' akku bohr ', colour: 'red', sort: 'relevance' }, 'search');
    expect(query).toEqual({
      listing: 'search',
      page: 1,
      sort: 'relevance',
      itemsPerPage: 24,
      filters: [{ name: 'colour', values: ['red'] }],
      term: 'akku bohr',
    });
    expect(listingSearch({ ...query, page: 2 })).toBe('?term=akku+bohr&colour=red&page=2');
    expect(listingSearch({ ...query, sort: 'price-up', itemsPerPage: 48 })).toBe(
      '?term=akku+bohr&colour=red&sort=price-up&itemsPerPage=48',
    );
    // A category has no relevance sort and no term.
    expect(parseListingQuery({ term: 'x', sort: 'relevance' })).toMatchObject({ sort: 'latest' });
    expect(parseListingQuery({ term: 'x' })).not.toHaveProperty('term');
  });
});
