// A status page as the server answers it, and its stored record, for the status page's tests.
import { PublicDb, type StatusPage, type StatusPageRecord } from '@/db';

export const TOKEN = 'tok_0123456789abcdef0123456789abcdef';

export function samplePage(overrides: Partial<StatusPage> = {}): StatusPage {
  return {
    candidate: { first_name: 'Olivia' },
    company: { name: 'Acme Robotics' },
    applications: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        job_id: '22222222-2222-4222-8222-222222222222',
        job_title: 'Product Designer',
        status_label: 'Interviewing',
        applied_at: '2026-11-20T09:00:00Z',
        withdrawn_at: null,
        can_withdraw: true,
      },
    ],
    interviews: [
      {
        id: '33333333-3333-4333-8333-333333333333',
        job_title: 'Product Designer',
        starts_at: '2026-12-02T14:00:00Z',
        duration_minutes: 45,
        location: '12 Harbour St, Lisbon',
        video_url: 'https://meet.example.com/abc',
        ics_sequence: 2,
        status: 'scheduled',
      },
    ],
    messages: [{ id: '44444444-4444-4444-8444-444444444444', body: 'Thanks!', created_at: '2026-11-21T10:00:00Z' }],
    ...overrides,
  };
}

export function sampleRecord(key: string, overrides: Partial<StatusPageRecord> = {}): StatusPageRecord {
  return {
    key,
    page: samplePage(),
    invalid: false,
    fetchedAt: Date.parse('2026-11-28T12:00:00Z'),
    fetchError: null,
    localReplies: [],
    localWithdrawals: [],
    ...overrides,
  };
}

let counter = 0;
/** A public store of its own (fake-indexeddb), deleted by the caller. */
export const freshPublicDb = () => new PublicDb(`status-page-test-${Date.now()}-${counter++}`);
