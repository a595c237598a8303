import { describe, expect, it } from 'vitest';
import { aiMatchLabel } from './aiMatch';
import { mustHaveCap, screenApplication, type ScreeningJob } from './screening';

// A table of (job, resume) cases written for the screening: strong, partial and weak matches,
// missing must-haves, synonyms and case, noise. Each case names the rating band it must land in;
// the ranking tests then check the order of candidates for the same job.

const REF = '2024-06-15T00:00:00Z';

const frontend: ScreeningJob = {
  title: 'Senior Frontend Engineer',
  skills: ['React', 'TypeScript', 'GraphQL', 'CSS', 'Jest'],
  must_have_requirements: ['5+ years of experience', 'React'],
  experience_level: 'Senior',
  questions: [{ question: 'Are you comfortable working in UK hours?', answer: 'Yes' }],
};

const backend: ScreeningJob = {
  title: 'Backend Engineer',
  skills: ['Node.js', 'PostgreSQL', 'Kubernetes', 'AWS', 'TypeScript'],
  must_have_requirements: ['PostgreSQL'],
  experience_level: 'Mid-level',
  questions: [],
};

const mlJob: ScreeningJob = {
  title: 'Machine Learning Engineer',
  skills: ['Python', 'Machine Learning', 'PyTorch', 'Google Cloud', 'SQL'],
  must_have_requirements: ["Master's degree or PhD", 'Python'],
  experience_level: 'Mid-level',
  questions: [],
};

const goJob: ScreeningJob = {
  title: 'Platform Engineer',
  skills: ['Go', 'Java', 'Docker'],
  must_have_requirements: [],
  experience_level: 'Mid-level',
  questions: [],
};

const marketing: ScreeningJob = {
  title: 'Growth Marketing Manager',
  skills: ['SEO', 'Google Analytics', 'HubSpot', 'Copywriting', 'A/B testing'],
  must_have_requirements: ['Experience in B2B SaaS marketing'],
  experience_level: 'Senior',
  questions: [{ question: 'Which channel grew fastest for you?', answer: 'Organic search through SEO content' }],
};

const sales: ScreeningJob = {
  title: 'Account Executive',
  skills: ['Salesforce', 'Negotiation', 'CRM', 'Prospecting'],
  must_have_requirements: ['Right to work in the UK', '3+ years of B2B sales'],
  experience_level: 'Mid-level',
  questions: [],
};

type Band = 'very-strong' | 'strong' | 'good' | 'low' | 'zero';
const bandOf = (r: number): Band =>
  r === 0 ? 'zero' : r >= 8 ? 'very-strong' : r >= 6 ? 'strong' : r >= 4 ? 'good' : 'low';

interface Case {
  name: string;
  job: ScreeningJob;
  resume: string | null;
  answers?: { question: string; answer: string }[];
  band: Band | Band[];
  /** Skills that must be reported as matched / missing. */
  matched?: string[];
  missing?: string[];
  missingMustHaves?: string[];
  years?: number | null;
}

