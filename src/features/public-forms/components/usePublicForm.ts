import type { FormEvent } from 'react';
import type { OutboxResult, PublicDb } from '@/db';
import type { Validated } from '../model/formErrors';
import type { PublicFormMessages } from '../model/formNotices';
import { useFormFields } from './useFormFields';
import { usePublicFormSubmit } from './usePublicFormSubmit';

export interface PublicFormOptions<TValues, TForm> {
  empty: TValues;
  /** The form's schema check: the parsed form, or one message under each invalid field. */
  validate: (values: TValues) => Validated<TForm, TValues>;
  send: (db: PublicDb, form: TForm, online: boolean) => Promise<OutboxResult>;
  messages: PublicFormMessages;
  /** After the form was accepted and cleared (e.g. close the dialog). */
  onSent: () => void;
}

/**
 * A public dialog form (spec §4 "Dialogs"): an invalid submit shows the field messages; a valid one
 * is sent, and once accepted the form is cleared and `onSent` runs. A failure keeps what was typed.
 */
export function usePublicForm<TValues extends Record<string, string>, TForm>(
  options: PublicFormOptions<TValues, TForm>,
) {
  const fields = useFormFields(options.empty);
  const { state, submitting, submit } = usePublicFormSubmit(options.send, options.messages);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = options.validate(fields.values);
    if (!result.ok) return fields.setErrors(result.errors);
    if (await submit(result.value)) {
      fields.reset();
      options.onSent();
    }
  };

  return { ...fields, state, submitting, handleSubmit };
}
