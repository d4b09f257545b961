import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title; pages use 1 when the card is the whole screen. */
  level?: 1 | 2 | 3;
  /** The title's id: given, the card is a region named by its title (the e2e specs find it by that id). */
  titleId?: string;
}

export function Card({ title, level = 2, titleId, className, children, ...props }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={['card', className].filter(Boolean).join(' ')} aria-labelledby={titleId} {...props}>
      {title && (
        <Heading id={titleId} className="card-title">
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
