'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/ui/button-styles';

/**
 * Delete list, asked again in place. The focus goes to Keep as the question appears (the safe
 * answer, and where a keyboard is), and back to Delete list when the shopper keeps the list.
 */
export function DeleteOrderList({ name, onDelete }: { name: string; onDelete: () => void }) {
  const t = useTranslations('OrderLists');
  const [asking, setAsking] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = asking;
  }, [asking]);
  return asking ? (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">{t('deleteList')}</legend>
      <p className="text-sm">{t('confirmDelete', { name })}</p>
      <button type="button" className={buttonClass('primary', 'bg-danger hover:bg-danger')} onClick={onDelete}>
        {t('deleteConfirmed')}
      </button>
      <button ref={keep} type="button" className={buttonClass('ghost')} onClick={() => setAsking(false)}>
        {t('keep')}
      </button>
    </fieldset>
  ) : (
    <button ref={ask} type="button" className={buttonClass('ghost', 'text-danger')} onClick={() => setAsking(true)}>
      {t('deleteList')}
    </button>
  );
}
