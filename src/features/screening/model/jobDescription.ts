// Drafting a job description from the creator's answers (the 'generate' reply at step 7).
//
// Deterministic: the role family (from keywords in the title and department) and the seniority
// (from the experience level, or the title) pick the content; the same answers give the same text.
// The result is plain text — headings on their own lines, '• ' bullets — so it reads well wherever
// it is shown, and is complete enough to publish without editing.

import type { JobDraftFacts } from '../../../../supabase/functions/_shared/jobDraft.ts';

/** The creator's answers; the same shape the `ai` function's 'describe' action receives. */
export type JobDescriptionInput = JobDraftFacts;

export type RoleFamily =
  | 'engineering'
  | 'data'
  | 'design'
  | 'product'
  | 'marketing'
  | 'sales'
  | 'support'
  | 'finance'
  | 'people'
  | 'operations'
  | 'general';

export type Seniority = 'entry' | 'mid' | 'senior' | 'lead' | 'executive';

interface FamilyContent {
  /** What the team does, completing "You will join our {team} team, ..." */
  mission: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  /** The field, as in "5+ years of experience in {field}". */
  field: string;
}

const FAMILY_KEYWORDS: [RoleFamily, RegExp][] = [
  ['design', /\b(design|designer|ux|ui|user experience|visual|brand designer|illustrat|creative)/i],
  ['data', /\b(data|analyst|analytics|scientist|machine learning|ml|ai|bi|business intelligence|statistic)/i],
  ['product', /\b(product manager|product owner|product lead|head of product|product management|vp product|cpo)\b/i],
  [
    'engineering',
    /\b(engineer|engineering|developer|software|frontend|front-end|backend|back-end|full[ -]?stack|devops|sre|qa|mobile|ios|android|architect|programmer|cto|tech lead)/i,
  ],
  ['marketing', /\b(marketing|marketer|growth|seo|content|communications|social media|pr\b|brand|cmo)/i],
  ['sales', /\b(sales|account executive|business development|bdr|sdr|account manager|partnerships|revenue)/i],
  ['support', /\b(support|customer success|customer service|help ?desk|customer experience|cx)\b/i],
  ['finance', /\b(finance|financial|accountant|accounting|controller|bookkeep|cfo|fp&a|payroll)/i],
  ['people', /\b(hr|human resources|people|recruit|talent|chro)/i],
  ['operations', /\b(operations|ops|office manager|coordinator|administrat|logistics|coo|legal|procurement)/i],
];

export function roleFamily(title: string, department?: string | null): RoleFamily {
  // The title says most about the role; the department only decides when the title does not.
  for (const text of [title, department ?? '']) {
    for (const [family, pattern] of FAMILY_KEYWORDS) if (pattern.test(text)) return family;
  }
  return 'general';
}

export function seniorityOf(experience: string | null | undefined, title = ''): Seniority {
  const text = `${experience ?? ''}`.toLowerCase();
  const fromText = (t: string): Seniority | null => {
    if (/exec|director|vp\b|vice president|chief|head of|c-level/.test(t)) return 'executive';
    if (/\blead\b|principal|staff|manager of/.test(t)) return 'lead';
    if (/senior|\bsr\.?\b/.test(t)) return 'senior';
    if (/entry|junior|\bjr\.?\b|intern|graduate|trainee|apprentice/.test(t)) return 'entry';
    if (/mid/.test(t)) return 'mid';
    return null;
  };
  return fromText(text) ?? fromText(title.toLowerCase()) ?? 'mid';
}

