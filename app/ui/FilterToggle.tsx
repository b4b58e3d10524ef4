import { Button } from './Button';
import './primitives.css';

interface FilterToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel it shows and hides. */
  panelId: string;
  /** "Filter". */
  label: string;
  /** "2 active", when the filter holds anything. */
  activeText?: string;
}

/** The button of a collapsible filter (SPEC §2: events list, applications): a chevron, its label, and how many parts are active. */
export function FilterToggle({ open, onToggle, panelId, label, activeText }: FilterToggleProps) {
  return (
    <Button variant="secondary" className="event-filter__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
      <span aria-hidden="true" className="event-filter__chevron">
        {open ? '▾' : '▸'}
      </span>
      {label}
      {activeText && <span className="event-filter__count">{activeText}</span>}
    </Button>
  );
}
