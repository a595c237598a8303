// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { JobNotFound, type JobNotFoundProps } from './JobNotFound';
import { installMantineDomPolyfills } from './test-support/mantineDom';

beforeAll(installMantineDomPolyfills);
afterEach(cleanup);

/** The links need a router; a one-route tree is enough. */
async function renderVariant(variant: JobNotFoundProps['variant']) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <JobNotFound variant={variant} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return screen.findByRole('heading', { level: 1 });
}

describe('JobNotFound (spec §2)', () => {
  it("public: 'Job Not Found', the explanation and a way back to the jobs", async () => {
    expect((await renderVariant('public')).textContent).toBe('Job Not Found');
    expect(screen.getByText("The job you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it("recruiter: 'Job not found' with a back link to the jobs list", async () => {
    expect((await renderVariant('recruiter')).textContent).toBe('Job not found');
    expect(screen.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/app/jobs');
  });
});
