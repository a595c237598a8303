import { describe, expect, it } from 'vitest';
import { canAddChannel, channelNameError, tidyChannelName } from './channelName';

describe('a new channel', () => {
  it('is named without its #, not blank, not too long, once per company whatever the case', () => {
    expect(tidyChannelName('  #design ')).toBe('design');
    expect(channelNameError(' # ', [])).toBe('Enter a channel name');
    expect(channelNameError('x'.repeat(81), [])).toBe('At most 80 characters');
    expect(channelNameError('#Hiring', ['hiring'])).toBe('#Hiring already exists');
    expect(channelNameError('design', ['hiring'])).toBeNull();
  });

  it('owners and admins add channels', () => {
    expect([canAddChannel('owner'), canAddChannel('admin'), canAddChannel('recruiter'), canAddChannel(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
