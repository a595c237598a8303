// @vitest-environment jsdom
// "Remove this device's data" on a shared computer (issue 24): the person signing out leaves
// nothing of theirs behind — not their company store, and not what they typed as an applicant on
// this browser (the public store's chat, answers, contact details, resume and unsent writes).
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { companyDbName, enqueue, getPublicDb, openCompanyDb, type ApplyDraft } from '@/db';

const USER = '24242424-2424-4242-8242-242424242424';
const signOut = vi.fn(async () => {});
const navigate = vi.fn(async () => {});
const show = vi.fn();

vi.mock('./useAuth', () => ({ useAuth: () => ({ user: { id: USER }, signOut }) }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: (...args: unknown[]) => show(...args) } }));

const { useSignOut } = await import('./useSignOut');

const JOB = '11111111-1111-4111-8111-111111111111';
const APPLICATION = '22222222-2222-4222-8222-222222222222';

/** What an applicant leaves in the public store mid-application, plus a published job. */
async function applicantWasHere(): Promise<void> {
  const db = getPublicDb();
  await db.jobs.put({ id: JOB, title: 'Barista', status: 'published' } as never);
  const draft: ApplyDraft = {
    jobId: JOB,
    applicationId: APPLICATION,
    messages: [{ id: 'm1', role: 'user', content: 'My phone is +1 555 0100', timestamp: 1 }],
    progress: 90,
    answers: [{ question: 'Why us?', answer: 'Coffee' }],
    resume: { blobKey: `resume:${APPLICATION}`, name: 'cv.pdf', type: 'application/pdf', text: 'Jane Doe' },
    contact: { firstName: 'Jane', email: 'jane@example.com', phone: '+1 555 0100' },
    status: 'submitted',
    updatedAt: 1,
  };
  await db.applyDrafts.put(draft);
  await db.blobs.put({
    key: `resume:${APPLICATION}`,
    blob: new Blob(['%PDF jane']),
    name: 'cv.pdf',
    type: 'application/pdf',
  });
  const group = `application:${APPLICATION}`;
  await enqueue(db, {
    table: '',
    op: 'rpc',
    group,
    rpc: { fn: 'submit_application', args: { p_application_id: APPLICATION, p_email: 'jane@example.com' } },
  });
  await enqueue(db, {
    table: '',
    op: 'upload',
    group,
    upload: { bucket: 'resumes', path: `${APPLICATION}/cv.pdf`, blobKey: `resume:${APPLICATION}` },
  });
  await enqueue(db, {
    table: '',
    op: 'rpc',
    rpc: { fn: 'join_waitlist', args: { p_email: 'jane@example.com' } },
  });
  localStorage.setItem(`partii:company:${USER}`, USER);
  localStorage.setItem(`partii:companies:${USER}`, '[]');
  localStorage.setItem('partii:company:someone-else', 'x');
  sessionStorage.setItem('partii.creator.writtenHere', '["d1"]');
}

afterEach(async () => {
  const db = getPublicDb();
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe("useSignOut: 'Remove this device's data'", () => {
  it("removes the person's company store and everything personal in the public store; the job board stays", async () => {
    await openCompanyDb(USER).open();
    await applicantWasHere();
    const { result } = renderHook(() => useSignOut());

    await result.current({ removeData: true });

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await Dexie.exists(companyDbName(USER))).toBe(false);
    const db = getPublicDb();
    expect(await db.applyDrafts.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncState.get('status')).toMatchObject({ pending: 0, failed: 0, lastError: null });
    expect(await db.jobs.get(JOB)).toMatchObject({ title: 'Barista' });
    expect(localStorage.getItem(`partii:company:${USER}`)).toBeNull();
    expect(localStorage.getItem(`partii:companies:${USER}`)).toBeNull();
    expect(localStorage.getItem('partii:company:someone-else')).toBe('x');
    expect(sessionStorage.getItem('partii.creator.writtenHere')).toBeNull();
    expect(show).toHaveBeenCalledWith({ message: "This device's data was removed." });
    expect(navigate).toHaveBeenCalledWith({ to: '/auth' });
  });

  it('without the box ticked keeps everything (an offline application is still sent later)', async () => {
    await applicantWasHere();
    const { result } = renderHook(() => useSignOut());

    await result.current({ removeData: false });

    const db = getPublicDb();
    expect(await db.applyDrafts.count()).toBe(1);
    expect(await db.blobs.count()).toBe(1);
    expect(await db.outbox.count()).toBe(3);
    expect(localStorage.getItem(`partii:company:${USER}`)).toBe(USER);
  });
});
