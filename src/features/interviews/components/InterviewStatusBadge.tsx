import { Badge } from '@mantine/core';
import type { Interview } from '@/db';

const LABEL: Record<Interview['status'], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const COLOR: Record<Interview['status'], string> = { scheduled: 'violet', completed: 'green', cancelled: 'gray' };

export function InterviewStatusBadge({ status }: { status: Interview['status'] }) {
  return (
    <Badge variant="light" color={COLOR[status]}>
      {LABEL[status]}
    </Badge>
  );
}
