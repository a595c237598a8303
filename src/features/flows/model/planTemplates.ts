// Starting templates for interview plans (docs/interviews.md "Starting templates"): the spec's
// sample flows made into one plan per job type, each stage with the attributes to rate (guidance
// says what a 4 and a 1 look like on the 1–4 scorecard scale) and the questions to ask.
// Pure data: the server seed imports this file, so it must not import React, Dexie or the app.

export type PlanTemplateJobType = 'technical' | 'design' | 'marketing' | 'product' | 'sales' | 'customer-support';

export interface PlanTemplateAttribute {
  /** Stable kebab-case id: scorecard ratings are keyed by it. */
  id: string;
  name: string;
  guidance: string;
}

export interface PlanTemplateStage {
  name: string;
  type: 'interview' | 'assessment' | 'decision';
  durationMinutes: number | null;
  focusAttributes: PlanTemplateAttribute[];
  questions: string[];
}

export interface PlanTemplate {
  key: string;
  jobType: PlanTemplateJobType;
  name: string;
  description: string;
  stages: PlanTemplateStage[];
}

const attr = (id: string, name: string, strong: string, weak: string): PlanTemplateAttribute => ({
  id,
  name,
  guidance: `4 (strong yes): ${strong}\n1 (strong no): ${weak}`,
});

// Attributes shared by several templates (same id means the same thing everywhere).
const COMMUNICATION = attr(
  'communication',
  'Communication',
  'Explains their thinking clearly and concisely, checks they were understood, adapts to the listener.',
  'Hard to follow, rambles or stays vague even when asked for specifics.',
);
const MOTIVATION = attr(
  'motivation',
  'Motivation and fit for the role',
  'Knows why they want this role at this company, has concrete goals that match what the role offers.',
  'Cannot say why they applied, or wants something the role clearly does not offer.',
);
const COLLABORATION = attr(
  'collaboration',
  'Collaboration',
  'Gives examples of sharing credit, resolving disagreement openly and helping others succeed.',
  'Blames others, describes teammates as obstacles, or has no example of working with others.',
);
const OWNERSHIP = attr(
  'ownership',
  'Ownership',
  'Takes responsibility for outcomes end to end, including mistakes, and follows through without being chased.',
  'Describes work only as tasks handed to them; deflects responsibility when things went wrong.',
);
const HIRING_BAR = attr(
  'hiring-bar',
  'Overall hiring bar',
  'Evidence from every stage says they would raise the level of the team.',
  'Clear gaps in the must-haves for the role, or concerns raised by more than one interviewer.',
);

const DECISION_QUESTIONS = [
  'Does the evidence from every stage cover each must-have for the role?',
  'Which concerns were raised, and were they followed up in a later stage?',
  'Would we be disappointed to lose this candidate to a competitor?',
];

function decisionStage(name = 'Decision'): PlanTemplateStage {
  return { name, type: 'decision', durationMinutes: 30, focusAttributes: [HIRING_BAR], questions: DECISION_QUESTIONS };
}

