import { Select, Textarea, type SelectProps, type TextareaProps } from '@mantine/core';
import { COMPANY_SIZES } from '../model/waitlistForm';

/** The company size choice of both waitlist forms (spec §9: 1-10 … 501+). */
export function CompanySizeSelect(props: Omit<SelectProps, 'label' | 'placeholder' | 'data'>) {
  return <Select label="Company size" placeholder="Select company size" data={[...COMPANY_SIZES]} {...props} />;
}

/** "What excites you about Partii?", asked by both waitlist forms. */
export function ExcitementReasonField(props: Omit<TextareaProps, 'label' | 'minRows'>) {
  return <Textarea label="What excites you about Partii?" minRows={3} {...props} />;
}