const cases: Case[] = [
  {
    name: 'frontend: strong, all skills and years',
    job: frontend,
    resume:
      'Jane Doe\nSenior frontend engineer with 7 years of experience building React and TypeScript apps.\nGraphQL APIs, CSS architecture, testing with Jest.',
    answers: [{ question: 'Are you comfortable working in UK hours?', answer: 'Yes, I am based in London.' }],
    band: 'very-strong',
    matched: ['React', 'TypeScript', 'GraphQL', 'CSS', 'Jest'],
    years: 7,
  },
  {
    name: 'frontend: synonyms and lower case (reactjs, ts, 2016–2024)',
    job: frontend,
    resume: 'skills: reactjs, ts, graphql, css3, jest\nacme ltd, frontend developer, 2016 – 2024',
    answers: [{ question: 'Are you comfortable working in UK hours?', answer: 'yes' }],
    band: 'very-strong',
    matched: ['React', 'TypeScript', 'GraphQL', 'CSS', 'Jest'],
    years: 8,
  },
  {
    name: 'frontend: partial (React and CSS only, enough years)',
    job: frontend,
    resume: 'Web developer since 2017. I build sites with React.js and plain CSS.',
    band: ['good', 'strong'],
    matched: ['React', 'CSS'],
    missing: ['TypeScript', 'GraphQL', 'Jest'],
    years: 7,
  },
  {
    name: 'frontend: missing must-have years caps the rating',
    job: frontend,
    resume: 'Junior developer, 2 years of experience with React, TypeScript, GraphQL, CSS and Jest.',
    band: 'good',
    missingMustHaves: ['5+ years of experience'],
    years: 2,
  },
  {
    name: 'frontend: Java is not JavaScript, nor React',
    job: frontend,
    resume: 'Backend Java developer, 10 years of experience with Spring and Hibernate.',
    band: 'low',
    missing: ['React', 'TypeScript', 'GraphQL', 'CSS', 'Jest'],
    missingMustHaves: ['React'],
  },
  {
    name: 'frontend: noise only',
    job: frontend,
    resume: '!!! ### ~~~ lorem ipsum dolor sit amet, consectetur 🚀🚀 adipiscing; ©2024 ™ ... \u0000',
    band: 'low',
  },
  {
    name: 'frontend: no resume, no answers',
    job: frontend,
    resume: null,
    band: 'zero',
  },
  {
    name: 'backend: strong with aliases (Node, Postgres, k8s, TS, Amazon Web Services)',
    job: backend,
    resume: 'Backend dev. 4 years building APIs in Node and TS on Postgres, deployed to k8s on Amazon Web Services.',
    band: 'very-strong',
    matched: ['Node.js', 'PostgreSQL', 'Kubernetes', 'AWS', 'TypeScript'],
  },
  {
    name: 'backend: upper case and punctuation (NODE.JS, POSTGRESQL.)',
    job: backend,
    resume: 'EXPERIENCE: NODE.JS, POSTGRESQL. 2019-2023 at SHOPCO.',
    band: ['good', 'strong'],
    matched: ['Node.js', 'PostgreSQL'],
    missing: ['Kubernetes', 'AWS', 'TypeScript'],
    years: 4,
  },
  {
    name: 'backend: missing the must-have database',
    job: backend,
    resume: 'Node.js, TypeScript, Kubernetes, AWS, MongoDB. 6 years.',
    band: 'good',
    missingMustHaves: ['PostgreSQL'],
    missing: ['PostgreSQL'],
  },
  {
    name: 'backend: JS does not match inside Node.js and JavaScript is not Java',
    job: { ...backend, skills: ['JavaScript', 'Java'], must_have_requirements: [] },
    resume: 'I write Node.js services.',
    band: 'low',
    missing: ['JavaScript', 'Java'],
  },
  {
    name: 'backend: answers count when the resume could not be read',
    job: backend,
    resume: null,
    answers: [{ question: 'Tell us about your stack', answer: 'Mostly Node.js with PostgreSQL, some AWS. 3 years.' }],
    band: ['good', 'strong'],
    matched: ['Node.js', 'PostgreSQL', 'AWS'],
  },
  {
    name: 'ml: strong (ML, GCP, MSc, PyTorch, Postgres implies SQL)',
    job: mlJob,
    resume: 'MSc in Computer Science. ML engineer since 2020: PyTorch models in Python on GCP, data in Postgres.',
    band: 'very-strong',
    matched: ['Python', 'Machine Learning', 'PyTorch', 'Google Cloud', 'SQL'],
    years: 4,
  },
  {
    name: 'ml: no degree (must-have missing) caps below Strong',
    job: mlJob,
    resume: 'Self-taught machine learning engineer. Python, PyTorch, Google Cloud, SQL. 5 years of experience.',
    band: 'good',
    missingMustHaves: ["Master's degree or PhD"],
  },
  {
    name: 'ml: weak (data analyst with Excel)',
    job: mlJob,
    resume: 'Data analyst. Excel and Power BI dashboards, some SQL. BSc Economics 2015-2018.',
    band: 'low',
    matched: ['SQL'],
    years: null,
  },
  {
    name: "go: 'Go' does not match 'good' or 'go hiking', 'Golang' does",
    job: goJob,
    resume: 'A good engineer who likes to go hiking. Docker daily. 3 years.',
    band: ['good'],
    matched: ['Docker'],
    missing: ['Go', 'Java'],
  },
  {
    name: 'go: Golang alias and Java',
    job: goJob,
    resume: 'Golang and Java microservices in Docker, 2018 to 2022.',
    band: 'very-strong',
    matched: ['Go', 'Java', 'Docker'],
    years: 4,
  },
  {
    name: 'marketing: strong with question answered close to the ideal',
    job: marketing,
    resume:
      'Growth marketer, 8 years in B2B SaaS marketing. SEO, Google Analytics, HubSpot, copywriting and A/B tests... A/B testing across landing pages.',
    answers: [
      {
        question: 'Which channel grew fastest for you?',
        answer: 'Organic search, thanks to an SEO content programme.',
      },
    ],
    band: 'very-strong',
    matchedMustHavesCount: 1,
  } as Case,
  {
    name: 'marketing: partial, consumer background misses B2B SaaS',
    job: marketing,
    resume: 'Consumer brand marketer for 6 years: social media, SEO and copywriting for fashion retail.',
    band: ['low', 'good'],
    missingMustHaves: ['Experience in B2B SaaS marketing'],
  },
  {
    name: 'sales: strong with right to work and years of B2B sales',
    job: sales,
    resume:
      'Account executive, 5 years of B2B sales. Salesforce CRM power user, prospecting and negotiation. I have the right to work in the UK.',
    band: 'very-strong',
    matched: ['Salesforce', 'Negotiation', 'CRM', 'Prospecting'],
  },
  {
    name: 'sales: two must-haves missing caps Low',
    job: sales,
    resume: 'Retail sales assistant for 1 year. Negotiation with suppliers. Salesforce basics.',
    band: 'low',
    missingMustHaves: ['Right to work in the UK', '3+ years of B2B sales'],
  },
  {
    name: 'job without criteria: neutral rating',
    job: { title: 'Generalist', skills: [], must_have_requirements: [], experience_level: null, questions: [] },
    resume: 'Anything at all.',
    band: 'good',
  },
];

