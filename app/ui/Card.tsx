import { useId, type ReactNode } from 'react';

interface CardProps {
  title?: ReactNode;
  /** The heading level that fits the page outline; a page's main card may be its h1. */
  titleLevel?: 1 | 2 | 3;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled panel; with a title it is a region named by it. */
export function Card({ title, titleLevel = 2, actions, className, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  return (
    <section className={['card', className].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <header className="card__header">
          {title && (
            <Heading id={titleId} className="card__title">
              {title}
            </Heading>
          )}
          {actions && <div className="card__actions">{actions}</div>}
        </header>
      )}
      <div className="card__body">{children}</div>
    </section>
  );
}
