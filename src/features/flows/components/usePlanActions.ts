// The Flows card's actions with their toasts: the same words wherever a plan is starred, cloned or
// archived. Each write is local at once and queued for the server.
import { useCallback, useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useCompanyDb } from '@/db/react';
import { clonePlan, setPlanFavorite, setPlanStatus } from '../commands/planCommands';
import { favoriteToggledMessage, type PlanStatus } from '../model/flowTexts';

export const FLOW_UPDATE_FAILED = 'Failed to update flow';

export function usePlanActions() {
  const db = useCompanyDb();
  const navigate = useNavigate();

  const run = useCallback(async (write: () => Promise<unknown>, success: { title?: string; message: string }) => {
    try {
      await write();
      notifications.show({ ...success, color: 'violet' });
    } catch (error) {
      console.error(error);
      notifications.show({ message: FLOW_UPDATE_FAILED, color: 'red' });
    }
  }, []);

  const toggleFavorite = useCallback(
    (planId: string, nowFavorite: boolean) =>
      run(() => setPlanFavorite(db, planId, nowFavorite), { message: favoriteToggledMessage(nowFavorite) }),
    [db, run],
  );

  const setStatus = useCallback(
    (planId: string, name: string, status: PlanStatus) =>
      run(() => setPlanStatus(db, planId, status), {
        message: status === 'archived' ? `"${name}" was archived.` : `"${name}" is now ${status}.`,
      }),
    [db, run],
  );

  const clone = useCallback(
    (planId: string, name: string) =>
      run(() => clonePlan(db, planId), { title: 'Flow cloned', message: `A draft copy of "${name}" was made.` }),
    [db, run],
  );

  const edit = useCallback(
    (planId: string) =>
      void navigate({ to: '/app/flows/$flowId/manage', params: { flowId: planId }, search: { tab: 'settings' } }),
    [navigate],
  );

  return useMemo(() => ({ toggleFavorite, setStatus, clone, edit }), [toggleFavorite, setStatus, clone, edit]);
}