describe('screenApplication on the case table', () => {
  it('has at least 20 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('$name', (c) => {
    const result = screenApplication({
      job: c.job,
      resumeText: c.resume,
      answers: c.answers ?? [],
      referenceDate: REF,
    });
    const bands = Array.isArray(c.band) ? c.band : [c.band];
    expect(bands, `rating ${result.rating}: ${result.summary}`).toContain(bandOf(result.rating));
    expect(Number.isInteger(result.rating * 10)).toBe(true);
    expect(result.rating).toBeGreaterThanOrEqual(0);
    expect(result.rating).toBeLessThanOrEqual(10);
    const matched = result.evidence.matchedSkills.map((m) => m.skill);
    for (const skill of c.matched ?? []) expect(matched).toContain(skill);
    for (const skill of c.missing ?? []) expect(result.evidence.missingSkills).toContain(skill);
    for (const req of c.missingMustHaves ?? []) expect(result.evidence.missingMustHaves).toContain(req);
    if (c.years !== undefined) expect(result.evidence.yearsOfExperience).toBe(c.years);
    expect(result.summary.length).toBeGreaterThan(10);
  });

  it('opens the summary with the match badge label, so summary and badge agree', () => {
    for (const c of cases) {
      const result = screenApplication({
        job: c.job,
        resumeText: c.resume,
        answers: c.answers ?? [],
        referenceDate: REF,
      });
      const word = result.summary.match(/^(.+?) match for /)?.[1];
      if (word === undefined) continue; // no text or no criteria: no match sentence
      expect(word.toLowerCase()).toBe((aiMatchLabel(result.rating) ?? 'Low').toLowerCase());
    }
  });
});

describe('ranking candidates for the same job', () => {
  const rate = (job: ScreeningJob, resume: string) =>
    screenApplication({ job, resumeText: resume, answers: [], referenceDate: REF }).rating;

  it('orders frontend candidates strong > partial > missing must-have > weak', () => {
    const strong = rate(frontend, 'React, TypeScript, GraphQL, CSS, Jest. 6 years.');
    const partial = rate(frontend, 'React and CSS since 2015.');
    const capped = rate(frontend, 'React, TypeScript, GraphQL, CSS, Jest. 1 year.');
    const weak = rate(frontend, 'Java developer, 10 years.');
    expect(strong).toBeGreaterThan(partial);
    expect(partial).toBeGreaterThan(capped);
    expect(capped).toBeGreaterThan(weak);
  });

  it('orders backend candidates by how many skills they show, synonyms counted', () => {
    const resumes = [
      'Node, TS, Postgres, k8s, AWS — 4 years.',
      'Node.js and PostgreSQL, 4 years.',
      'PostgreSQL DBA, 4 years.',
      'Graphic designer, 4 years.',
    ];
    const ratings = resumes.map((r) => rate(backend, r));
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(new Set(ratings).size).toBe(4);
  });

  it('a synonym scores the same as the canonical name', () => {
    expect(rate(backend, 'TS, Postgres, k8s, Node, AWS. 3 years.')).toBe(
      rate(backend, 'TypeScript, PostgreSQL, Kubernetes, Node.js, AWS. 3 years.'),
    );
    expect(rate(mlJob, 'ML, GCP, Python, PyTorch, SQL, PhD, 3 years')).toBe(
      rate(mlJob, 'machine learning, Google Cloud, Python, PyTorch, SQL, PhD, 3 years'),
    );
  });
});

