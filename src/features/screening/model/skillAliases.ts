// The synonym table and the term matcher the screening uses.
//
// A recruiter writes 'TypeScript', an applicant writes 'TS'; a job asks for 'PostgreSQL', the resume
// says 'Postgres'. Each group below lists names that mean the same thing; a job's skill matches the
// text when any name of its group occurs there as a whole term. Matching is case-insensitive and
// aware of term boundaries that suit technology names: 'Java' does not match 'JavaScript', 'Go'
// does not match 'good', 'C' does not match 'C++' or 'C#', 'JS' does not match the tail of 'Node.js'.

/** Groups of equivalent names. The first entry is the canonical display name. */
const SKILL_ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['TypeScript', 'TS'],
  ['JavaScript', 'JS', 'ECMAScript', 'ES6', 'ES2015'],
  ['PostgreSQL', 'Postgres', 'psql', 'PG'],
  ['Kubernetes', 'k8s', 'K8S'],
  ['React', 'React.js', 'ReactJS', 'React JS'],
  ['React Native', 'RN'],
  ['Node.js', 'Node', 'NodeJS', 'Node JS'],
  ['Vue', 'Vue.js', 'VueJS'],
  ['Angular', 'AngularJS', 'Angular.js'],
  ['Next.js', 'NextJS'],
  ['Express', 'Express.js', 'ExpressJS'],
  ['Google Cloud', 'GCP', 'Google Cloud Platform'],
  ['AWS', 'Amazon Web Services'],
  ['Azure', 'Microsoft Azure'],
  ['Machine Learning', 'ML'],
  ['Artificial Intelligence', 'AI'],
  ['Natural Language Processing', 'NLP'],
  ['Deep Learning', 'DL'],
  ['Large Language Models', 'LLM', 'LLMs'],
  ['Go', 'Golang'],
  ['Python', 'Py', 'Python3'],
  ['C++', 'CPP'],
  ['C#', 'CSharp', 'C Sharp'],
  ['.NET', 'dotnet', 'ASP.NET'],
  ['Ruby on Rails', 'Rails', 'RoR'],
  ['MongoDB', 'Mongo'],
  ['MySQL', 'My SQL'],
  ['SQL', 'Structured Query Language'],
  ['NoSQL', 'No SQL'],
  ['GraphQL', 'GQL'],
  ['REST', 'RESTful', 'REST API', 'REST APIs'],
  ['CI/CD', 'CI', 'CD', 'continuous integration', 'continuous delivery', 'continuous deployment'],
  ['Docker', 'containerization', 'containerisation'],
  ['Terraform', 'TF'],
  ['HTML', 'HTML5'],
  ['CSS', 'CSS3'],
  ['Tailwind', 'Tailwind CSS', 'TailwindCSS'],
  ['Sass', 'SCSS'],
  ['UI/UX', 'UX/UI', 'UX', 'UI', 'user experience', 'user interface'],
  ['Figma'],
  ['A/B testing', 'AB testing', 'split testing'],
  ['SEO', 'search engine optimization', 'search engine optimisation'],
  ['SEM', 'search engine marketing', 'PPC', 'paid search'],
  ['CRM', 'customer relationship management'],
  ['Salesforce', 'SFDC'],
  ['HubSpot', 'Hubspot'],
  ['B2B', 'business to business'],
  ['SaaS', 'software as a service'],
  ['Excel', 'Microsoft Excel', 'MS Excel', 'spreadsheets'],
  ['Power BI', 'PowerBI'],
  ['Product management', 'product manager', 'PM'],
  ['Project management', 'project manager'],
  ['Agile', 'Scrum', 'Kanban'],
  ['Objective-C', 'ObjC', 'Objective C'],
  ['Kotlin'],
  ['Swift', 'SwiftUI'],
  ['iOS'],
  ['Android'],
  ['Linux', 'Unix'],
  ['Git', 'GitHub', 'GitLab'],
  ['TensorFlow', 'TF2'],
  ['PyTorch', 'Torch'],
  ['scikit-learn', 'sklearn', 'scikit learn'],
  ['Pandas'],
  ['Spark', 'Apache Spark', 'PySpark'],
  ['Kafka', 'Apache Kafka'],
  ['Redis'],
  ['Elasticsearch', 'Elastic Search', 'ELK'],
  ['Customer support', 'customer service', 'customer success', 'technical support', 'help desk', 'helpdesk'],
  ['Zendesk'],
  ['Communication', 'communication skills', 'communicator'],
  ['Leadership', 'team lead', 'led a team', 'leading teams', 'people management'],
  ["Bachelor's degree", 'bachelor', 'bachelors', 'BSc', 'B.Sc', 'BS', 'BA', 'BEng', 'B.Eng', 'undergraduate degree'],
  ["Master's degree", "Master's", 'Master of Science', 'Master of Arts', 'MSc', 'M.Sc', 'MA', 'MEng', 'MBA'],
  ['PhD', 'Ph.D', 'doctorate'],
  ['English', 'fluent English', 'English fluency'],
];

