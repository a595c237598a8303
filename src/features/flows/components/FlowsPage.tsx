import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import {
  FLOW_CATEGORIES,
  FLOW_TABS,
  SAMPLE_FLOWS,
  favoriteToggledMessage,
  filterFlows,
  type FlowTab,
} from '../model/sampleFlows';
import type { FlowsSearch } from '../model/flowsSearch';
import { CreateFlowDialog } from './CreateFlowDialog';
import { FlowCard } from './FlowCard';
import { ListToolbar } from '@/ui/ListToolbar';
import { PageHeader } from '@/ui/PageHeader';
import type { SearchStateProps } from '@/ui/searchParams';
import { TabBar } from '@/ui/TabBar';

const TAB_LABEL: Record<FlowTab, string> = {
  all: 'All',
  active: 'Active',
  draft: 'Draft',
  completed: 'Completed',
  archived: 'Archived',
};
const TABS = FLOW_TABS.map((value) => ({ value, label: TAB_LABEL[value] }));
const CATEGORY_OPTIONS = FLOW_CATEGORIES.map((c) => ({
  value: c,
  label: c === 'all' ? 'All categories' : c[0]!.toUpperCase() + c.slice(1),
}));

export type FlowsPageProps = SearchStateProps<FlowsSearch>;

/** /app/flows (spec §2 "Flows"): sample data; the favorite toggle is local, the filters live in the URL. */
export function FlowsPage({ search, onSearchChange }: FlowsPageProps) {
  const [favorites, setFavorites] = useState<Set<string>>(() => new Set(['flow-1']));
  const [createOpened, createDialog] = useDisclosure(false);
  const visible = filterFlows(SAMPLE_FLOWS, search.q, search.tab);

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
      <PageHeader
        title="Interview Flows"
        description="Design the stages candidates go through."
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              Export
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createDialog.open}>
              New Flow
            </Button>
          </Group>
        }
      />
      <ListToolbar label="Search flows" placeholder="Search flows..." search={search} onSearchChange={onSearchChange}>
        <Select
          aria-label="Filter flows"
          w={180}
          data={CATEGORY_OPTIONS}
          value={search.category}
          onChange={(category) => onSearchChange({ category: (category as FlowsSearch['category']) ?? 'all' })}
          allowDeselect={false}
        />
      </ListToolbar>
      <TabBar tabs={TABS} value={search.tab} onChange={(tab) => onSearchChange({ tab })} />
      {visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No flows found matching your criteria.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {visible.map((flow) => (
            <FlowCard
              key={flow.id}
              flow={flow}
              favorite={favorites.has(flow.id)}
              onToggleFavorite={() => toggleFavorite(flow.id)}
            />
          ))}
        </SimpleGrid>
      )}
      <CreateFlowDialog opened={createOpened} onClose={createDialog.close} />
    </Stack>
  );
}
