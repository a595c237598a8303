import { useNavigate } from '@tanstack/react-router';
import { useDelayedCall } from '@/ui/chat/useDelayedCall';

/** Time the applicant sees 'Application submitted successfully!' before the success page. */
export const SUCCESS_REDIRECT_MS = 2000;

/** A callback that opens the success page once the success message has been visible for a moment. */
export function useSubmittedRedirect(jobId: string): () => void {
  const navigate = useNavigate();
  return useDelayedCall(() => void navigate({ to: '/apply-success', search: { jobId } }), SUCCESS_REDIRECT_MS);
}
