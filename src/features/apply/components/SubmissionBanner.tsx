import { useRef, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconCloudUpload,
  IconFileAlert,
  IconUpload,
  IconWifiOff,
} from '@tabler/icons-react';
import { useSyncStatus } from '@/db/react';
import { RESUME_ACCEPT } from '../model/applyChat';
import { resumeRefusalReason } from '../model/resumeFile';
import { useResumeReupload, useSubmissionState } from '../queries/useApplyChat';

/**
 * Tells the applicant plainly where their submitted application is, live from the outbox:
 * queued offline, sending, sent, or rejected — and, apart from a refused application, an
 * application that went through while its resume did not (D9), with a way to upload another.
 */
export function SubmissionBanner({ jobId }: { jobId: string }) {
  const state = useSubmissionState(jobId);
  const { online } = useSyncStatus('public');
  const delivery = state?.delivery;
  if (!delivery || delivery === 'none') return null;
  if (delivery === 'sent') {
    return (
      <Banner color="green" icon={<IconCheck />} title="Sent">
        Your application has reached the hiring team.
      </Banner>
    );
  }
  if (delivery === 'failed') {
    return (
      <Banner color="red" icon={<IconAlertTriangle />} title="Your application could not be sent" urgent>
        The job may have closed. Please try again later or browse other jobs.
      </Banner>
    );
  }
  if (delivery === 'resume-failed')
    return <ResumeRefused jobId={jobId} reason={resumeRefusalReason(state.resumeError)} />;
  if (delivery === 'resume-waiting')
    return (
      <WaitingBanner
        online={online}
        onlineTitle="Application sent — uploading your resume…"
        offlineTitle="Application sent — your resume will upload when you're back online"
        offlineText="It is saved on this device."
      />
    );
  return (
    <WaitingBanner
      online={online}
      onlineTitle="Sending your application…"
      offlineTitle="Waiting for a connection — your application will be sent automatically"
      offlineText="It is saved on this device. Keep this page or come back later: it goes out as soon as you are online."
    />
  );
}

interface BannerProps {
  color: string;
  icon: ReactNode;
  title: string;
  /** Something went wrong (announced at once, role alert); otherwise news (role status). */
  urgent?: boolean;
  children: ReactNode;
}

/** Every state of the banner is one Alert under one test id; only its wording and tone differ. */
function Banner({ color, icon, title, urgent = false, children }: BannerProps) {
  return (
    <Alert color={color} icon={icon} title={title} role={urgent ? 'alert' : 'status'} data-testid="submission-banner">
      {children}
    </Alert>
  );
}

interface WaitingBannerProps {
  online: boolean;
  onlineTitle: string;
  offlineTitle: string;
  offlineText: string;
}

/** Something is still on its way: sending now (online), or waiting for a connection (offline). */
function WaitingBanner({ online, onlineTitle, offlineTitle, offlineText }: WaitingBannerProps) {
  return (
    <Banner
      color={online ? 'blue' : 'yellow'}
      icon={online ? <IconCloudUpload /> : <IconWifiOff />}
      title={online ? onlineTitle : offlineTitle}
    >
      {online ? 'This only takes a moment.' : offlineText}
    </Banner>
  );
}

/** The application went through, its resume did not: say so, and take another file. */
function ResumeRefused({ jobId, reason }: { jobId: string; reason: string }) {
  const input = useRef<HTMLInputElement>(null);
  const reupload = useResumeReupload(jobId);
  return (
    <Banner color="orange" icon={<IconFileAlert />} title="Application sent, resume not uploaded" urgent>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {reason} The hiring team has your application. Please upload your resume again as a PDF, DOC or DOCX file up
          to 10 MB.
        </Text>
        {reupload.error && (
          <Text size="sm" c="red.9" fw={600} data-testid="reupload-error">
            {reupload.error}
          </Text>
        )}
        <input
          ref={input}
          type="file"
          accept={RESUME_ACCEPT}
          hidden
          data-testid="resume-reupload-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void reupload.upload(file);
          }}
        />
        <Button
          fullWidth
          maw={260}
          px="xs"
          size="sm"
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={reupload.busy}
          onClick={() => input.current?.click()}
        >
          Upload again
        </Button>
      </Stack>
    </Banner>
  );
}
