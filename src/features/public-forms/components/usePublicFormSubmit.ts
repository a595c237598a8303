import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { OutboxResult, PublicDb } from '@/db';
import { usePublicDb, useSyncStatus } from '@/db/react';
import type { PublicFormMessages } from '../model/formNotices';

/** Spec §4 "Dialogs": the form tracks submitting, submitted and error states. */
export type SubmitState = 'idle' | 'submitting' | 'submitted' | 'error';

/**
 * Sends a valid public form and tells the visitor how it went (spec §8): a success toast, an
 * offline notice when the answer must wait for the connection, or the error toast. `submit`
 * answers whether the form was accepted, so the caller can reset and close it.
 */
export function usePublicFormSubmit<T>(
  send: (db: PublicDb, value: T, online: boolean) => Promise<OutboxResult>,
  messages: PublicFormMessages,
) {
  const db = usePublicDb();
  const { online } = useSyncStatus('public');
  const [state, setState] = useState<SubmitState>('idle');

  const submit = async (value: T): Promise<boolean> => {
    setState('submitting');
    try {
      const outcome = await send(db, value, online);
      if (outcome === 'failed') throw new Error('rejected by the server');
      setState('submitted');
      const queued = outcome === 'pending' ? messages.queued : undefined;
      notifications.show(queued ? { color: 'yellow', ...queued } : { color: 'green', ...messages.sent });
      return true;
    } catch (error) {
      console.error(messages.logLabel, error);
      setState('error');
      notifications.show({ color: 'red', ...messages.failed });
      return false;
    }
  };

  return { state, submitting: state === 'submitting', submit };
}
