import { useMemo, useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useAuth } from '@/auth';
import { recruiterName } from '@/auth/userName';
import { useCompanyDb, useMembership, useSyncStatus } from '@/db/react';
import { sendCandidateEmail } from '../commands/emailCommands';
import { candidateValues } from '../model/candidateValues';
import { emailErrors, hasErrors, unknownVariableMessage, type EmailForm } from '../model/emailValidation';
import { deviceTimeZone, nextScheduledInterview } from '../model/interviewValues';
import { renderTemplate, unknownVariables } from '../model/renderTemplate';
import type { TemplateValues } from '../model/templateVariables';
import type { EmailTarget, TemplateItem } from '../queries/emailReads';
import { useEmailTarget, useTemplates } from '../queries/useEmail';
import { emailQueuedToast } from './emailToasts';
import { EmailPreview } from './EmailPreview';
import { SubjectAndBody } from './SubjectAndBody';

export interface EmailCandidateDialogProps {
  opened: boolean;
  onClose: () => void;
  candidateId: string;
  /** The application the mail is about (the kanban card, a move); else the newest, or chosen. */
  applicationId?: string | null;
  /** The template to start from (a move's offer); else a blank mail. */
  templateKind?: TemplateItem['kind'] | null;
  /** A template by id (the hiring assistant's draft names one); wins over `templateKind`. */
  templateId?: string | null;
}

const BLANK = '';

function valuesFor(target: EmailTarget, applicationId: string, companyName: string | null, senderName: string) {
  const item = target.applications.find((a) => a.application.id === applicationId);
  return candidateValues({
    profile: target.profile,
    job: item?.job,
    companyName,
    senderName,
    interview: item ? nextScheduledInterview(item.interviews, new Date()) : null,
    timeZone: deviceTimeZone(),
  });
}

/**
 * "Email candidate" (issue 25 §3): a template (or a blank mail) filled in for this candidate, job,
 * company and sender, editable, with a preview; Send queues it through the outbox. Full screen on
 * a phone.
 */
export function EmailCandidateDialog({
  opened,
  onClose,
  candidateId,
  applicationId,
  templateKind,
  templateId,
}: EmailCandidateDialogProps) {
  const mobile = !!useMediaQuery('(max-width: 767px)');
  const target = useEmailTarget(candidateId);
  const templates = useTemplates();
  const name = target ? [target.profile.first_name, target.profile.last_name].filter(Boolean).join(' ') : '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={name ? `Email ${name}` : 'Email candidate'}
      size="lg"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target === null ? (
        <Text size="sm">This candidate no longer exists.</Text>
      ) : target && templates ? (
        <EmailCandidateForm
          target={target}
          templates={templates}
          initialApplicationId={applicationId ?? target.applications[0]?.application.id ?? ''}
          initialTemplateKind={templateKind ?? null}
          initialTemplateId={templateId ?? null}
          onClose={onClose}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      )}
    </Modal>
  );
}

interface EmailCandidateFormProps {
  target: EmailTarget;
  templates: TemplateItem[];
  initialApplicationId: string;
  initialTemplateKind: TemplateItem['kind'] | null;
  initialTemplateId: string | null;
  onClose: () => void;
}

