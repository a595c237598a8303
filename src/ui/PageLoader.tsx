import { Center, Loader } from '@mantine/core';

/** While a screen's live queries give their first answer (the local store answers at once). */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
