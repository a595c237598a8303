import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShare } from '@tabler/icons-react';

/** Shares the job page: the Web Share API where the device has one, otherwise copies the link. */
export function ShareJobButton({ title }: { title: string }) {
  const handleShare = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: `${title} — apply with Partii`, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === 'AbortError') return; // the visitor closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({ color: 'green', title: 'Link copied', message: 'The job link is on your clipboard.' });
    } catch (error) {
      console.error('Failed to copy link', error);
      notifications.show({ color: 'red', title: 'Failed to copy link', message: url });
    }
  };
  return (
    <Button variant="default" leftSection={<IconShare size={18} aria-hidden />} onClick={handleShare}>
      Share
    </Button>
  );
}
