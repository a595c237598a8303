import { describe, expect, it } from 'vitest';
import { candidateFirstName, candidateValues } from './candidateValues';
import { emailOfferQuestion, offeredTemplateForStage, offeredTemplateForStatus } from './emailOffer';
import { emailStatusLabel } from './emailStatus';

describe('emailStatusLabel', () => {
  it('says each state in words', () => {
    expect(emailStatusLabel({ status: 'queued', last_error: null }).label).toBe('Queued');
    expect(emailStatusLabel({ status: 'sending', last_error: null }).label).toBe('Sending');
    expect(emailStatusLabel({ status: 'sent', last_error: null }).label).toBe('Sent');
    expect(emailStatusLabel({ status: 'failed', last_error: 'Mailbox full' }).label).toBe('Failed: Mailbox full');
    expect(emailStatusLabel({ status: 'failed', last_error: null }).label).toBe('Failed');
  });
});

describe('the template a move offers', () => {
  it('offers the rejection, the invitation and the offer', () => {
    expect(offeredTemplateForStatus('rejected')).toBe('rejection');
    expect(offeredTemplateForStatus('interview')).toBe('interview_invitation');
    expect(offeredTemplateForStatus('offer')).toBe('offer');
    expect(offeredTemplateForStatus('screening')).toBeNull();
    expect(offeredTemplateForStage('interview')).toBe('interview_invitation');
    expect(offeredTemplateForStage('assessment')).toBeNull();
  });

  it('asks by first name', () => {
    expect(emailOfferQuestion('rejection', 'Olivia')).toBe('Email Olivia the rejection?');
    expect(emailOfferQuestion('interview_invitation', 'Olivia')).toBe('Email Olivia an invitation to interview?');
  });
});

describe('candidateValues', () => {
  it('fills the candidate, job, company, sender and interview', () => {
    const values = candidateValues({
      profile: { first_name: 'Olivia', last_name: 'Martin', email: 'o@example.com' },
      job: { title: 'Designer' },
      companyName: 'Acme',
      senderName: 'Sam',
      interview: { starts_at: '2026-12-01T14:00:00Z', location: 'Room 4', video_url: null },
      timeZone: 'UTC',
    });
    expect(values).toEqual({
      'candidate.first_name': 'Olivia',
      'candidate.last_name': 'Martin',
      'candidate.full_name': 'Olivia Martin',
      'job.title': 'Designer',
      'company.name': 'Acme',
      'sender.name': 'Sam',
      'interview.when': 'Tuesday 1 December at 14:00 (UTC)',
      'interview.location': 'Room 4',
    });
  });

  it('leaves what is not known without a value', () => {
    const values = candidateValues({
      profile: { first_name: null, last_name: 'Martin', email: null },
      job: undefined,
      companyName: null,
      senderName: null,
      interview: null,
      timeZone: 'UTC',
    });
    expect(values['candidate.first_name']).toBe('Martin');
    expect(values['job.title']).toBeNull();
    expect(values['interview.when']).toBeNull();
    expect(candidateFirstName({ first_name: null, last_name: null, email: null })).toBe('the candidate');
  });
});
