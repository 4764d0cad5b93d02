import type { Facet } from '@shop/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FacetOptions } from './FacetOptions';

const colours: Facet = {
  id: 'housing_colour',
  label: 'Housing colour',
  type: 'select',
  options: [
    { value: 'signalrot', label: 'Signal red', count: 3, colour: '#c1121f' },
    { value: 'reinweiss', label: 'Pure white', count: 12, colour: '#ffffff' },
  ],
};
const words: Facet = {
  id: 'finish',
  label: 'Finish',
  type: 'select',
  options: [{ value: 'matt', label: 'Matte', count: 2 }],
};

/** Each option's list item as the browser would read it: the checkbox, what names it and what describes it. */
function options(facet: Facet, chosen: string[] = []) {
  const html = renderToStaticMarkup(<FacetOptions facet={facet} chosen={chosen} onToggle={() => {}} />);
  return [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => {
    const label = /<label[^>]*>(.*?)<\/label>/.exec(item!)![1]!;
    const describedBy = /aria-describedby="([^"]+)"/.exec(label)?.[1];
    return {
      checkbox: /<input type="checkbox"[^>]*>/.exec(label)![0],
      // The accessible name: the label's text, the hidden swatch left out.
      name: label.replace(/<span aria-hidden="true"[^>]*><\/span>/g, '').replace(/<[^>]+>/g, ''),
      swatch: /<span aria-hidden="true"[^>]*style="([^"]*)"[^>]*><\/span>/.exec(label)?.[1],
      description: describedBy && new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(item!)?.[1],
    };
  });
}

describe('a facet’s options', () => {
  it('draws a colour value’s swatch beside a checkbox named by the value alone, its count describing it', () => {
    const [red, white] = options(colours, ['reinweiss']);
    expect(red).toMatchObject({ name: 'Signal red', description: '3', swatch: 'background-color:#c1121f' });
    expect(red!.checkbox).toContain('name="housing_colour"');
    expect(red!.checkbox).toContain('value="signalrot"');
    expect(red!.checkbox).not.toContain('checked');
    expect(white).toMatchObject({ name: 'Pure white', description: '12', swatch: 'background-color:#ffffff' });
    expect(white!.checkbox).toContain('checked');
    // Ringed: a white swatch on the white panel is still seen.
    const html = renderToStaticMarkup(<FacetOptions facet={colours} chosen={[]} onToggle={() => {}} />);
    expect(html).toMatch(
      /<span aria-hidden="true" class="[^"]*border border-ink-muted[^"]*" style="background-color:#ffffff">/,
    );
  });

  it('draws no swatch for a value without a colour', () => {
    expect(options(words)).toEqual([
      { checkbox: expect.stringContaining('value="matt"'), name: 'Matte', description: '2', swatch: undefined },
    ]);
  });
});
