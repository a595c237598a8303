import type { ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';

export interface MainAndSideProps {
  /** Columns of 12 the main column takes on a wide screen; the side column takes the rest. */
  mainSpan: number;
  side: ReactNode;
  /** The main column's panels, stacked. */
  children: ReactNode;
}

/** A detail screen's body: panels in a main column and a side panel; one column on a phone. */
export function MainAndSide({ mainSpan, side, children }: MainAndSideProps) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: mainSpan }}>
        <Stack>{children}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 12 - mainSpan }}>{side}</Grid.Col>
    </Grid>
  );
}
