// What an invitation link that cannot be accepted says (issue 13: expired, used, revoked and
// unknown links get clear messages; the server says the same when asked to accept one).
import type { InvitationPreview } from './teamApi';

export function invitationStatusMessage(status: InvitationPreview['status'] | 'invalid'): string {
  switch (status) {
    case 'expired':
      return 'This invitation has expired. Ask for a new one.';
    case 'accepted':
      return 'This invitation has already been used.';
    case 'revoked':
      return 'This invitation was revoked.';
    case 'pending':
      return '';
    default:
      return 'This invitation link is not valid.';
  }
}
