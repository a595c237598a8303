import { Text } from '@mantine/core';
import { mentionSegments, type MentionCandidate } from '../model/mentions';

export interface NoteContentProps {
  content: string;
  /** The members the note mentions, by the names they have now. */
  mentioned: readonly MentionCandidate[];
}

/** A note's text with its @mentions highlighted (the brand's dark violet on its palest tint, 6.3:1). */
export function NoteContent({ content, mentioned }: NoteContentProps) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {mentionSegments(content, mentioned).map((segment, i) =>
        segment.userId ? (
          <Text key={i} span fw={600} c="violet.9" bg="violet.0" px={2} style={{ borderRadius: 4 }}>
            {segment.text}
          </Text>
        ) : (
          segment.text
        ),
      )}
    </Text>
  );
}
