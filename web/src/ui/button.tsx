import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  block?: boolean;
}

export const buttonClass = (variant: ButtonVariant = 'primary', block = false, extra?: string): string =>
  ['button', `button-${variant}`, block ? 'button-block' : '', extra ?? ''].filter(Boolean).join(' ');

export function Button({ variant = 'primary', block = false, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, block, className)} {...props} />;
}
