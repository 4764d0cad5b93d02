'use client';

import { buttonClass } from '@/ui/button-styles';

export function BackButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttonClass('secondary')} onClick={() => window.history.back()}>
      {label}
    </button>
  );
}