describe('screening rules', () => {
  it('is deterministic: same input, same output', () => {
    const input = { job: frontend, resumeText: 'React since 2019, TypeScript.', answers: [], referenceDate: REF };
    expect(screenApplication(input)).toEqual(screenApplication(input));
  });

  it("reads 'since 2019' against the reference date, not the clock", () => {
    const at = (ref: string) =>
      screenApplication({ job: frontend, resumeText: 'React since 2019.', answers: [], referenceDate: ref }).evidence
        .yearsOfExperience;
    expect(at('2024-06-15T00:00:00Z')).toBe(5);
    expect(at('2021-01-01T00:00:00Z')).toBe(2);
  });

  it('records where each skill was found', () => {
    const r = screenApplication({
      job: backend,
      resumeText: 'Node.js developer.',
      answers: [{ question: 'Stack?', answer: 'Node and PostgreSQL' }],
      referenceDate: REF,
    });
    expect(r.evidence.matchedSkills.find((m) => m.skill === 'Node.js')?.where).toEqual(['resume', 'answers']);
    expect(r.evidence.matchedSkills.find((m) => m.skill === 'PostgreSQL')?.where).toEqual(['answers']);
    expect(r.evidence.matchedMustHaves).toEqual([{ requirement: 'PostgreSQL', where: ['answers'] }]);
  });

  it('caps the rating for each missing must-have', () => {
    expect(mustHaveCap(0)).toBe(10);
    expect(mustHaveCap(1)).toBe(5.5);
    expect(mustHaveCap(2)).toBe(3.5);
    expect(mustHaveCap(5)).toBe(1);
  });

  it('evidence has the contract shape and the level', () => {
    const r = screenApplication({ job: frontend, resumeText: 'React', answers: [], referenceDate: REF });
    expect(r.evidence).toMatchObject({ version: 1, requiredLevel: 'Senior', requiredYears: 5, resumeRead: true });
  });

  it('a wrong yes/no screening answer lowers the rating', () => {
    const resume = 'React, TypeScript, GraphQL, CSS, Jest. 6 years.';
    const q = frontend.questions[0].question;
    const yes = screenApplication({
      job: frontend,
      resumeText: resume,
      answers: [{ question: q, answer: 'Yes' }],
      referenceDate: REF,
    });
    const no = screenApplication({
      job: frontend,
      resumeText: resume,
      answers: [{ question: q, answer: 'No, sorry' }],
      referenceDate: REF,
    });
    expect(yes.rating).toBeGreaterThan(no.rating);
  });
});

describe('screening never breaks', () => {
  it('any text gives a rating in 0–10 with one decimal, the same twice', async () => {
    const fc = await import('fast-check');
    const words = fc.constantFrom(
      'React',
      'TS',
      'postgres',
      'since',
      '2019',
      '–',
      'years',
      'Go',
      'good',
      'C++',
      'k8s',
      '5+',
      'PhD',
      '\n',
      '.',
      '🚀',
    );
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.array(words, { maxLength: 60 }).map((w) => w.join(' ')),
    );
    fc.assert(
      fc.property(
        text,
        fc.option(text),
        fc.array(fc.record({ question: fc.string(), answer: text }), { maxLength: 3 }),
        (resume, extraSkill, answers) => {
          const job = { ...backend, skills: [...backend.skills, ...(extraSkill ? [extraSkill] : [])] };
          const a = screenApplication({ job, resumeText: resume, answers, referenceDate: REF });
          const b = screenApplication({ job, resumeText: resume, answers, referenceDate: REF });
          expect(a).toEqual(b);
          expect(a.rating).toBeGreaterThanOrEqual(0);
          expect(a.rating).toBeLessThanOrEqual(10);
          expect(Math.round(a.rating * 10) / 10).toBe(a.rating);
        },
      ),
      { numRuns: 300 },
    );
  });

  // Its speed is measured in tests/bench/screening.bench.ts, not here (no timed unit tests).
  it('a long resume (100k characters) is screened with the same reading', () => {
    const resume = 'Experienced engineer with React, TypeScript and PostgreSQL since 2015. '.repeat(1400);
    const r = screenApplication({ job: frontend, resumeText: resume, answers: [], referenceDate: REF });
    expect(r.evidence.yearsOfExperience).toBe(9);
  });
});
