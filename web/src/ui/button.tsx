import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
}

export const buttonClass = (variant: ButtonVariant = 'primary', block = false, extra?: string): string =>
  ['button', `button-${variant}`, block ? 'button-block' : '', extra ?? ''].filter(Boolean).join(' ');

export function Button({ variant = 'primary', block = false, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, block, className)} {...props} />;
}
