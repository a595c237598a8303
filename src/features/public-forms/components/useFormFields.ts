import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../model/formErrors';

/** A form's text values, the message under each field, and the props that bind an input to a field. */
export function useFormFields<T extends Record<string, string>>(empty: T) {
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  /** Typing in a field clears its message: the visitor is fixing it. */
  const setField = (field: keyof T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  /** `value`, `onChange` and `error` of a TextInput or Textarea. */
  const textField = (field: keyof T) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(field, event.currentTarget.value),
    error: errors[field],
  });

  /** `value`, `onChange` and `error` of a Select; '' is "nothing chosen". */
  const selectField = (field: keyof T) => ({
    value: values[field] || null,
    onChange: (value: string | null) => setField(field, value ?? ''),
    error: errors[field],
  });

  return { values, setValues, errors, setErrors, setField, reset, textField, selectField };
}
