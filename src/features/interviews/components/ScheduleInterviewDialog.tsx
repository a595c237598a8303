import { useMemo, useState } from 'react';
import { Alert, Checkbox, Group, Modal, MultiSelect, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Interview } from '@/db';
import { useCompanyDb } from '@/db/react';
import { rescheduleInterview, scheduleInterview } from '../commands/scheduleInterview';
import { interviewClashes } from '../model/interviewClashes';
import { memberLabel } from '../model/people';
import {
  DURATION_CHOICES,
  DURATION_LABEL,
  durationChoice,
  durationMinutes,
  formFromInterview,
  interviewFields,
  scheduleFormErrors,
  startsAtFrom,
  type DurationChoice,
  type ScheduleErrors,
  type ScheduleForm,
} from '../model/scheduleForm';
import { useInterviewsAround, useMembers, useScheduleTarget } from '../queries/useInterviews';
import { ApplicationPicker } from './ApplicationPicker';
import { ClashWarning } from './ClashWarning';
import { dateTimeRange } from './interviewFormat';
import { DialogActions } from '@/ui/DialogActions';

export interface ScheduleInterviewDialogProps {
  opened: boolean;
  onClose: () => void;
  /**
   * Which application: one given (the kanban card), a few to choose from (the profile: the
   * candidate's applications), or none (the Interviews screen: any candidate, searched).
   */
  applications?: { value: string; label: string }[];
  /** Rescheduling this interview instead of scheduling a new one. */
  interview?: Interview;
}

const blankForm = (applicationId: string): ScheduleForm => ({
  applicationId,
  stageId: null,
  date: '',
  time: '',
  duration: '45',
  customMinutes: '',
  interviewerIds: [],
  place: '',
  inviteCandidate: false,
});

