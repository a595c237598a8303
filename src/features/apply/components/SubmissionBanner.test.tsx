// @vitest-environment jsdom
// The application chat's two outcomes after "submitted" (issue #9 D9): a refused application and
// an application that went through while its resume did not (which can be uploaded again), plus
// the size/type check when the file is chosen in the chat.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { enqueue, newId, PublicDb } from '@/db';
import { DbProvider } from '@/db/react';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';
import { ensureApplyDraft } from '../commands/applyDraft';
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE } from '../model/resumeFile';
import { useApplyChat } from '../queries/useApplyChat';
import { SubmissionBanner } from './SubmissionBanner';

// The PDF/DOCX readers are not needed here.
vi.mock('@/features/screening/extract/resumeText', () => ({
  extractResumeText: async () => ({ text: 'Resume text' }),
  RESUME_UNREADABLE: 'unreadable',
}));

beforeAll(installMantineDomPolyfills);

const job = { id: newId(), title: 'Data Engineer', questions: [] };
let db: PublicDb;
afterEach(async () => {
  cleanup();
  db.close();
  await db.delete();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider>
      <DbProvider publicDb={db} companyDb={null}>
        {children}
      </DbProvider>
    </MantineProvider>
  );
}

/** A submitted application whose submit and upload are queued, as the chat leaves them. */
async function submittedApplication() {
  const draft = await ensureApplyDraft(db, job.id);
  const group = `application:${draft.applicationId}`;
  const path = `${draft.applicationId}/big.pdf`;
  await db.blobs.put({
    key: `resume:${draft.applicationId}`,
    blob: new Blob(['x']),
    name: 'big.pdf',
    type: 'application/pdf',
  });
  await db.applyDrafts.update(job.id, {
    status: 'submitted',
    progress: 100,
    resume: { blobKey: `resume:${draft.applicationId}`, name: 'big.pdf', type: 'application/pdf', text: null },
  });
  await enqueue(db, {
    table: '',
    op: 'rpc',
    group,
    rpc: { fn: 'submit_application', args: { p_application_id: draft.applicationId } },
  });
  await enqueue(db, {
    table: '',
    op: 'upload',
    group,
    upload: { bucket: 'resumes', path, blobKey: `resume:${draft.applicationId}` },
  });
  const [submit, upload] = await db.outbox.orderBy('seq').toArray();
  return { draft, submit, upload };
}

describe('SubmissionBanner: the two outcomes (D9)', () => {
  it('a refused application says the application could not be sent', async () => {
    db = new PublicDb(`banner-${newId()}`);
    const { submit } = await submittedApplication();
    await db.outbox.update(submit.seq!, {
      status: 'failed',
      error: { code: 'P0001', message: 'Job not found or not accepting applications' },
    });
    render(<SubmissionBanner jobId={job.id} />, { wrapper });
    expect(await screen.findByText('Your application could not be sent')).toBeTruthy();
    expect(screen.queryByText('Application sent, resume not uploaded')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload again' })).toBeNull();
  });

  it('an application sent with its resume refused says so, and takes another file', async () => {
    db = new PublicDb(`banner-${newId()}`);
    const { draft, submit, upload } = await submittedApplication();
    // The server took the application (its entry left the outbox) and refused the file.
    await db.outbox.delete(submit.seq!);
    await db.outbox.update(upload.seq!, {
      status: 'failed',
      error: { code: '413', message: 'The object exceeded the maximum allowed size' },
    });
    render(<SubmissionBanner jobId={job.id} />, { wrapper });
    expect(await screen.findByText('Application sent, resume not uploaded')).toBeTruthy();
    expect(screen.getByText(/The file is larger than 10 MB\. The hiring team has your application\./)).toBeTruthy();
    expect(screen.queryByText('Your application could not be sent')).toBeNull();

    // Another over-limit file is turned away at once, with the reason.
    const input = screen.getByTestId('resume-reupload-input') as HTMLInputElement;
    const tooBig = new File(['x'], 'still-big.pdf', { type: 'application/pdf' });
    Object.defineProperty(tooBig, 'size', { value: RESUME_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [tooBig] } });
    expect((await screen.findByTestId('reupload-error')).textContent).toBe(RESUME_TOO_LARGE);
    expect(await db.outbox.count()).toBe(1);

    // A good file replaces the refused one: the application is pointed at it, then it is uploaded.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF small'], 'cv small.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Application sent — uploading your resume…')).toBeTruthy();
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.op, e.status])).toEqual([
      ['rpc', 'pending'],
      ['upload', 'pending'],
    ]);
    expect(entries[0].op === 'rpc' && entries[0].rpc).toEqual({
      fn: 'replace_application_resume',
      args: {
        p_application_id: draft.applicationId,
        p_cv_path: `${draft.applicationId}/cv_small.pdf`,
        p_resume_filename: 'cv_small.pdf',
        p_resume_text: 'Resume text',
      },
    });
    expect(entries[1].op === 'upload' && entries[1].upload.path).toBe(`${draft.applicationId}/cv_small.pdf`);
    expect(entries[0].group).toBe(entries[1].group);
    expect(await db.blobs.get(`resume:${draft.applicationId}`)).toBeUndefined();

    // Both delivered: the banner says sent.
    await db.outbox.clear();
    expect(await screen.findByText('Sent')).toBeTruthy();
  });
});

describe('the application chat checks the file when it is chosen (D9)', () => {
  it('turns away a resume over 10 MB with a clear message and keeps the upload open', async () => {
    db = new PublicDb(`chat-${newId()}`);
    await ensureApplyDraft(db, job.id);
    await db.applyDrafts.update(job.id, { progress: 10 });
    const { result } = renderHook(() => useApplyChat(job), { wrapper });
    await waitFor(() => expect(result.current.canUpload).toBe(true));
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: RESUME_MAX_BYTES + 1 });
    await act(() => result.current.uploadResume(big));
    const draft = await db.applyDrafts.get(job.id);
    expect(draft?.resume ?? null).toBeNull();
    expect(draft?.messages.at(-1)).toMatchObject({ role: 'assistant', content: RESUME_TOO_LARGE });
    expect(await db.blobs.count()).toBe(0);
    await waitFor(() => expect(result.current.canUpload).toBe(true));

    // A good file is kept, typed by its extension.
    await act(() => result.current.uploadResume(new File(['doc'], 'cv.docx', { type: '' })));
    expect((await db.applyDrafts.get(job.id))?.resume).toMatchObject({
      name: 'cv.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });
});
