import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: /home2 redirects to /. */
export const Route = createFileRoute('/home2')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