const FAMILIES: Record<RoleFamily, FamilyContent> = {
  engineering: {
    mission: 'building and running the product our customers rely on every day',
    field: 'software engineering',
    responsibilities: [
      'Design, build and ship features end to end, from the first sketch to production',
      'Write clean, tested and well-documented code, and review your teammates’ work',
      'Keep our systems fast, secure and reliable, and help fix issues when they happen',
      'Work closely with product and design to turn customer problems into simple solutions',
      'Improve our tooling, CI/CD and engineering practices as the team grows',
    ],
    requirements: [
      'Solid command of at least one modern programming language and its ecosystem',
      'Experience building, testing and deploying production software',
      'Good understanding of APIs, databases and web fundamentals',
      'Clear written and spoken communication, and comfort working in a small team',
    ],
    niceToHave: [
      'Experience with cloud platforms (AWS, Google Cloud or Azure) and containers',
      'Contributions to open-source projects',
      'Experience in an early-stage start-up',
    ],
  },
  data: {
    mission: 'turning our data into decisions and into product features',
    field: 'data and analytics',
    responsibilities: [
      'Build reliable data pipelines and models that the whole company can trust',
      'Analyse product and business data to answer questions and find opportunities',
      'Design experiments and measure their impact with sound statistics',
      'Create dashboards and reports that make the numbers easy to act on',
      'Partner with engineering and product to ship data-driven features',
    ],
    requirements: [
      'Strong SQL and experience with Python or R for analysis',
      'A good grasp of statistics and experimental design',
      'Experience with data modelling and modern data tooling',
      'The ability to explain findings clearly to non-technical colleagues',
    ],
    niceToHave: [
      'Experience with machine learning in production',
      'Familiarity with dbt, Airflow or a cloud data warehouse',
      'Experience in a fast-growing start-up',
    ],
  },
  design: {
    mission: 'shaping how our customers experience the product',
    field: 'product or UX design',
    responsibilities: [
      'Own the design of features from research and flows to polished, accessible interfaces',
      'Run user research and usability tests, and turn the findings into better designs',
      'Build and maintain our design system together with engineering',
      'Prototype ideas quickly to explore options and get feedback early',
      'Work closely with product managers and engineers through delivery',
    ],
    requirements: [
      'A portfolio that shows your process and shipped work',
      'Excellent skills in Figma or a similar design tool',
      'A strong sense of interaction, visual design and accessibility',
      'Comfort presenting your work and taking feedback',
    ],
    niceToHave: [
      'Experience with motion design or prototyping tools',
      'Basic knowledge of HTML and CSS',
      'Experience designing B2B SaaS products',
    ],
  },
  product: {
    mission: 'deciding what we build next and why',
    field: 'product management',
    responsibilities: [
      'Understand our customers deeply through interviews, data and market research',
      'Own the roadmap for your area and keep priorities clear for the team',
      'Write clear problem statements and specifications with measurable goals',
      'Work with design and engineering to ship, then measure and iterate',
      'Communicate plans and progress to stakeholders across the company',
    ],
    requirements: [
      'A track record of shipping products that customers love',
      'Strong analytical skills and comfort with product metrics',
      'Excellent communication and the ability to align people around decisions',
      'Enough technical understanding to work closely with engineers',
    ],
    niceToHave: [
      'Experience in B2B SaaS or hiring and HR technology',
      'Experience with experimentation and A/B testing',
      'A background in engineering, design or data',
    ],
  },
  marketing: {
    mission: 'growing awareness and demand for the product',
    field: 'marketing',
    responsibilities: [
      'Plan and run campaigns across content, SEO, email, social and paid channels',
      'Create compelling messaging and content for our target audiences',
      'Measure channel performance and move budget to what works',
      'Run experiments on landing pages, funnels and onboarding',
      'Work closely with sales and product on launches and positioning',
    ],
    requirements: [
      'Proven results growing a product or brand through digital channels',
      'Strong writing skills and an eye for detail',
      'Comfort with analytics tools and marketing data',
      'Experience with marketing automation or CRM tools',
    ],
    niceToHave: [
      'Experience in B2B SaaS marketing',
      'Skills in design or video tools for quick content production',
      'Experience with A/B testing and conversion optimisation',
    ],
  },
  sales: {
    mission: 'bringing the product to new customers and growing our revenue',
    field: 'B2B sales',
    responsibilities: [
      'Build and manage a healthy pipeline through prospecting and inbound leads',
      'Run discovery calls and tailored demos for start-up hiring teams',
      'Negotiate and close deals, and hand customers over smoothly to onboarding',
      'Keep the CRM accurate and forecast your pipeline reliably',
      'Share customer feedback with product and marketing',
    ],
    requirements: [
      'A track record of meeting or exceeding sales targets',
      'Experience selling software to businesses',
      'Excellent communication, listening and negotiation skills',
      'Comfort with a CRM such as Salesforce or HubSpot',
    ],
    niceToHave: [
      'Experience selling HR or recruiting software',
      'Experience in an early-stage start-up',
      'Additional languages',
    ],
  },
  support: {
    mission: 'making sure every customer succeeds with the product',
    field: 'customer support or customer success',
    responsibilities: [
      'Answer customer questions by email and chat quickly and kindly',
      'Troubleshoot issues and work with engineering to resolve bugs',
      'Write and improve help-centre articles and onboarding guides',
      'Spot patterns in customer feedback and share them with the product team',
      'Help customers get the most out of the product through training and check-ins',
    ],
    requirements: [
      'Experience in a customer-facing role, ideally for a software product',
      'Excellent written communication and a patient, friendly manner',
      'Comfort learning technical products and explaining them simply',
      'Experience with a help-desk tool such as Zendesk or Intercom',
    ],
    niceToHave: [
      'Experience with B2B SaaS customers',
      'Basic knowledge of SQL or APIs',
      'Experience building a support function from scratch',
    ],
  },
  finance: {
    mission: 'keeping our finances healthy and our decisions well informed',
    field: 'finance or accounting',
    responsibilities: [
      'Run month-end close, reconciliations and accurate financial reporting',
      'Build budgets, forecasts and models that guide company decisions',
      'Manage payroll, payments, invoicing and expenses',
      'Keep us compliant with tax and regulatory requirements',
      'Improve financial processes and tools as we scale',
    ],
    requirements: [
      'Experience in finance or accounting, ideally in a start-up',
      'Strong spreadsheet and financial modelling skills',
      'A good understanding of accounting principles',
      'Great attention to detail and discretion with sensitive information',
    ],
    niceToHave: [
      'A professional accounting qualification (ACA, ACCA, CIMA or CPA)',
      'Experience with SaaS metrics and revenue recognition',
      'Experience with modern accounting software',
    ],
  },
  people: {
    mission: 'helping us hire great people and making this a great place to work',
    field: 'HR, people or talent',
    responsibilities: [
      'Run hiring processes end to end with hiring managers, from job posts to offers',
      'Look after onboarding, performance reviews and people development',
      'Keep policies, contracts and employee records up to date and compliant',
      'Be a trusted point of contact for colleagues on people matters',
      'Shape our culture, benefits and employee experience as we grow',
    ],
    requirements: [
      'Experience in HR, people operations or recruiting',
      'Good knowledge of employment law and HR best practice',
      'Excellent communication skills and sound judgement',
      'Discretion with confidential information',
    ],
    niceToHave: [
      'Experience in a fast-growing start-up',
      'Experience with applicant tracking and HR systems',
      'A professional HR qualification',
    ],
  },
  operations: {
    mission: 'keeping the company running smoothly as it grows',
    field: 'operations',
    responsibilities: [
      'Own and improve the processes that keep the business running',
      'Coordinate vendors, tools, contracts and company logistics',
      'Track key operational metrics and report on them',
      'Support teams across the company with planning and execution',
      'Find and automate repetitive work',
    ],
    requirements: [
      'Experience in an operations, administration or business role',
      'Excellent organisation and attention to detail',
      'Strong communication and problem-solving skills',
      'Comfort with spreadsheets and modern productivity tools',
    ],
    niceToHave: [
      'Experience in a start-up environment',
      'Experience with automation tools',
      'Project management experience',
    ],
  },
  general: {
    mission: 'helping start-ups hire the right people',
    field: 'a similar role',
    responsibilities: [
      'Own your area of work and deliver results against clear goals',
      'Work closely with colleagues across teams to get things done',
      'Find ways to improve how we work and put them into practice',
      'Communicate progress and problems early and clearly',
      'Contribute to our culture and help new teammates settle in',
    ],
    requirements: [
      'Relevant experience in a similar role',
      'Strong communication and organisation skills',
      'A proactive, ownership-driven attitude',
      'Comfort working in a small, fast-moving team',
    ],
    niceToHave: ['Experience in a start-up', 'Familiarity with modern collaboration tools', 'Additional languages'],
  },
};

