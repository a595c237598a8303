import { Text } from '@mantine/core';
import { mentionSegments, type MentionCandidate } from '../model/mentions';

export interface NoteContentProps {
  content: string;
  /** The members the note mentions, by the names they have now. */
  mentioned: readonly MentionCandidate[];
}

/** A note's text with its @mentions highlighted (dark blue on light blue: 7:1). */
export function NoteContent({ content, mentioned }: NoteContentProps) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {mentionSegments(content, mentioned).map((segment, i) =>
        segment.userId ? (
          <Text key={i} span fw={600} c="blue.9" bg="blue.0" px={2} style={{ borderRadius: 4 }}>
            {segment.text}
          </Text>
        ) : (
          segment.text
        ),
      )}
    </Text>
  );
}
