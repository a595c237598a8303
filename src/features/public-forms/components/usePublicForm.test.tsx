// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { notifications } from '@mantine/notifications';
import type { OutboxResult } from '@/db';
import type { Validated } from '../model/formErrors';
import { usePublicForm } from './usePublicForm';

vi.mock('@/db/react', () => ({
  usePublicDb: () => ({}),
  useSyncStatus: () => ({ online: false }),
}));

type Values = { name: string };
const validate = (values: Values): Validated<Values, Values> =>
  values.name.length >= 2 ? { ok: true, value: values } : { ok: false, errors: { name: 'Too short.' } };
const submitEvent = { preventDefault: () => {} } as FormEvent;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function setup(outcome: OutboxResult) {
  const send = vi.fn(async () => outcome);
  const onSent = vi.fn();
  const hook = renderHook(() =>
    usePublicForm({
      empty: { name: '' },
      validate,
      send,
      onSent,
      messages: { sent: { title: 'Sent', message: '' }, failed: { title: 'Failed', message: '' }, logLabel: 'x' },
    }),
  );
  const type = (name: string) =>
    act(() => hook.result.current.textField('name').onChange({ currentTarget: { value: name } } as never));
  const submit = () => act(() => hook.result.current.handleSubmit(submitEvent));
  return { hook, send, onSent, type, submit };
}

describe('usePublicForm', () => {
  it('shows the field messages for an invalid form and sends nothing; typing clears the message', async () => {
    const { hook, send, type, submit } = setup('applied');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.textField('name').error).toBe('Too short.');
    type('A');
    expect(hook.result.current.textField('name')).toMatchObject({ value: 'A', error: undefined });
  });

  it('sends a valid form, then clears it and calls onSent', async () => {
    const { hook, send, onSent, type, submit } = setup('pending');
    type('Ada');
    await submit();
    expect(send).toHaveBeenCalledWith({}, { name: 'Ada' }, false);
    expect(onSent).toHaveBeenCalledOnce();
    expect(hook.result.current.values).toEqual({ name: '' });
  });

  it('keeps what was typed when the server rejects the form', async () => {
    const { hook, onSent, type, submit } = setup('failed');
    type('Ada');
    await submit();
    expect(onSent).not.toHaveBeenCalled();
    expect(hook.result.current.values).toEqual({ name: 'Ada' });
    expect(hook.result.current.state).toBe('error');
  });
});
