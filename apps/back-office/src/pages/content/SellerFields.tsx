import { type Seller, unnamedSeller } from '@shop/contracts';
import { useTranslations } from 'use-intl';
import { TextInput } from './FormParts';

const parts = Object.keys(unnamedSeller) as Array<keyof Seller>;

/**
 * The seller as its invoices name it: a field each. A change writes the whole seller into the
 * entry (the one in force with the change), as the setting is one object.
 */
export function SellerFields({
  label,
  hint,
  value,
  onChange,
  errorAt,
}: {
  label: string;
  hint: string;
  value: Seller | undefined;
  onChange: (value: Seller) => void;
  errorAt: (path: string) => string | undefined;
}) {
  const t = useTranslations();
  const seller = { ...unnamedSeller, ...value };
  return (
    <fieldset className="field seller">
      <legend className="field-label">{label}</legend>
      <p className="hint">{hint}</p>
      <div className="form-grid">
        {parts.map((part) => (
          <TextInput
            key={part}
            label={t(`contentSettings.seller.${part}`)}
            value={seller[part]}
            onChange={(text) => onChange({ ...seller, [part]: text })}
            error={errorAt(`seller.${part}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
