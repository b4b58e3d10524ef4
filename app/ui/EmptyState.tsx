import './primitives.css';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** What the reader can do about it, e.g. a link to create the first event. */
  action?: ReactNode;
}

/** What a list shows when it has nothing to list. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