/**
 * Names that are also everyday English words. They match only when written with a capital
 * first letter as a technology name usually is ('Go', not 'go to'), so a resume saying
 * "I like to go hiking" is not read as Go experience.
 */
const CASE_SENSITIVE_ALIASES = new Set([
  'go',
  'next',
  'express',
  'spark',
  'swift',
  'rails',
  'torch',
  'node',
  'ma',
  'ba',
  'bs',
  'pm',
  'ci',
  'cd',
  'tf',
  'ui',
  'ai',
  'dl',
  'pg',
  'py',
  'rn',
]);

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

const groupByName = new Map<string, readonly string[]>();
for (const group of SKILL_ALIAS_GROUPS) for (const name of group) groupByName.set(norm(name), group);

/** Every name a skill may be written as (its own text first). */
function aliasesOf(skill: string): string[] {
  const own = skill.trim();
  const group = groupByName.get(norm(own));
  if (group) return [own, ...group.filter((name) => norm(name) !== norm(own))];
  // 'React.js developer' style suffixes: also try the name without '.js' / 'js'.
  const bare = own.replace(/\.?js$/i, '');
  const bareGroup = bare !== own ? groupByName.get(norm(bare)) : undefined;
  return bareGroup ? [own, ...bareGroup] : [own];
}

/** The canonical name of a known skill, or null when the table does not know it. */
function canonicalSkill(name: string): string | null {
  return groupByName.get(norm(name))?.[0] ?? null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const patternCache = new Map<string, RegExp>();

/**
 * One term as a regular expression with technology-aware boundaries:
 * - not preceded by a letter/digit/'+'/'#'/'_' nor by "x." (the 'js' in 'node.js'),
 * - not followed by a letter/digit/'+'/'#'/'_' nor by ".x" (the 'node' in 'node.js'),
 * - spaces and hyphens inside the term are interchangeable ('machine-learning').
 */
function termPattern(term: string): RegExp {
  const key = term;
  const cached = patternCache.get(key);
  if (cached) return cached;
  const caseSensitive = CASE_SENSITIVE_ALIASES.has(norm(term));
  const body = term
    .trim()
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]+');
  // For case-sensitive names, accept the name as written in the table (capitalised) or all caps.
  const source = caseSensitive ? `(?:${body}|${escapeRegExp(term.toUpperCase())})` : body;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_+#])(?<![\\p{L}\\p{N}]\\.)${source}(?![\\p{L}\\p{N}_+#])(?!\\.[\\p{L}\\p{N}])`,
    caseSensitive ? 'u' : 'iu',
  );
  patternCache.set(key, pattern);
  return pattern;
}

/** Whether `text` mentions `term` itself (no synonyms). */
export function mentionsTerm(text: string, term: string): boolean {
  if (!term.trim()) return false;
  return termPattern(caseSensitiveForm(term)).test(text);
}

// A case-sensitive alias is matched in the capitalised form the table gives ('Go'), whatever case
// the recruiter typed the skill in ('go').
function caseSensitiveForm(term: string): string {
  if (!CASE_SENSITIVE_ALIASES.has(norm(term))) return term;
  const group = groupByName.get(norm(term));
  return group?.find((name) => norm(name) === norm(term)) ?? term;
}

/**
 * Broader skills that a more specific one proves: a resume listing PostgreSQL shows SQL even if
 * it never says 'SQL' on its own.
 */
// A Map, not an object: a recruiter's skill is free text, and one named '__proto__' or
// 'constructor' must not look up Object.prototype's members.
const IMPLIED_BY = new Map<string, readonly string[]>([
  ['sql', ['PostgreSQL', 'MySQL', 'SQLite', 'SQL Server', 'T-SQL', 'PL/SQL', 'Oracle Database']],
  ['javascript', ['TypeScript']],
  ['machine learning', ['Deep Learning', 'PyTorch', 'TensorFlow', 'scikit-learn']],
]);

/** Whether `text` mentions the skill under any of its names (or a skill that implies it). */
export function mentionsSkill(text: string, skill: string): boolean {
  if (aliasesOf(skill).some((alias) => mentionsTerm(text, alias))) return true;
  const implied = IMPLIED_BY.get(norm(canonicalSkill(skill) ?? skill)) ?? [];
  return implied.some((specific) => aliasesOf(specific).some((alias) => mentionsTerm(text, alias)));
}

/** Known skills (canonical names) mentioned in a free text, e.g. a must-have requirement. */
export function knownSkillsIn(text: string): string[] {
  const found: string[] = [];
  for (const group of SKILL_ALIAS_GROUPS) {
    if (group.some((name) => mentionsTerm(text, name))) found.push(group[0]);
  }
  return found;
}
