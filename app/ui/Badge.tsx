import './primitives.css';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

interface BadgeProps {
  tone?: BadgeTone;
  /** The words: the tone's colour only repeats what they say. */
  children: ReactNode;
}

/** A short status label, e.g. an event's 'Pending Review'. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
