import { useId, useRef } from 'react';
import { Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { insertAt } from '../model/renderTemplate';
import { variableToken, type TemplateVariableName } from '../model/templateVariables';
import { BODY_MAX, SUBJECT_MAX } from '../model/emailValidation';
import { VariablesMenu } from './VariablesMenu';

export interface SubjectAndBodyProps {
  subject: string;
  body: string;
  onSubjectChange: (subject: string) => void;
  onBodyChange: (body: string) => void;
  subjectError?: string;
  bodyError?: string;
  readOnly?: boolean;
}

/**
 * A subject and a body with the variables menu: a variable goes in at the caret of the field
 * last in focus (the body until another was chosen), replacing a selection.
 */
export function SubjectAndBody({
  subject,
  body,
  onSubjectChange,
  onBodyChange,
  subjectError,
  bodyError,
  readOnly,
}: SubjectAndBodyProps) {
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<'subject' | 'body'>('body');
  const bodyId = useId();

  const handleInsert = (name: TemplateVariableName) => {
    const field = lastField.current === 'subject' ? subjectRef.current : bodyRef.current;
    const value = lastField.current === 'subject' ? subject : body;
    const next = insertAt(value, variableToken(name), field?.selectionStart ?? null, field?.selectionEnd ?? null);
    (lastField.current === 'subject' ? onSubjectChange : onBodyChange)(next.text);
    // After React has written the new value: the caret just after the variable.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Stack gap="xs">
      <TextInput
        ref={subjectRef}
        label="Subject"
        required
        maxLength={SUBJECT_MAX + 50}
        value={subject}
        readOnly={readOnly}
        onFocus={() => (lastField.current = 'subject')}
        onChange={(e) => onSubjectChange(e.currentTarget.value)}
        error={subjectError}
      />
      <div>
        <Group justify="space-between" align="flex-end" mb={4}>
          <Text component="label" htmlFor={bodyId} size="sm" fw={500}>
            Body{' '}
            <Text span c="red.9" aria-hidden>
              *
            </Text>
          </Text>
          {!readOnly && <VariablesMenu onInsert={handleInsert} />}
        </Group>
        <Textarea
          ref={bodyRef}
          id={bodyId}
          required
          autosize
          minRows={8}
          maxRows={18}
          maxLength={BODY_MAX + 50}
          value={body}
          readOnly={readOnly}
          onFocus={() => (lastField.current = 'body')}
          onChange={(e) => onBodyChange(e.currentTarget.value)}
          error={bodyError}
        />
      </div>
    </Stack>
  );
}
