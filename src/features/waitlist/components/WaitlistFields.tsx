import { Select, Textarea, type SelectProps, type TextareaProps } from '@mantine/core';
import { COMPANY_SIZES } from '../model/waitlistForm';

/**
 * The company size choice of both waitlist forms (spec §9: 1-10 … 501+). Its options are drawn
 * when the list opens, not kept mounted hidden (Mantine's default): a mounted list is positioned
 * on mount, and floating-ui's measuring forces a style and layout pass over the whole landing
 * page, ~40 ms of one task on a mid-range phone (issue 12, B8).
 */
export function CompanySizeSelect(props: Omit<SelectProps, 'label' | 'placeholder' | 'data'>) {
  return (
    <Select
      label="Company size"
      placeholder="Select company size"
      data={[...COMPANY_SIZES]}
      comboboxProps={{ keepMounted: false }}
      {...props}
    />
  );
}

/** "What excites you about Partii?", asked by both waitlist forms. */
export function ExcitementReasonField(props: Omit<TextareaProps, 'label' | 'minRows'>) {
  return <Textarea label="What excites you about Partii?" minRows={3} {...props} />;
}
