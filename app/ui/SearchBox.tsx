import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/contract/limits';
import { Field } from '@/app/ui/Field';
import './primitives.css';

interface SearchBoxProps {
  label: string;
  hint?: string;
  /** The search the address holds. */
  value: string;
  /** The list should search this text (trimmed; '' for none). */
  onSearch: (text: string) => void;
}

/**
 * A list's search input (event moderation, NGO management): what is typed shows at once, the list
 * follows once typing pauses (SEARCH_DEBOUNCE_MS). A search changed from outside (back button, a
 * link) replaces the text.
 */
export function SearchBox({ label, hint, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest callback, so a re-render of the page does not restart the pause.
  const search = useRef(onSearch);
  search.current = onSearch;

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      search.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Field label={label} hint={hint} className="admin-events__search">
      {(control) => <input {...control} type="search" value={text} maxLength={200} onChange={(change) => setText(change.target.value)} />}
    </Field>
  );
}