const SENIORITY: Record<
  Seniority,
  { prefix: string; years: string; responsibility: string; requirement: string | null }
> = {
  entry: {
    prefix: 'an early-career',
    years: '0–2 years of experience',
    responsibility: 'Learn quickly alongside experienced teammates through pairing, reviews and regular feedback',
    requirement: 'Curiosity and eagerness to learn; internships, projects or coursework count',
  },
  mid: {
    prefix: 'a',
    years: '2+ years of experience',
    responsibility: 'Take ownership of projects from start to finish with little supervision',
    requirement: null,
  },
  senior: {
    prefix: 'a senior',
    years: '5+ years of experience',
    responsibility: 'Lead complex projects, mentor teammates and raise the bar for quality',
    requirement: 'Experience leading projects and mentoring others',
  },
  lead: {
    prefix: 'a lead',
    years: '7+ years of experience',
    responsibility: 'Lead and grow the team: hiring, coaching, and setting direction and priorities',
    requirement: 'Experience leading a team and developing people',
  },
  executive: {
    prefix: 'an executive',
    years: '10+ years of experience',
    responsibility: 'Set the strategy for the function and report to the founders as part of the leadership team',
    requirement: 'Senior leadership experience, including building and scaling teams',
  },
};

const BULLET = '• ';

