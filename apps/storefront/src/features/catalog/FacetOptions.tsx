import type { Facet } from '@shop/contracts';
import { useId } from 'react';

/**
 * A facet's values as checkboxes, each named by its value alone (its product count describes it).
 * A colour attribute's values show their colour as a swatch beside the name: decoration, ringed in
 * the muted ink so even a white swatch stands 3:1 apart from the panel; the checkbox keeps the
 * name, the keyboard and the page's focus ring.
 */
export function FacetOptions({
  facet,
  chosen,
  onToggle,
}: {
  facet: Facet;
  chosen: readonly string[];
  onToggle: (value: string) => void;
}) {
  const id = useId();
  return (
    <ul className="space-y-1">
      {facet.options.map((option, i) => (
        <li key={option.value} className="flex items-center gap-2 rounded-sm px-1 py-1 text-sm hover:bg-surface-muted">
          <label className="flex flex-1 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              name={facet.id}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => onToggle(option.value)}
              aria-describedby={`${id}-${i}`}
              className="size-4 accent-[var(--color-brand)]"
            />
            {option.colour && (
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-full border border-ink-muted"
                style={{ backgroundColor: option.colour }}
              />
            )}
            <span className="flex-1">{option.label}</span>
          </label>
          <span id={`${id}-${i}`} className="text-xs text-ink-muted">
            {option.count}
          </span>
        </li>
      ))}
    </ul>
  );
}
