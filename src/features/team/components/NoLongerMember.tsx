import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useMembership } from '@/db/react';
import { useTeam } from '../teamContext';

/**
 * Shown in a company the member was removed from (issue 13): its rows have left this device; the
 * changes they made there and the server did not take are kept, refused with the reason, in the
 * sync status, so nothing they typed disappears without a word.
 */
export function NoLongerMember() {
  const team = useTeam();
  const { role } = useMembership();
  const stillListed = team.companies.some((c) => c.company_id === team.companyId);
  if (role !== null || team.companyId === team.userId || stillListed || team.companies.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconUserOff size={18} aria-hidden />} title="You are no longer a member" mb="md">
      <Text size="sm">
        This company's jobs and candidates were removed from this device. Changes you made here that were not sent are
        kept in the sync status in the top bar, with the reason.
      </Text>
      <Group mt="sm">
        <Button size="xs" variant="light" onClick={() => team.switchTo(team.userId)}>
          Go to your own company
        </Button>
      </Group>
    </Alert>
  );
}