/** The Schedule Interview dialog (issue 14 §3); also Reschedule. A clash is warned about, never blocked. */
export function ScheduleInterviewDialog({ opened, onClose, applications, interview }: ScheduleInterviewDialogProps) {
  const db = useCompanyDb();
  const [form, setForm] = useState<ScheduleForm>(() =>
    interview ? formFromInterview(interview) : blankForm(applications?.length === 1 ? applications[0]!.value : ''),
  );
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [saving, setSaving] = useState(false);
  const target = useScheduleTarget(form.applicationId || null);
  const members = useMembers();

  // The stage the candidate is at (when it is one of the job's plan), else the plan's first
  // interview; its default length with it. Once, when the application is known (state adjusted
  // while rendering, React's way to follow a prop without an effect).
  const [stagedFor, setStagedFor] = useState<string | null>(interview ? interview.application_id : null);
  if (target && stagedFor !== target.application.id) {
    setStagedFor(target.application.id);
    const current = target.stages.find((s) => s.id === target.application.stage_id);
    const stage = current ?? target.stages.find((s) => s.type === 'interview') ?? null;
    setForm((f) => ({ ...f, stageId: stage?.id ?? null, ...durationChoice(stage?.duration_minutes ?? 45) }));
  }

  const startsAt = startsAtFrom(form.date, form.time);
  const minutes = durationMinutes(form) ?? 45;
  const around = useInterviewsAround(startsAt, minutes);
  const clashes = useMemo(
    () =>
      startsAt
        ? interviewClashes(
            { id: interview?.id ?? '', starts_at: startsAt, duration_minutes: minutes },
            around.map((item) => item.interview),
            form.interviewerIds,
          )
        : [],
    [around, startsAt, minutes, form.interviewerIds, interview?.id],
  );
  const aroundById = useMemo(() => new Map(around.map((item) => [item.interview.id, item])), [around]);

  const set = <K extends keyof ScheduleForm>(key: K, value: ScheduleForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const handleStage = (stageId: string) => {
    const stage = target?.stages.find((s) => s.id === stageId);
    setForm((f) => ({
      ...f,
      stageId: stageId || null,
      ...(stage?.duration_minutes ? durationChoice(stage.duration_minutes) : {}),
    }));
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = scheduleFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const fields = interviewFields(form);
      if (interview) {
        const { application_id: _unchanged, ...changes } = fields;
        await rescheduleInterview(db, interview.id, changes);
      } else {
        await scheduleInterview(db, fields);
      }
      notifications.show({
        title: interview ? 'Interview rescheduled' : 'Interview scheduled',
        message: `${target?.candidateName ?? 'The candidate'} · ${dateTimeRange(fields)}`,
        color: 'green',
      });
      onClose();
    } catch (error) {
      console.error(error);
      notifications.show({
        title: 'Failed to schedule the interview',
        message: error instanceof Error ? error.message : String(error),
        color: 'red',
      });
    } finally {
      setSaving(false);
    }
  };

  const memberOptions = (members ?? []).map((m) => ({ value: m.user_id, label: memberLabel(m) }));
  const stageOptions = [
    { value: '', label: 'No stage' },
    ...(target?.stages ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  const fixed = interview || applications?.length === 1;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={interview ? 'Reschedule Interview' : 'Schedule Interview'}
      size={480}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Field errors in red.9: Mantine's red.6 is below WCAG AA contrast for small text on white. */}
      <form
        onSubmit={handleSubmit}
        noValidate
        style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      >
        <Stack gap="sm">
          {fixed ? (
            <Text size="sm">
              <Text span fw={600}>
                {target?.candidateName ?? '…'}
              </Text>
              {target?.job ? ` — ${target.job.title}` : ''}
            </Text>
          ) : applications && applications.length > 1 ? (
            <NativeSelect
              label="Application"
              required
              data={[{ value: '', label: 'Choose the job' }, ...applications]}
              value={form.applicationId}
              onChange={(e) => set('applicationId', e.currentTarget.value)}
              error={errors.applicationId}
            />
          ) : (
            <ApplicationPicker
              value={form.applicationId}
              onChange={(id) => set('applicationId', id)}
              error={errors.applicationId}
            />
          )}
          {target && target.stages.length > 0 && (
            <NativeSelect
              label="Stage"
              description="From the job's interview plan"
              data={stageOptions}
              value={form.stageId ?? ''}
              onChange={(e) => handleStage(e.currentTarget.value)}
            />
          )}
          <Group grow align="flex-start">
            <TextInput
              label="Date"
              type="date"
              required
              value={form.date}
              onChange={(e) => set('date', e.currentTarget.value)}
              error={errors.date}
            />
            <TextInput
              label="Time"
              type="time"
              required
              value={form.time}
              onChange={(e) => set('time', e.currentTarget.value)}
              error={errors.time}
            />
          </Group>
          <Group grow align="flex-start">
            <NativeSelect
              label="Duration"
              data={DURATION_CHOICES.map((value) => ({ value, label: DURATION_LABEL[value] }))}
              value={form.duration}
              onChange={(e) => set('duration', e.currentTarget.value as DurationChoice)}
              error={form.duration === 'custom' ? undefined : errors.duration}
            />
            {form.duration === 'custom' && (
              <TextInput
                label="Minutes"
                inputMode="numeric"
                required
                value={form.customMinutes}
                onChange={(e) => set('customMinutes', e.currentTarget.value)}
                error={errors.duration}
                description="1 to 600"
              />
            )}
          </Group>
          <MultiSelect
            label="Interviewers"
            required
            searchable
            placeholder={form.interviewerIds.length ? undefined : 'Choose team members'}
            data={memberOptions}
            value={form.interviewerIds}
            onChange={(ids) => set('interviewerIds', ids)}
            nothingFoundMessage="No such member"
            error={errors.interviewerIds}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Location or video link"
            placeholder="Room 2, or https://meet…"
            value={form.place}
            onChange={(e) => set('place', e.currentTarget.value)}
            error={errors.place}
          />
          <Checkbox
            label="Send the candidate a calendar invitation"
            description="Everyone on the panel gets one by email, and a change or a cancellation reaches their calendars too."
            checked={form.inviteCandidate}
            onChange={(e) => set('inviteCandidate', e.currentTarget.checked)}
          />
          <ClashWarning clashes={clashes} items={aroundById} members={members ?? []} />
          {Object.keys(errors).some((k) => errors[k as keyof ScheduleErrors]) && (
            <Alert color="red" p="xs" role="alert">
              Please check the fields marked above.
            </Alert>
          )}
          <DialogActions submitLabel={interview ? 'Reschedule' : 'Schedule'} submitting={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
