import { describe, expect, it } from 'vitest';
import { knownSkillsIn, mentionsSkill } from './skillAliases';

describe('mentionsSkill', () => {
  it.each([
    ['TypeScript', 'Strong TS skills', true],
    ['TS', 'TypeScript everywhere', true],
    ['PostgreSQL', 'postgres 14', true],
    ['Postgres', 'PostgreSQL DBA', true],
    ['Kubernetes', 'ran k8s clusters', true],
    ['React', 'React.js and ReactJS', true],
    ['ReactJS', 'react', true],
    ['Node.js', 'Node backends', true],
    ['Node', 'NODE.JS', true],
    ['Google Cloud', 'GCP (BigQuery)', true],
    ['Machine Learning', 'applied ML research', true],
    ['machine learning', 'Machine-learning pipelines', true],
    ['SQL', 'PostgreSQL only', true],
    ['Java', 'JavaScript only', false],
    ['JavaScript', 'Java only', false],
    ['Go', 'a good engineer', false],
    ['Go', 'I go hiking', false],
    ['Go', 'Go and Rust', true],
    ['go', 'Golang', true],
    ['C', 'C++ and C#', false],
    ['C++', 'modern C++17', false],
    ['C++', 'C++ daily', true],
    ['JS', 'Node.js only', false],
    ['React', 'React Native apps', true],
    ['CSS', 'CSS3, Sass', true],
    ['Excel', 'excellent communicator', false],
    // Free text that names an Object.prototype member (found by screening.test's property).
    ['__proto__', 'no such skill', false],
    ['constructor', 'a constructor of bridges', true],
  ])('%s in %j → %s', (skill, text, expected) => {
    expect(mentionsSkill(text, skill)).toBe(expected);
  });
});

describe('knownSkillsIn', () => {
  it('finds the known skills a requirement names', () => {
    expect(knownSkillsIn('5+ years with React and TypeScript')).toEqual(['TypeScript', 'React']);
    expect(knownSkillsIn('Right to work in the UK')).toEqual([]);
  });
});