export const PLAN_TEMPLATES: PlanTemplate[] = [
  {
    key: 'engineering-interview-process',
    jobType: 'technical',
    name: 'Engineering Interview Process',
    description: 'Standard process for software engineering roles.',
    stages: [
      {
        name: 'Application Review',
        type: 'assessment',
        durationMinutes: null,
        focusAttributes: [
          attr(
            'relevant-experience',
            'Relevant experience',
            'Has shipped and maintained systems close to ours in scope and stack, with visible impact.',
            'No experience with the kind of work the role needs, and no adjacent experience to transfer.',
          ),
        ],
        questions: [
          'Which of their past projects is closest to what they would do here?',
          'Is there evidence of growth in responsibility over time?',
          'What would we most want to learn about them in the technical screen?',
        ],
      },
      {
        name: 'Technical Screen',
        type: 'interview',
        durationMinutes: 45,
        focusAttributes: [
          attr(
            'problem-solving',
            'Problem solving',
            'Breaks the problem down unprompted, states assumptions, weighs two approaches and picks one for stated reasons.',
            'Jumps to code without understanding the problem, or stalls and cannot make progress even with hints.',
          ),
          attr(
            'technical-knowledge',
            'Technical knowledge',
            'Explains how the tools they use work underneath and knows their trade-offs and failure modes.',
            'Knows tools only by name; cannot explain choices they made in their own past work.',
          ),
          COMMUNICATION,
        ],
        questions: [
          'Walk me through a technical decision you made recently that you would make differently today.',
          'Describe the hardest bug you have tracked down. How did you find it?',
          'How would you design a feature that must keep working while the user is offline?',
          'How do you decide when code is tested well enough?',
        ],
      },
      {
        name: 'Take-home Assignment',
        type: 'assessment',
        durationMinutes: null,
        focusAttributes: [
          attr(
            'code-quality',
            'Code quality',
            'Readable, well-structured code with meaningful tests; the reviewer could extend it without asking questions.',
            'Hard to follow, untested, or does not run as described.',
          ),
          attr(
            'product-judgement',
            'Product judgement',
            'Made sensible scope choices, handled the edge cases a user would hit, and explained what was left out.',
            'Ignored the brief or the obvious edge cases; no explanation of trade-offs.',
          ),
        ],
        questions: [
          'Does the submission meet the brief, and does it run from the instructions given?',
          'Which trade-offs did they explain, and were they sound?',
          'What would you ask them about this code in the final interview?',
        ],
      },
      {
        name: 'Final Interview',
        type: 'interview',
        durationMinutes: 60,
        focusAttributes: [
          attr(
            'system-design',
            'System design',
            'Designs for the real constraints (scale, failure, data consistency), and revisits the design when constraints change.',
            'Draws boxes without reasoning about how they fail, or cannot adapt when a constraint changes.',
          ),
          COLLABORATION,
          OWNERSHIP,
        ],
        questions: [
          'Walk us through your take-home: what would you change with another day?',
          'Tell us about a time you disagreed with a teammate on a technical approach. What happened?',
          'Describe a production incident you owned. What did you change afterwards?',
          'How do you help a less experienced engineer get unstuck?',
        ],
      },
      decisionStage(),
    ],
  },
  {
    key: 'design-portfolio-review',
    jobType: 'design',
    name: 'Design Portfolio Review',
    description: 'Portfolio-led process for product designers.',
    stages: [
      {
        name: 'Portfolio Review',
        type: 'assessment',
        durationMinutes: null,
        focusAttributes: [
          attr(
            'design-craft',
            'Visual and interaction craft',
            'Polished, consistent work with clear hierarchy and thoughtful interaction details across several projects.',
            'Inconsistent or dated visual work; interactions not considered beyond static screens.',
          ),
          attr(
            'design-process',
            'Design process',
            'Case studies show research, options explored, the reason for the chosen direction and its measured outcome.',
            'Only final screens; no sign of how or why decisions were made.',
          ),
        ],
        questions: [
          'Which project shows their strongest work, and what was their own part in it?',
          'Do the case studies show outcomes, not only outputs?',
          'What would we want them to go deeper on in the team interview?',
        ],
      },
      {
        name: 'Design Challenge',
        type: 'assessment',
        durationMinutes: 90,
        focusAttributes: [
          attr(
            'user-empathy',
            'User empathy',
            'Frames the problem from the user’s needs, names the users and their context, and designs for edge cases and accessibility.',
            'Designs for themselves; no mention of users, their goals or accessibility.',
          ),
          attr(
            'problem-framing',
            'Problem framing',
            'Clarifies the goal and constraints before designing, and scopes to what matters most.',
            'Starts pushing pixels without understanding the problem or its constraints.',
          ),
        ],
        questions: [
          'How did they frame the problem before designing?',
          'Which alternatives did they explore, and why did they discard them?',
          'How did they handle accessibility and empty or error states?',
        ],
      },
      {
        name: 'Team Interview',
        type: 'interview',
        durationMinutes: 60,
        focusAttributes: [
          COLLABORATION,
          attr(
            'feedback',
            'Giving and receiving feedback',
            'Welcomes critique, asks follow-up questions and changes the design when the argument is good; critiques others kindly and specifically.',
            'Defensive about their work, or critiques vaguely or harshly.',
          ),
          COMMUNICATION,
        ],
        questions: [
          'Present your design challenge to us. What would you test first with users?',
          'Tell us about a time an engineer or PM pushed back on your design. What happened?',
          'How do you keep a design system consistent while shipping fast?',
          'What feedback changed your work the most in the last year?',
        ],
      },
      decisionStage(),
    ],
  },
  {
    key: 'product-manager-loop',
    jobType: 'product',
    name: 'Product Manager Loop',
    description: 'Case study and stakeholder interviews.',
    stages: [
      {
        name: 'Initial Screening',
        type: 'interview',
        durationMinutes: 30,
        focusAttributes: [MOTIVATION, COMMUNICATION],
        questions: [
          'Tell me about a product you shipped that you are proud of. What was your role?',
          'Why product management, and why this company?',
          'How do you decide what not to build?',
        ],
      },
      {
        name: 'Case Study',
        type: 'assessment',
        durationMinutes: 60,
        focusAttributes: [
          attr(
            'prioritisation',
            'Prioritisation',
            'Ranks options by impact and cost with explicit reasoning, and says what they would cut and why.',
            'Wants to do everything, or prioritises by gut feeling without reasons.',
          ),
          attr(
            'data-driven',
            'Use of data',
            'Defines success metrics up front and knows which data would change their mind.',
            'No metrics, or metrics that would not show whether the product worked.',
          ),
          attr(
            'customer-focus',
            'Customer focus',
            'Grounds the case in specific customer problems and how they would validate them.',
            'Solutions in search of a problem; customers barely mentioned.',
          ),
        ],
        questions: [
          'What problem did they choose to solve, and for whom?',
          'How would they measure whether the solution worked?',
          'What did they leave out of the first version, and why?',
        ],
      },
      {
        name: 'Final Interview',
        type: 'interview',
        durationMinutes: 60,
        focusAttributes: [
          attr(
            'stakeholder-management',
            'Stakeholder management',
            'Aligns engineering, design and business on a plan, handles conflicting requests openly and keeps people informed.',
            'Avoids conflict or overrides others; stakeholders surprised by decisions.',
          ),
          OWNERSHIP,
          COMMUNICATION,
        ],
        questions: [
          'Tell us about a time two senior stakeholders wanted opposite things. What did you do?',
          'Describe a launch that did not go as planned. What did you learn?',
          'How do you work with engineering on estimates and scope?',
          'How would you spend your first 90 days here?',
        ],
      },
      decisionStage(),
    ],
  },
  {
    key: 'sales-hiring-sprint',
    jobType: 'sales',
    name: 'Sales Hiring Sprint',
    description: 'Fast process for account executives.',
    stages: [
      {
        name: 'Phone Screen',
        type: 'interview',
        durationMinutes: 30,
        focusAttributes: [
          MOTIVATION,
          attr(
            'track-record',
            'Track record',
            'Gives specific numbers against quota over several periods and explains how they hit them.',
            'Vague about results, or cannot say how they performed against quota.',
          ),
          COMMUNICATION,
        ],
        questions: [
          'What was your quota last year, and how did you do against it?',
          'Walk me through the biggest deal you closed, from first contact to signature.',
          'What kind of customer do you sell to best, and why?',
        ],
      },
      {
        name: 'Mock Pitch',
        type: 'assessment',
        durationMinutes: 45,
        focusAttributes: [
          attr(
            'discovery',
            'Discovery',
            'Asks open questions, uncovers the buyer’s pain and budget before pitching, and listens more than they talk.',
            'Pitches features immediately without learning what the buyer needs.',
          ),
          attr(
            'objection-handling',
            'Objection handling',
            'Acknowledges objections, explores the concern behind them and answers with evidence.',
            'Argues with or ignores objections, or drops the price straight away.',
          ),
          attr(
            'closing',
            'Closing',
            'Agrees a concrete next step with a date and the people involved.',
            'Ends the call without a next step.',
          ),
        ],
        questions: [
          'How well did they uncover the buyer’s needs before pitching?',
          'How did they handle the pricing objection?',
          'Did they agree a concrete next step?',
        ],
      },
      decisionStage('Offer Decision'),
    ],
  },
  {
    key: 'marketing-interview-process',
    jobType: 'marketing',
    name: 'Marketing Interview Process',
    description: 'Application review, a group interview and a short campaign exercise for marketing roles.',
    stages: [
      {
        name: 'Application Review',
        type: 'assessment',
        durationMinutes: null,
        focusAttributes: [
          attr(
            'writing',
            'Writing',
            'Clear, concise and audience-aware writing in the application and samples.',
            'Unclear, generic or error-filled writing.',
          ),
          MOTIVATION,
        ],
        questions: [
          'Does their writing fit the voice of our brand?',
          'Which campaigns or channels have they worked on?',
          'What would we most want to learn about them in the group interview?',
        ],
      },
      {
        name: 'Group Interview',
        type: 'interview',
        durationMinutes: 60,
        focusAttributes: [
          attr(
            'creativity',
            'Creativity',
            'Brings several original ideas and ties each to the audience and the goal.',
            'Only obvious ideas, or ideas with no link to the audience or goal.',
          ),
          attr(
            'analytical-thinking',
            'Analytical thinking',
            'Picks sensible metrics for a campaign and explains how results would change the plan.',
            'Cannot say how they would know whether a campaign worked.',
          ),
          COLLABORATION,
        ],
        questions: [
          'Pick a campaign you admire. Why did it work, and for whom?',
          'How would you launch our product to a new audience with a small budget?',
          'Which metrics would you watch in the first week of a campaign?',
          'Tell us about a time a campaign underperformed. What did you change?',
        ],
      },
      decisionStage(),
    ],
  },
  {
    key: 'customer-support-interview-process',
    jobType: 'customer-support',
    name: 'Customer Support Interview Process',
    description: 'Screening call, a written support exercise and a team interview for support roles.',
    stages: [
      {
        name: 'Screening Call',
        type: 'interview',
        durationMinutes: 30,
        focusAttributes: [
          MOTIVATION,
          COMMUNICATION,
          attr(
            'empathy',
            'Empathy',
            'Describes customers’ frustration from the customer’s side and how they made them feel heard.',
            'Talks about customers as problems, or focuses only on closing tickets.',
          ),
        ],
        questions: [
          'Tell me about a customer you helped that you still remember. Why?',
          'How do you stay calm with an angry customer?',
          'What makes support work satisfying for you?',
        ],
      },
      {
        name: 'Written Support Exercise',
        type: 'assessment',
        durationMinutes: 45,
        focusAttributes: [
          attr(
            'written-clarity',
            'Written clarity',
            'Replies are friendly, accurate and easy to follow, with clear next steps for the customer.',
            'Replies are curt, confusing or wrong, or leave the customer without a next step.',
          ),
          attr(
            'troubleshooting',
            'Troubleshooting',
            'Asks for the right details, narrows the cause methodically and knows when to escalate.',
            'Guesses, asks for information already given, or escalates everything.',
          ),
        ],
        questions: [
          'Are the replies accurate and complete?',
          'Is the tone right for an upset customer?',
          'Did they escalate the case that needed escalating?',
        ],
      },
      {
        name: 'Team Interview',
        type: 'interview',
        durationMinutes: 45,
        focusAttributes: [COLLABORATION, OWNERSHIP],
        questions: [
          'Tell us about feedback from customers you passed on to the product team. What happened?',
          'How do you handle a day with twice the usual number of tickets?',
          'Describe a mistake you made with a customer and how you fixed it.',
        ],
      },
      decisionStage(),
    ],
  },
];

/** The starting template for a job type (every job type has one). */
export function templateForJobType(jobType: PlanTemplateJobType): PlanTemplate {
  const template = PLAN_TEMPLATES.find((t) => t.jobType === jobType);
  if (!template) throw new Error(`No interview plan template for job type ${jobType}`);
  return template;
}
