// The landing page's animated demo (spec §4 "Demo animation"): hiring-manager messages appear one
// at a time every 1500 ms until all 3 show; after a 900 ms pause the candidate panel starts,
// showing 1 message, then one more every 1500 ms until all 3 show.

export const DEMO_MESSAGE_INTERVAL_MS = 1500;
export const DEMO_PAUSE_MS = 900;

export interface DemoMessage {
  sender: 'AI' | 'Human';
  name: string;
  text: string;
}

export const HIRING_MANAGER_SCRIPT: DemoMessage[] = [
  {
    sender: 'AI',
    name: 'Partii AI',
    text: "Beyond the job description, how would you describe your team's culture day to day?",
  },
  {
    sender: 'Human',
    name: 'Hiring Manager',
    text: "We're small and move fast. People pair a lot and challenge each other's ideas openly.",
  },
  {
    sender: 'AI',
    name: 'Partii AI',
    text: 'Are there hidden requirements — things a great hire needs that never make it into the posting?',
  },
];

export const CANDIDATE_SCRIPT: DemoMessage[] = [
  { sender: 'AI', name: 'Partii AI', text: 'How do you like to collaborate with teammates on a new project?' },
  {
    sender: 'Human',
    name: 'Candidate',
    text: 'I like pairing early, then splitting the work with clear owners and short check-ins.',
  },
  { sender: 'AI', name: 'Partii AI', text: 'When you have an idea, how do you share it with the team?' },
];

/** How many messages of each panel show `elapsedMs` after the demo started. */
export function demoVisibleCounts(elapsedMs: number): { manager: number; candidate: number } {
  const total = HIRING_MANAGER_SCRIPT.length;
  const manager = Math.min(total, Math.max(0, Math.floor(elapsedMs / DEMO_MESSAGE_INTERVAL_MS)));
  const managerDoneAt = total * DEMO_MESSAGE_INTERVAL_MS;
  const candidateStart = managerDoneAt + DEMO_PAUSE_MS;
  const candidate =
    elapsedMs < candidateStart
      ? 0
      : Math.min(CANDIDATE_SCRIPT.length, 1 + Math.floor((elapsedMs - candidateStart) / DEMO_MESSAGE_INTERVAL_MS));
  return { manager, candidate };
}

/** When the animation has nothing left to show (the timer can stop). */
export const DEMO_DURATION_MS =
  HIRING_MANAGER_SCRIPT.length * DEMO_MESSAGE_INTERVAL_MS +
  DEMO_PAUSE_MS +
  (CANDIDATE_SCRIPT.length - 1) * DEMO_MESSAGE_INTERVAL_MS;
