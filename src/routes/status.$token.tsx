import { Suspense, useEffect } from 'react';
import { Box } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { lazyWithPublicStore } from '@/features/public-forms/components/deferred';
import { usePrivatePage } from '@/features/status-page/components/usePrivatePage';
import { useStatusLink } from '@/features/status-page/queries/useStatusLink';
import { PageLoader } from '@/ui/PageLoader';
import '@/features/landing/components/publicSite.css';

export const Route = createFileRoute('/status/$token')({ component: StatusRoute });

// The page reads the public store, which loads after the first paint (issue 12, B9).
const StatusPage = lazyWithPublicStore(() =>
  import('@/features/status-page/components/StatusPage').then((module) => module.StatusPage),
);

/**
 * /status/{token}: an applicant's status page (issue 25 §4), public and outside /app. The page
 * reads the public store; this route keeps the stored copy fresh through sync/statusPage.ts (the
 * only part that talks to the server), while the page is open.
 */
function StatusRoute() {
  const { token } = Route.useParams();
  const link = useStatusLink(token);
  usePrivatePage();
  useEffect(() => {
    if (!link) return;
    let stop: (() => void) | null = null;
    let current = true;
    void (async () => {
      const [{ getSupabase, loadRuntimeConfig }, { watchStatusPage, storeFetchFailure }, { getPublicDb }] =
        await Promise.all([import('../../sync/client'), import('../../sync/statusPage'), import('@/db')]);
      try {
        await loadRuntimeConfig();
      } catch {
        // No backend address (a first visit made offline): the page says it cannot load yet.
        await storeFetchFailure(getPublicDb(), link.key, "You're offline.");
        return;
      }
      if (current) stop = watchStatusPage(getPublicDb(), getSupabase(), link);
    })();
    return () => {
      current = false;
      stop?.();
    };
  }, [link]);
  return (
    <Box className="partii-public" mih="100vh" bg="gray.0">
      <Suspense fallback={<PageLoader label="Loading your application" />}>
        <StatusPage link={link} />
      </Suspense>
    </Box>
  );
}
