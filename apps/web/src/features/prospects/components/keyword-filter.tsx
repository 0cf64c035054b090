import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { SearchInput } from '../../../shared/ui/search-input.tsx';

interface KeywordFilterProps {
  /** The keyword in the URL. */
  value: string;
  /** Called 350 ms after the last keystroke. */
  onCommit: (value: string) => void;
}

/** "Search people": free text over name, title and company, sent once typing pauses. */
export function KeywordFilter({ value, onCommit }: KeywordFilterProps) {
  const [draft, setDraft] = useState(value);
  const lastCommitted = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    lastCommitted.current = next;
    onCommit(next);
  }, 350);

  // A change from outside (clear all, back button) wins over a keystroke still waiting.
  useEffect(() => {
    if (value === lastCommitted.current) return;
    lastCommitted.current = value;
    commit.cancel();
    setDraft(value);
  }, [value, commit]);

  return (
    <SearchInput
      label="Search people"
      placeholder="Name, title or company"
      value={draft}
      maxLength={200}
      onChange={(next) => {
        setDraft(next);
        commit(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}
