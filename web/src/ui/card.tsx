import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title; pages use 1 when the card is the whole screen. */
  level?: 1 | 2 | 3;
}

export function Card({ title, level = 2, className, children, ...props }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={['card', className].filter(Boolean).join(' ')} {...props}>
      {title && <Heading className="card-title">{title}</Heading>}
      {children}
    </section>
  );
}
