import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-ink hover:border-brand hover:text-brand',
  ghost: 'text-ink hover:bg-surface-muted',
};

/** Classes of a button or a link that looks like one; 44 px high so it is easy to hit on a phone. */
export const buttonClass = (variant: ButtonVariant = 'primary', className?: string) =>
  cx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    className,
  );
