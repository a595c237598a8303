import { ActionIcon, TextInput, useMatches } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';

export interface JobSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
}

export function JobSearchBox({
  value,
  onChange,
  label = 'Search jobs',
  placeholder = 'What kind of job are you looking for?',
}: JobSearchBoxProps) {
  const size = useMatches({ base: 'md', sm: 'lg' });
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      // On a phone the large size cuts the spec's hint off ("…are you looking"); 16 px still keeps
      // iOS from zooming into the field on focus.
      size={size}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={20} aria-hidden />}
      rightSection={
        value ? (
          <ActionIcon variant="subtle" color="gray" onClick={() => onChange('')} aria-label="Clear search">
            <IconX size={18} />
          </ActionIcon>
        ) : null
      }
      rightSectionWidth={48}
    />
  );
}
