import { Center, Loader } from '@mantine/core';

/** While a job page's live queries give their first answer (the local store answers at once). */
export function JobLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
