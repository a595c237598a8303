import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { FLOW_CATEGORIES, FLOW_CATEGORY_LABEL, FLOW_TABS, FLOW_TAB_LABEL, NO_FLOWS_MATCH } from '../model/flowTexts';
import type { FlowsSearch } from '../model/flowsSearch';
import { filterPlans } from '../model/planList';
import { plansCsv, plansCsvFileName } from '../model/planCsv';
import { usePlanList } from '../queries/usePlans';
import { CreateFlowDialog } from './CreateFlowDialog';
import { downloadCsv } from './downloadCsv';
import { FlowCard } from './FlowCard';
import { usePlanActions } from './usePlanActions';
import { useCan } from '@/db/react';
import { ListToolbar } from '@/ui/ListToolbar';
import { PageHeader } from '@/ui/PageHeader';
import { PageLoader } from '@/ui/PageLoader';
import type { SearchStateProps } from '@/ui/searchParams';
import { TabBar } from '@/ui/TabBar';

const TABS = FLOW_TABS.map((value) => ({ value, label: FLOW_TAB_LABEL[value] }));
const CATEGORY_OPTIONS = FLOW_CATEGORIES.map((value) => ({ value, label: FLOW_CATEGORY_LABEL[value] }));

export type FlowsPageProps = SearchStateProps<FlowsSearch>;

/** /app/flows (spec §2 "Flows"): the company's interview plans; the filters live in the URL. */
export function FlowsPage({ search, onSearchChange }: FlowsPageProps) {
  const plans = usePlanList();
  const mayManage = useCan('manage_interviews');
  const actions = usePlanActions();
  const [createOpened, createDialog] = useDisclosure(false);
  const visible = plans ? filterPlans(plans, search) : [];

  const handleExport = () => downloadCsv(plansCsvFileName(new Date()), plansCsv(visible));

  return (
    <Stack gap="lg">
      <PageHeader
        title="Interview Flows"
        description="Design the stages candidates go through."
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={handleExport}
              disabled={visible.length === 0}
            >
              Export
            </Button>
            {mayManage && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createDialog.open}>
                New Flow
              </Button>
            )}
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
      {plans === undefined ? (
        <PageLoader label="Loading flows" />
      ) : visible.length === 0 ? (
        <Stack align="center" gap={4} py="xl">
          <Text c="dimmed" ta="center">
            {NO_FLOWS_MATCH}
          </Text>
          {plans.length === 0 && mayManage && (
            <Text size="sm" c="dimmed" ta="center">
              Create one with New Flow: it starts from a template for the job type.
            </Text>
          )}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {visible.map((item) => (
            <FlowCard
              key={item.id}
              item={item}
              onToggleFavorite={() => void actions.toggleFavorite(item.id, !item.favorite)}
              actions={
                mayManage
                  ? {
                      onEdit: () => actions.edit(item.id),
                      onClone: () => void actions.clone(item.id, item.name),
                      onArchive: () => void actions.setStatus(item.id, item.name, 'archived'),
                      onRestore: () => void actions.setStatus(item.id, item.name, 'draft'),
                    }
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
      )}
      {mayManage && <CreateFlowDialog opened={createOpened} onClose={createDialog.close} />}
    </Stack>
  );
}
