import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useLocalIndex } from '@/db/react';
import { applicationOptions } from '../queries/applicationOptions';

export interface ApplicationPickerProps {
  value: string;
  onChange: (applicationId: string) => void;
  error?: string;
}

/** "Candidate": an application found by candidate name, email or job, from the store's index. */
export function ApplicationPicker({ value, onChange, error }: ApplicationPickerProps) {
  const { index, version, ready } = useLocalIndex();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  // Typing a new search clears nothing: the picked option stays in the list so it stays shown.
  const typed = picked && search === picked.label ? '' : search;
  const data = useMemo(() => {
    const found = ready ? applicationOptions(index, typed) : [];
    return picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
    // `version` changes with every change of the index.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, version, ready, typed, picked]);
  return (
    <Select
      label="Candidate"
      required
      searchable
      placeholder="Search by name or job"
      nothingFoundMessage={ready ? 'No matching candidates' : 'Loading candidates…'}
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => {
        setPicked(id ? option : null);
        onChange(id ?? '');
      }}
      // The index already filtered by the search.
      filter={({ options }) => options}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
