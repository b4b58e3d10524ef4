import { useEffect, useRef, useState } from 'react';

/** What a card's form is doing: adding one item, changing the item with this id, or nothing. */
export type Editing = 'new' | number | null;

/**
 * One form at a time in a card of items (SPEC §2 "edit one at a time"): opening another closes the
 * first, discarding its draft (cancel restores the saved values). When the form closes, the focus
 * goes back to the button that opened it, or to the card's Add button when that one is gone.
 */
export function useItemEditing() {
  const [editing, setEditing] = useState<Editing>(null);
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef<Editing>(null);

  useEffect(() => {
    if (wasEditing.current !== null && editing === null) {
      const target = opener.current?.isConnected ? opener.current : addButton.current;
      target?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  return {
    editing,
    addButton,
    open(next: Exclude<Editing, null>) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setEditing(next);
    },
    close: () => setEditing(null),
  };
}
