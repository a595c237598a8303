import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import type { SignOutOptions } from '@/ui/SignOutDialog';
import { authMessages } from './authMessages';
import { removeThisDevicesData } from './deviceData';
import { useAuth } from './useAuth';

/**
 * The recruiter's sign-out (spec §8): the session ends, the outcome is toasted, this device's
 * data is removed when asked (shared computers: the member's stores and the personal part of the
 * public store, deviceData.ts), and the visitor lands on /auth. A failure is
 * toasted, logged and rethrown, so the sign-out dialog stays open. The shell's user menu only
 * asks for it; the layout hands this function down, so `ui/` needs nothing from `auth/`.
 */
export function useSignOut(): (options: SignOutOptions) => Promise<void> {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  return async ({ removeData }) => {
    // Read before signing out: the user is gone from the auth state afterwards.
    const userId = user?.id ?? null;
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
      notifications.show({
        color: 'red',
        title: authMessages.signOutFailureTitle,
        message: authMessages.signOutFailure,
      });
      throw error;
    }
    notifications.show({ message: authMessages.signedOut });
    if (removeData) {
      try {
        await removeThisDevicesData(userId);
        notifications.show({ message: "This device's data was removed." });
      } catch (error) {
        console.error('Removing the local store failed', error);
        notifications.show({
          color: 'red',
          message: "This device's data could not be removed. Close other Partii tabs and try again.",
        });
      }
    }
    await navigate({ to: '/auth' });
  };
}
