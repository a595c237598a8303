// Interviews are sample data only (spec §1, §3 "Interview (sample only)"; durations 45 or 60 min).
export interface SampleInterview {
  id: string;
  candidate: string;
  position: string;
  date: string;
  duration: 45 | 60;
  attendees: string[];
}

export const SAMPLE_INTERVIEWS: SampleInterview[] = [
  {
    id: 'int-1',
    candidate: 'Emma Thompson',
    position: 'Senior Frontend Engineer',
    date: '2025-05-12T10:00:00',
    duration: 60,
    attendees: ['Alex Kim', 'Priya Patel'],
  },
  {
    id: 'int-2',
    candidate: 'Marcus Chen',
    position: 'Product Designer',
    date: '2025-05-12T14:30:00',
    duration: 45,
    attendees: ['Sofia Rossi'],
  },
  {
    id: 'int-3',
    candidate: 'Aisha Okafor',
    position: 'Backend Engineer',
    date: '2025-05-13T09:00:00',
    duration: 60,
    attendees: ['Alex Kim', 'Noah Brown'],
  },
  {
    id: 'int-4',
    candidate: 'Lucas Silva',
    position: 'Product Manager',
    date: '2025-05-14T16:00:00',
    duration: 45,
    attendees: ['Priya Patel'],
  },
];
