import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonVariant } from './button';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A navigation that looks like a button; it stays a link so it opens in a new tab and reads as one. */
export function ButtonLink({ variant = 'primary', block = false, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, block, className)} {...props} />;
}
