import { type AdminProductDetail, defaultLocale, type VariantRow } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import { amountInputs } from '../../i18n/amounts';
import { useLanguage } from '../../i18n/i18n';
import { attributesQuery } from '../../queries/attributes';
import { Card } from '../../ui/Card';
import { Field, Hidden } from '../../ui/Field';
import { VariantForm } from './VariantForm';
import { variantCurrency } from './variant-model';

/** Before a master's first variant: the options its variants will differ by, chosen among the shop's attributes. */
function OptionsChoice({
  chosen,
  onChange,
  labelOf,
}: {
  chosen: string[];
  onChange: (codes: string[]) => void;
  labelOf: (code: string) => string;
}) {
  const t = useTranslations();
  const attributes = useQuery(attributesQuery);
  const offered = (attributes.data?.data ?? []).filter(
    (attribute) => attribute.control === 'select' && attribute.code !== 'brand' && !chosen.includes(attribute.code),
  );
  return (
    <>
      <p>{t('variants.noOptions')}</p>
      {chosen.length > 0 && (
        <ul className="plain-list">
          {chosen.map((code) => (
            <li key={code}>
              <span>{labelOf(code)}</span>{' '}
              <button
                type="button"
                className="button small"
                onClick={() => onChange(chosen.filter((other) => other !== code))}
              >
                {t('variants.removeOption', { option: labelOf(code) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Field label={t('variants.addOption')}>
        {(control) => (
          <select
            {...control}
            value=""
            onChange={(event) => event.target.value && onChange([...chosen, event.target.value])}
          >
            <option value="">{t('variants.chooseOption')}</option>
            {offered.map((attribute) => (
              <option key={attribute.code} value={attribute.code}>
                {labelOf(attribute.code)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/** A variant's row in the table: its SKU, option values, price, stock and picture, and what to do with it. */
function VariantLine({ row, options, onEdit }: { row: VariantRow; options: string[]; onEdit: () => void }) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const input = useMemo(() => amountInputs(locale)(variantCurrency), [locale]);
  return (
    <tr>
      <th scope="row">{row.sku}</th>
      {options.map((code) => (
        <td key={code}>{row.options[code] || '–'}</td>
      ))}
      <td>{row.regular === null ? t('variants.noPrice') : input.shown(row.regular)}</td>
      <td>{row.stock ?? t('variants.noStock')}</td>
      <td>
        {row.image ? (
          <img
            src={`${row.image}?w=40&h=40`}
            alt={t('variants.pictureOfVariant', { sku: row.sku })}
            width={40}
            height={40}
            className="thumbnail"
          />
        ) : (
          t('variants.noPicture')
        )}
      </td>
      <td>
        <button type="button" className="button small" onClick={onEdit}>
          {t('variants.edit')}
          <Hidden> {row.sku}</Hidden>
        </button>{' '}
        <Link to="/products/$productId" params={{ productId: String(row.id) }} className="button small">
          {t('variants.open')}
          <Hidden> {row.sku}</Hidden>
        </Link>
      </td>
    </tr>
  );
}

/**
 * A master's variants on its page: the options they differ by, a row each (edited in place), and
 * a new one with a value for each option. A product without variants becomes a master with its
 * first, which names the options.
 */
export function VariantsCard({ product }: { product: AdminProductDetail }) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const attributes = useQuery(attributesQuery);
  const [editing, setEditing] = useState<number | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const labelOf = (code: string) => {
    const label = attributes.data?.data.find((attribute) => attribute.code === code)?.label;
    return label?.[locale] || label?.[defaultLocale] || code;
  };
  const known = product.variantOptions.length > 0;
  const options = known ? product.variantOptions : chosen;
  const name = product.texts.name[defaultLocale] ?? product.sku;
  return (
    <Card title={t('variants.title')}>
      {known ? (
        <p>{t('variants.optionsAre', { options: options.map(labelOf).join(', ') })}</p>
      ) : (
        <OptionsChoice chosen={chosen} onChange={setChosen} labelOf={labelOf} />
      )}
      {product.variants.length > 0 && (
        <div className="table-scroll">
          <table>
            <caption>{t('variants.table', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('variants.sku')}</th>
                {options.map((code) => (
                  <th scope="col" key={code}>
                    {labelOf(code)}
                  </th>
                ))}
                <th scope="col">{t('variants.regularShort')}</th>
                <th scope="col">{t('variants.stockShort')}</th>
                <th scope="col">{t('variants.picture')}</th>
                <th scope="col">{t('variants.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {product.variants.map((row) =>
                editing === row.id ? (
                  <tr key={row.id}>
                    <td colSpan={options.length + 5}>
                      <VariantForm
                        key={row.version}
                        master={product}
                        row={row}
                        options={options}
                        labelOf={labelOf}
                        onSaved={(sku) => {
                          setEditing(null);
                          setSaid(t('variants.saved', { sku }));
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    </td>
                  </tr>
                ) : (
                  <VariantLine
                    key={row.id}
                    row={row}
                    options={options}
                    onEdit={() => {
                      setSaid('');
                      setEditing(row.id);
                    }}
                  />
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className={said ? 'ok' : undefined}>
        {said}
      </p>
      {options.length > 0 && (
        <section aria-label={t('variants.addTitle')}>
          <h3>{t('variants.addTitle')}</h3>
          <VariantForm
            key={options.join(' ')}
            master={product}
            options={options}
            labelOf={labelOf}
            onSaved={(sku) => setSaid(t('variants.added', { sku }))}
          />
        </section>
      )}
    </Card>
  );
}
