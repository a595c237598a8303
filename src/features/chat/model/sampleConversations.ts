// The recruiter chat screen is a placeholder with sample data (spec §1, §2).
export interface SampleChatMessage {
  id: string;
  sender: 'user' | 'ai';
  content: string;
  timestamp: string;
}

export interface SampleConversation {
  id: string;
  name: string;
  preview: string;
  messages: SampleChatMessage[];
}

export const SAMPLE_CONVERSATIONS: SampleConversation[] = [
  {
    id: 'c1',
    name: 'Hiring Assistant',
    preview: 'Here are the top candidates for Senior Frontend Engineer…',
    messages: [
      {
        id: 'm1',
        sender: 'user',
        content: 'Who are the strongest candidates for the Senior Frontend Engineer role?',
        timestamp: '09:12',
      },
      {
        id: 'm2',
        sender: 'ai',
        content:
          'Here are the top candidates for Senior Frontend Engineer: Emma Thompson (9.1), Aisha Okafor (8.7) and Marcus Chen (8.2). Emma has 7 years of React experience.',
        timestamp: '09:12',
      },
      { id: 'm3', sender: 'user', content: 'Draft an interview invitation for Emma.', timestamp: '09:14' },
      {
        id: 'm4',
        sender: 'ai',
        content:
          'Hi Emma, thank you for applying — we would love to invite you to a 60-minute technical interview next week. Which times work for you?',
        timestamp: '09:14',
      },
    ],
  },
  {
    id: 'c2',
    name: 'Design team',
    preview: 'Portfolio reviews are scheduled for Thursday.',
    messages: [
      { id: 'm5', sender: 'ai', content: 'Portfolio reviews are scheduled for Thursday.', timestamp: 'Yesterday' },
    ],
  },
];
