import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { FLOW_CATEGORIES, FLOW_TABS, SAMPLE_FLOWS, favoriteToggledMessage, filterFlows, type FlowTab } from '../model/sampleFlows';
import { CreateFlowDialog } from './CreateFlowDialog';
import { FlowCard } from './FlowCard';

const TAB_LABEL: Record<FlowTab, string> = { all: 'All', active: 'Active', draft: 'Draft', completed: 'Completed', archived: 'Archived' };

/** /app/flows (spec §2 "Flows"): sample data; the favorite toggle is local. */
export function FlowsPage() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<FlowTab>('all');
  const [category, setCategory] = useState<string>('all');
  const [favorites, setFavorites] = useState<Set<string>>(() => new Set(['flow-1']));
  const [createOpened, createDialog] = useDisclosure(false);
  const visible = filterFlows(SAMPLE_FLOWS, query, tab);

  const toggleFavorite = (id: string) => {
    const nowFavorite = !favorites.has(id);
    setFavorites((current) => {
      const next = new Set(current);
      if (nowFavorite) next.add(id);
      else next.delete(id);
      return next;
    });
    notifications.show({ message: favoriteToggledMessage(nowFavorite), color: 'violet' });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Interview Flows
          </Title>
          <Text c="dimmed">Design the stages candidates go through.</Text>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            Export
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createDialog.open}>
            New Flow
          </Button>
        </Group>
      </Group>
      <Group gap="sm">
        <TextInput
          flex={1}
          aria-label="Search flows"
          placeholder="Search flows..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <Select
          aria-label="Filter flows"
          w={180}
          data={FLOW_CATEGORIES.map((c) => ({ value: c, label: c === 'all' ? 'All categories' : c[0]!.toUpperCase() + c.slice(1) }))}
          value={category}
          onChange={(v) => setCategory(v ?? 'all')}
          allowDeselect={false}
        />
      </Group>
      <Tabs value={tab} onChange={(v) => setTab((v as FlowTab) ?? 'all')}>
        <Tabs.List>
          {FLOW_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TAB_LABEL[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No flows found matching your criteria.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {visible.map((flow) => (
            <FlowCard key={flow.id} flow={flow} favorite={favorites.has(flow.id)} onToggleFavorite={() => toggleFavorite(flow.id)} />
          ))}
        </SimpleGrid>
      )}
      <CreateFlowDialog opened={createOpened} onClose={createDialog.close} />
    </Stack>
  );
}
