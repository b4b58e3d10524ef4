import { useEffect, useRef, useState } from 'react';

/** What a card's form is doing: adding one item, changing the item with this id, or nothing. */
export type Editing = 'new' | number | null;

/**
 * One form at a time in a card of items (SPEC §2 "edit one at a time"): opening another closes the
 * first, discarding its draft (cancel restores the saved values). When the form closes, the focus
 * goes back to the item's Edit button, or to the card's Add button.
 */
export function useItemEditing() {
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef<Editing>(null);

  useEffect(() => {
    const closed = wasEditing.current;
    wasEditing.current = editing;
    if (closed === null || editing !== null) return;
    // The item's Edit button is back once its form is gone (the item was deleted: none).
    const card = addButton.current?.closest('section');
    const itemButton = typeof closed === 'number' ? card?.querySelector<HTMLElement>(`[data-item-opener="${closed}"]`) : null;
    (itemButton ?? addButton.current)?.focus();
  }, [editing]);

  return {
    editing,
    addButton,
    open: (next: Exclude<Editing, null>) => setEditing(next),
    /** For an item's Edit button, which takes the focus back when its form closes. */
    openerProps: (id: number) => ({ 'data-item-opener': id }),
    close: () => setEditing(null),
  };
}
