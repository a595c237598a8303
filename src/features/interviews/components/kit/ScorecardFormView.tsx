import { useState } from 'react';
// The radios' label layout (Mantine's InlineInput, under utils/): vite.config.ts loads a Mantine
// component's stylesheet with its code only for modules under components/, so this one is named.
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { FocusAttribute } from '../../model/scorecardForm';
import { RATINGS, scorecardFormError, type Rating, type ScorecardForm } from '../../model/scorecardForm';
import { RECOMMENDATION_LABEL, RECOMMENDATION_SCALE } from '../../model/recommendation';
import type { Recommendation } from '@/db';

export interface ScorecardFormViewProps {
  attributes: readonly FocusAttribute[];
  /** The form as last saved (the draft, the scorecard being edited, or blank). */
  initial: ScorecardForm;
  /** Every change, as typed: the parent keeps it as the draft on this device. */
  onChange: (form: ScorecardForm) => void;
  onSubmit: (form: ScorecardForm) => Promise<void>;
  /** While editing a submitted scorecard: going back to it unchanged. */
  onCancelEdit?: () => void;
  /** "Draft saved on this device", once a draft exists. */
  draftSaved: boolean;
}

/** The scorecard form (issue 14 §5): a 1–4 rating and a note per attribute, the recommendation, take-aways. */
export function ScorecardFormView({
  attributes,
  initial,
  onChange,
  onSubmit,
  onCancelEdit,
  draftSaved,
}: ScorecardFormViewProps) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (next: ScorecardForm) => {
    setForm(next);
    setError(null);
    onChange(next);
  };
  const setRating = (id: string, patch: Partial<ScorecardForm['ratings'][string]>) =>
    change({
      ...form,
      ratings: { ...form.ratings, [id]: { ...(form.ratings[id] ?? { rating: null, note: '' }), ...patch } },
    });

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = scorecardFormError(form);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(form);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {attributes.map((attribute) => {
          const value = form.ratings[attribute.id] ?? { rating: null, note: '' };
          return (
            <Stack key={attribute.id} gap={6}>
              <Radio.Group
                label={attribute.name}
                description="1 (strong no) to 4 (strong yes)"
                value={value.rating ? String(value.rating) : null}
                onChange={(rating) => setRating(attribute.id, { rating: Number(rating) as Rating })}
              >
                <Group gap="md" mt={6}>
                  {RATINGS.map((n) => (
                    <Radio key={n} value={String(n)} label={String(n)} />
                  ))}
                  {value.rating !== null && (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      color="gray"
                      onClick={() => setRating(attribute.id, { rating: null })}
                      aria-label={`Clear the rating of ${attribute.name}`}
                    >
                      Clear
                    </Button>
                  )}
                </Group>
              </Radio.Group>
              <Textarea
                aria-label={`Note on ${attribute.name}`}
                placeholder={`Note on ${attribute.name.toLowerCase()} (optional)`}
                autosize
                minRows={1}
                value={value.note}
                onChange={(e) => setRating(attribute.id, { note: e.currentTarget.value })}
              />
            </Stack>
          );
        })}
        <Radio.Group
          label="Overall recommendation"
          required
          value={form.recommendation}
          onChange={(r) => change({ ...form, recommendation: r as Recommendation })}
        >
          <Group gap="md" mt={6}>
            {RECOMMENDATION_SCALE.map((r) => (
              <Radio key={r} value={r} label={RECOMMENDATION_LABEL[r]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Key take-aways"
          autosize
          minRows={3}
          value={form.keyTakeaways}
          onChange={(e) => change({ ...form, keyTakeaways: e.currentTarget.value })}
        />
        {error && (
          <Alert color="red" p="xs" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {draftSaved ? 'Draft saved on this device' : 'Saved on this device as you type'}
          </Text>
          <Group gap="xs">
            {onCancelEdit && (
              <Button variant="default" onClick={onCancelEdit}>
                Cancel editing
              </Button>
            )}
            <Button type="submit" loading={submitting}>
              Submit scorecard
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
