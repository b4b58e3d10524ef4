import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  /** Work is under way: shows a spinner, sets aria-busy and refuses further clicks. */
  busy?: boolean;
  /** Text while busy, e.g. 'Resubmitting...' (SPEC §2); the normal text stays otherwise. */
  busyLabel?: string;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, `button--${size}`, className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      <span>{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
