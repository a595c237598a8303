// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RouteError } from './RouteError';
import { installMantineDomPolyfills } from './test-support/mantineDom';

beforeAll(installMantineDomPolyfills);

describe('RouteError', () => {
  it("shows the router's error page with the error message and a way home", () => {
    render(
      <MantineProvider>
        <RouteError error={new Error('Job query exploded')} reset={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Job query exploded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
