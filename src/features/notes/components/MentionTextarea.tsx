import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Combobox, Text, Textarea, useCombobox, type TextareaProps } from '@mantine/core';
import {
  insertMention,
  matchMembers,
  mentionQueryAt,
  survivingMentionIds,
  type MentionCandidate,
  type MentionQuery,
} from '../model/mentions';

/** A member the field offers after "@", with a line under the name (their role). */
export type MentionOption = MentionCandidate & { detail?: string };

export interface MentionTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'onKeyDown'> {
  /** The members offered after "@" (the writer left out). */
  members: readonly MentionOption[];
  value: string;
  /** The new text and the ids of the chosen members it still names. */
  onChange: (value: string, mentionedIds: string[]) => void;
  /** Keys the mention list does not take (while it is open it takes Enter, the arrows and Escape). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** The list's accessible name. */
  listLabel?: string;
}

/**
 * A textarea with @mentions (notes, chat messages). Typing "@" offers the team's members in a list
 * under the field (arrows to move, Enter or a click to choose, Escape to dismiss); a chosen
 * member's name goes into the text and their id into `mentionedIds`, for as long as the text still
 * names them.
 */
export function MentionTextarea({
  members,
  value,
  onChange,
  onKeyDown,
  listLabel = 'Mention a teammate',
  ...textareaProps
}: MentionTextareaProps) {
  const [caret, setCaret] = useState(0);
  const [chosen, setChosen] = useState<MentionCandidate[]>([]);
  /** The "@" whose list was dismissed with Escape: it stays closed until another "@" is typed. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const mention: MentionQuery | null = mentionQueryAt(value, caret);
  const options = mention && mention.start !== dismissedAt ? matchMembers(members, mention.query) : [];
  const open = options.length > 0;
  const combobox = useCombobox({ opened: open });
  const optionsKey = options.map((o) => o.userId).join(',');

  // The best match is selected as the list opens or narrows, so Enter takes it.
  useEffect(() => {
    if (open) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the store is stable per render; re-run only when the options change
  }, [open, optionsKey]);

  // A cleared field (a message sent) starts afresh: earlier choices no longer count. Adjusted
  // while rendering, as React advises for state that follows a prop.
  const [wasEmpty, setWasEmpty] = useState(value === '');
  if ((value === '') !== wasEmpty) {
    setWasEmpty(value === '');
    if (value === '') {
      setChosen([]);
      setDismissedAt(null);
    }
  }

  const track = (el: HTMLTextAreaElement) => {
    const at = el.selectionStart ?? el.value.length;
    setCaret(at);
    // Out of a mention: the next "@" offers the list again, even where one was dismissed.
    if (!mentionQueryAt(el.value, at)) setDismissedAt(null);
  };

  const handleChoose = (userId: string) => {
    const member = members.find((m) => m.userId === userId);
    if (!member || !mention) return;
    const next = insertMention(value, mention, caret, member.name);
    const nowChosen = [...chosen, { userId: member.userId, name: member.name }];
    setChosen(nowChosen);
    setCaret(next.caret);
    onChange(next.text, survivingMentionIds(next.text, nowChosen));
    // This "@" is done: "@Maya Chen " still reads as a query for Maya Chen, but is not one.
    setDismissedAt(mention.start);
    // After React has put the new text in the field.
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && mention) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setDismissedAt(mention.start);
      }
      // Enter and the arrows belong to the list while it is open (Combobox.Target handles them).
      if (['Escape', 'Enter', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    }
    onKeyDown?.(event);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={handleChoose}
      position="bottom-start"
      withinPortal={false}
      // The list follows each keystroke: it appears at once, without a fade.
      transitionProps={{ duration: 0 }}
      // The field being typed in is on screen; not hiding the list when its box looks detached
      // also keeps it working where nothing is laid out (jsdom's 0×0 boxes in component tests).
      hideDetached={false}
    >
      <Combobox.Target withKeyboardNavigation>
        <Textarea
          ref={field}
          {...textareaProps}
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value, survivingMentionIds(e.currentTarget.value, chosen));
            track(e.currentTarget);
          }}
          onSelect={(e) => track(e.currentTarget)}
          onKeyDown={handleKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown aria-label={listLabel}>
        <Combobox.Options>
          {options.map((member) => (
            <Combobox.Option key={member.userId} value={member.userId}>
              <Text size="sm">{member.name}</Text>
              {member.detail && (
                // The option's own colour (white on the selected one's violet), a little lighter.
                <Text size="xs" c="inherit" opacity={0.85}>
                  {member.detail}
                </Text>
              )}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
