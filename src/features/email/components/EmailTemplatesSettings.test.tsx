// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { asRole, installEmailDomPolyfills, openStores, renderWithStores } from '../test-support/renderEmail';
import { defaultTemplateId } from '../model/defaultTemplates';
import { EmailTemplatesSettings } from './EmailTemplatesSettings';

beforeAll(installEmailDomPolyfills);
afterEach(cleanup);
const keep = deleteStoresAfterEach();

describe('EmailTemplatesSettings', () => {
  it('previews with sample values, and catches an unknown variable before saving', async () => {
    const stores = await openStores(keep);
    renderWithStores(<EmailTemplatesSettings />, stores);
    const subject = (await screen.findByRole('textbox', { name: /Subject/ })) as HTMLInputElement;
    expect(subject.value).toBe('We received your application for {{job.title}}');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('We received your application for Product Designer');

    fireEvent.change(subject, { target: { value: 'Hello {{candidat.first_name}}' } });
    expect(await screen.findByText(/^Unknown variable \{\{candidat\.first_name\}\}: use one of/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save template' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(subject, { target: { value: 'Thanks, {{candidate.first_name}}' } });
    const save = screen.getByRole('button', { name: 'Save template' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    const id = defaultTemplateId(stores.db.companyId, 'application_received');
    await waitFor(async () =>
      expect((await stores.db.emailTemplates.get(id))?.subject).toBe('Thanks, {{candidate.first_name}}'),
    );
    const [entry] = await stores.db.outbox.toArray();
    expect(entry).toMatchObject({ table: 'email_templates', op: 'upsert', rowId: id });
  });

  it('switches the confirmation’s automatic sending through the outbox', async () => {
    const stores = await openStores(keep);
    renderWithStores(<EmailTemplatesSettings />, stores);
    const toggle = await screen.findByRole('switch', { name: /send automatically when someone applies/ });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    const id = defaultTemplateId(stores.db.companyId, 'application_received');
    await waitFor(async () => expect((await stores.db.emailTemplates.get(id))?.auto_send).toBe(false));
  });

  it('adds a custom template, which must be filled in before it is saved', async () => {
    const stores = await openStores(keep);
    renderWithStores(<EmailTemplatesSettings />, stores);
    fireEvent.click(await screen.findByRole('button', { name: 'Add template' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Follow-up' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Subject is required.')).toBeTruthy();
    expect(screen.getByText('Body is required.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: 'Checking in' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Body/ }), {
      target: { value: 'Hi {{candidate.first_name}}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    // the save is a Dexie transaction (rows + outbox): on a loaded machine it took over waitFor's 1 s
    await waitFor(
      async () => expect((await stores.db.emailTemplates.toArray()).map((t) => t.name)).toEqual(['Follow-up']),
      { timeout: 10_000 },
    );
    expect(await screen.findByRole('button', { name: 'Delete template' })).toBeTruthy();
  });

  it('shows nothing to an interviewer', async () => {
    const stores = await openStores(keep);
    await asRole(stores.db, 'interviewer');
    const { container } = renderWithStores(<EmailTemplatesSettings />, stores);
    await new Promise((r) => setTimeout(r, 100));
    expect(container.textContent).not.toContain('Email templates');
  });
});
