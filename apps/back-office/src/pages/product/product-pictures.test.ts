import { maxMediaBytes } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { fileProblem, type GalleryPicture, moved, removed, withAlt } from './product-pictures';

const gallery: GalleryPicture[] = [
  { url: '/media/a.jpg', alt: { de: 'Vorne' } },
  { url: '/media/b.png', alt: {} },
  { url: '/media/c.webp', alt: { en: 'Side' } },
];
const urls = (list: readonly GalleryPicture[]) => list.map((p) => p.url.slice(7, 8)).join('');

describe('a product’s pictures', () => {
  it.each([
    [0, 1, 'bac'],
    [2, 0, 'cab'], // made the cover
    [1, 2, 'acb'],
    [0, -1, 'abc'], // the first stays first
    [2, 3, 'abc'], // the last stays last
    [1, 1, 'abc'],
  ])('moves the picture at %i to %i: %s', (from, to, order) => {
    expect(urls(moved(gallery, from, to))).toBe(order);
  });

  it('sets and clears one picture’s alternative text in one language', () => {
    const described = withAlt(gallery, 1, 'en', 'Handle');
    expect(described[1]).toEqual({ url: '/media/b.png', alt: { en: 'Handle' } });
    expect(described[0]).toBe(gallery[0]);
    expect(withAlt(gallery, 0, 'de', '  ')[0]).toEqual({ url: '/media/a.jpg', alt: {} });
  });

  it('removes a picture and puts it back where it was, into the list as it is by then', () => {
    const { list, restore } = removed(gallery, 1);
    expect(urls(list)).toBe('ac');
    expect(urls(restore(list))).toBe('abc');
    expect(urls(restore([...list, { url: '/media/d.avif', alt: {} }]))).toBe('abcd');
  });

  it.each([
    [{ size: 1000, type: 'image/jpeg' }, undefined],
    [{ size: 1000, type: 'image/avif' }, undefined],
    [{ size: 1000, type: '' }, undefined], // the API's decoder decides
    [{ size: maxMediaBytes, type: 'image/png' }, undefined],
    [{ size: maxMediaBytes + 1, type: 'image/png' }, 'tooLarge'],
    [{ size: 1000, type: 'image/gif' }, 'notAPicture'],
    [{ size: 1000, type: 'application/pdf' }, 'notAPicture'],
  ] as const)('checks a chosen file %o before sending it: %s', (file, problem) => {
    expect(fileProblem(file)).toBe(problem);
  });
});