export function draftJobDescription(input: JobDescriptionInput): string {
  const title = input.title.trim() || 'Team Member';
  const department = input.department?.trim() || null;
  const family = roleFamily(title, department);
  const seniority = seniorityOf(input.experience, title);
  const content = FAMILIES[family];
  const level = SENIORITY[seniority];
  const location = input.location?.trim() || null;
  const type = input.type?.trim() || null;
  const salary = input.salaryRange?.trim() || null;
  const remote = location !== null && /remote|anywhere/i.test(location);

  const titleHasLevel = /senior|junior|lead|principal|head|director|chief|vp|intern|graduate|\bsr\b|\bjr\b/i.test(
    title,
  );
  const who = titleHasLevel ? `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}` : `${level.prefix} ${title}`;
  const team = department ? `${department} team` : 'team';
  const where = location ? (remote ? ' This role is remote.' : ` This role is based in ${location}.`) : '';
  const typeText = type ? ` It is a ${type.toLowerCase()} position.` : '';

  const about = `We are looking for ${who} to join our ${team}, ${content.mission}. You will work in a small, ambitious team where your work has a visible impact from day one.${where}${typeText}`;

  const responsibilities = [...content.responsibilities];
  responsibilities.splice(1, 0, level.responsibility);

  // An early-career role asks for some experience, not a track record.
  const familyRequirements =
    seniority === 'entry'
      ? content.requirements.map((r) =>
          r.replace(/^Experience /, 'Some experience ').replace(/^A track record of /, 'Interest in '),
        )
      : content.requirements;
  const requirements = [`${capitalise(level.years)} in ${content.field}`, ...familyRequirements];
  if (level.requirement) requirements.push(level.requirement);

  const offer = [
    salary ? `Salary: ${salary}` : 'A competitive salary',
    ...offerForType(type),
    remote
      ? 'Fully remote work with flexible hours'
      : location
        ? `A workplace in ${location}, with flexible hybrid working`
        : 'Flexible working hours',
    'A yearly learning budget for courses, books and conferences',
    'The latest equipment you need to do your best work',
  ];

  return [
    'About the role',
    about,
    '',
    'Responsibilities',
    ...responsibilities.map((r) => BULLET + r),
    '',
    'Requirements',
    ...requirements.map((r) => BULLET + r),
    '',
    'Nice to have',
    ...content.niceToHave.map((r) => BULLET + r),
    '',
    'What we offer',
    ...offer.map((r) => BULLET + r),
  ].join('\n');
}

function offerForType(type: string | null): string[] {
  const t = (type ?? '').toLowerCase();
  if (/intern/.test(t))
    return ['A dedicated mentor and a structured learning plan', 'A chance to join full-time after the internship'];
  if (/contract|freelance/.test(t))
    return ['Flexible scheduling around agreed deliverables', 'Prompt payment and clear scope for every engagement'];
  if (/part/.test(t)) return ['Flexible part-time hours that fit your life', 'Paid holiday pro rata'];
  return [
    'Share options, so you own part of what you help build',
    '25 days of paid holiday plus public holidays',
    'Private health insurance',
  ];
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
