import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useAuth } from '@/auth';
import { InvitePage, writeCurrentCompany, type TeamApi } from '@/features/team';

export const Route = createFileRoute('/invite/$token')({ component: InviteRoute });

/** /invite/{token}: the page, wired to the backend and the session (issue 13). */
function InviteRoute() {
  const { token } = Route.useParams();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [api, setApi] = useState<TeamApi | null>(null);

  useEffect(() => {
    let current = true;
    void (async () => {
      const [{ getSupabase, loadRuntimeConfig }, { teamApi }] = await Promise.all([
        import('../../sync/client'),
        import('../../sync/teamApi'),
      ]);
      await loadRuntimeConfig();
      if (current) setApi(teamApi(getSupabase()));
    })();
    return () => {
      current = false;
    };
  }, []);

  return (
    <InvitePage
      token={token}
      api={api}
      signedInAs={loading ? undefined : (user?.email ?? null)}
      returnTo={`/invite/${token}`}
      onAccepted={(companyId) => {
        if (!user) return;
        // The next /app opens the company just joined; its list is asked again there.
        writeCurrentCompany(localStorage, user.id, companyId);
        void navigate({ to: '/app' });
      }}
    />
  );
}
