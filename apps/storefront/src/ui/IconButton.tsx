import type { ComponentProps } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';

type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label' | 'type'> & {
  icon: IconName;
  /** What the button does: its only name, since it shows nothing but the icon. */
  label: string;
  iconClassName?: string;
};

/** A button that shows only an icon; `className` sets its size (44 px for touch) and colours. */
export function IconButton({ icon, label, iconClassName, className, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cx('inline-flex shrink-0 items-center justify-center rounded-md', className)}
      {...props}
    >
      <Icon name={icon} className={iconClassName} />
    </button>
  );
}
