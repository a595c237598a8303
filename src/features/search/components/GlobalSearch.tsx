import { useState } from 'react';
import { Combobox, Group, Text, TextInput, useCombobox, useMatches } from '@mantine/core';
import { IconBriefcase, IconSearch, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSearchResults } from '../queries/useSearchResults';

/** The top bar's search: jobs and candidates from the local store as you type (works offline). */
export function GlobalSearch() {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  // No debounce: the search runs over the in-memory index in about a millisecond per keystroke.
  const results = useSearchResults(query);

  const handleSubmit = (href: string) => {
    combobox.closeDropdown();
    setQuery('');
    navigate({ to: href });
  };

  const jobs = results.filter((r) => r.kind === 'job');
  const candidates = results.filter((r) => r.kind === 'candidate');
  const option = (r: (typeof results)[number]) => (
    <Combobox.Option value={r.href} key={r.href}>
      <Group gap="xs" wrap="nowrap">
        {r.kind === 'job' ? <IconBriefcase size={14} aria-hidden /> : <IconUser size={14} aria-hidden />}
        <div>
          <Text size="sm">{r.label}</Text>
          {r.detail && (
            <Text size="xs" c="dimmed">
              {r.detail}
            </Text>
          )}
        </div>
      </Group>
    </Combobox.Option>
  );

  // A phone's header leaves the box about 150 px: the long hint would show cut off ("Search jobs an").
  const placeholder = useMatches({ base: 'Search...', sm: 'Search jobs and candidates...' });

  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit} withinPortal>
      <Combobox.Target>
        <TextInput
          aria-label="Search jobs and candidates"
          placeholder={placeholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => query && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!query.trim()}>
        <Combobox.Options>
          {results.length === 0 ? (
            <Combobox.Empty>No results</Combobox.Empty>
          ) : (
            <>
              {jobs.length > 0 && <Combobox.Group label="Jobs">{jobs.map(option)}</Combobox.Group>}
              {candidates.length > 0 && <Combobox.Group label="Candidates">{candidates.map(option)}</Combobox.Group>}
            </>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
