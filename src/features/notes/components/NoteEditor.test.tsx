// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';
import { NoteEditor } from './NoteEditor';

beforeAll(() => {
  installMantineDomPolyfills();
  // The autosizing textarea listens for web fonts loading; jsdom has no FontFaceSet.
  (document as { fonts?: unknown }).fonts ??= { addEventListener() {}, removeEventListener() {} };
  // The list scrolls its selected option into view; jsdom lays nothing out.
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

const MEMBERS = [
  { userId: 'u-maya', name: 'Maya Chen', detail: 'Recruiter' },
  { userId: 'u-mark', name: 'Mark Ode', detail: 'Interviewer' },
  { userId: 'u-sam', name: 'Sam Rivera', detail: 'Admin' },
];

function renderEditor() {
  const onSave = vi.fn(async () => {});
  render(
    <MantineProvider>
      <NoteEditor members={MEMBERS} onSave={onSave} onCancel={() => {}} />
    </MantineProvider>,
  );
  const field = screen.getByRole('textbox', { name: 'New note' }) as HTMLTextAreaElement;
  /** Types the whole text with the caret at its end (jsdom puts it there). */
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  const key = (code: string) => fireEvent.keyDown(field, { key: code, code });
  return { field, type, key, onSave };
}

describe('NoteEditor: @mentions', () => {
  it('"@" offers the members that fit; Enter takes the first, and the note carries their id', async () => {
    const { field, type, key, onSave } = renderEditor();
    type('Ask @ma');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Mark OdeInterviewer', 'Maya ChenRecruiter']);
    key('ArrowDown');
    key('Enter');
    await waitFor(() => expect(field.value).toBe('Ask @Maya Chen '));
    expect(screen.queryByRole('option')).toBeNull();
    type('Ask @Maya Chen to call her.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Ask @Maya Chen to call her.', ['u-maya']));
  });

  it('a click chooses too; a mention edited away is not saved', async () => {
    const { field, type, onSave } = renderEditor();
    type('@sa');
    fireEvent.click(await screen.findByRole('option', { name: /Sam Rivera/ }));
    await waitFor(() => expect(field.value).toBe('@Sam Rivera '));
    type('@Sam R. will call');
    fireEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('@Sam R. will call', []));
  });

  it('Escape dismisses the list until the next "@"; no match, no list', async () => {
    const { type, key } = renderEditor();
    type('@m');
    await screen.findAllByRole('option');
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    type('@ma');
    expect(screen.queryByRole('option')).toBeNull();
    type('@ma and @s');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Sam RiveraAdmin']);
    type('@zz');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
  });
});