function EmailCandidateForm({
  target,
  templates,
  initialApplicationId,
  initialTemplateKind,
  initialTemplateId,
  onClose,
}: EmailCandidateFormProps) {
  const db = useCompanyDb();
  const { user } = useAuth();
  const { companyName, memberName } = useMembership();
  const status = useSyncStatus('company');
  const senderName = memberName ?? recruiterName(user?.email);
  const [applicationId, setApplicationId] = useState(initialApplicationId);
  const values: TemplateValues = useMemo(
    () => valuesFor(target, applicationId, companyName, senderName),
    [target, applicationId, companyName, senderName],
  );
  const initialTemplate =
    (initialTemplateId ? templates.find((t) => t.id === initialTemplateId) : undefined) ??
    (initialTemplateKind ? templates.find((t) => t.kind === initialTemplateKind) : undefined);
  const [templateId, setTemplateId] = useState(initialTemplate?.id ?? BLANK);
  const [form, setForm] = useState<EmailForm>(() =>
    initialTemplate
      ? { subject: renderTemplate(initialTemplate.subject, values), body: renderTemplate(initialTemplate.body, values) }
      : { subject: '', body: '' },
  );
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [tab, setTab] = useState<string | null>('write');

  const rendered: EmailForm = {
    subject: renderTemplate(form.subject, values),
    body: renderTemplate(form.body, values),
  };
  const errors = emailErrors(rendered);
  // An unknown variable is shown as soon as it is written; the rest once Send was pressed.
  const live = (text: string) => {
    const unknown = unknownVariables(text);
    return unknown.length > 0 ? unknownVariableMessage(unknown[0]!) : undefined;
  };
  const subjectError = submitted ? errors.subject : live(form.subject);
  const bodyError = submitted ? errors.body : live(form.body);
  const email = target.profile.email?.trim() || null;
  const fullName = values['candidate.full_name'] ?? email ?? 'the candidate';

  const handleTemplate = (id: string) => {
    setTemplateId(id);
    const template = templates.find((t) => t.id === id);
    setForm(
      template
        ? { subject: renderTemplate(template.subject, values), body: renderTemplate(template.body, values) }
        : { subject: '', body: '' },
    );
    setSubmitted(false);
  };

  const handleApplication = (id: string) => {
    setApplicationId(id);
    const template = templates.find((t) => t.id === templateId);
    // The text was filled in for the other job: fill it in again for this one.
    if (template) {
      const next = valuesFor(target, id, companyName, senderName);
      setForm({ subject: renderTemplate(template.subject, next), body: renderTemplate(template.body, next) });
    }
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!email || hasErrors(errors)) return;
    setSending(true);
    try {
      await sendCandidateEmail(db, {
        candidateId: target.profile.id,
        applicationId: applicationId || null,
        templateId: templateId || null,
        subject: rendered.subject,
        body: rendered.body,
      });
      notifications.show(emailQueuedToast(fullName, navigator.onLine && status.online));
      onClose();
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'Failed to queue the email', color: 'red' });
    } finally {
      setSending(false);
    }
  };

  const applicationOptions = target.applications.map(({ application, job }) => ({
    value: application.id,
    label: job?.title ?? 'Unknown job',
  }));

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Text span fw={600}>
            To:{' '}
          </Text>
          {email ? `${fullName} <${email}>` : fullName}
        </Text>
        {!email && (
          <Alert color="yellow" title="No email address">
            Add an email address to this candidate’s profile to write to them.
          </Alert>
        )}
        <Group grow align="flex-start">
          {applicationOptions.length > 1 && (
            <NativeSelect
              label="About"
              data={applicationOptions}
              value={applicationId}
              onChange={(e) => handleApplication(e.currentTarget.value)}
            />
          )}
          <NativeSelect
            label="Template"
            data={[{ value: BLANK, label: 'Blank email' }, ...templates.map((t) => ({ value: t.id, label: t.name }))]}
            value={templateId}
            onChange={(e) => handleTemplate(e.currentTarget.value)}
          />
        </Group>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="write">Write</Tabs.Tab>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <SubjectAndBody
              subject={form.subject}
              body={form.body}
              onSubjectChange={(subject) => setForm((f) => ({ ...f, subject }))}
              onBodyChange={(body) => setForm((f) => ({ ...f, body }))}
              subjectError={subjectError}
              bodyError={bodyError}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            <EmailPreview
              to={email ? `${fullName} <${email}>` : undefined}
              subject={rendered.subject}
              body={rendered.body}
            />
          </Tabs.Panel>
        </Tabs>
        {/* Under the fields while writing; here when they are not shown (the preview). */}
        {submitted && tab === 'preview' && hasErrors(errors) && (
          <Text size="sm" c="red.9" role="alert">
            {errors.subject ?? errors.body}
          </Text>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={sending} disabled={!email || (submitted && hasErrors(errors))}>
            Send email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
