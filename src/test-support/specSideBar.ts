// The recruiter side bar the spec asks for, in order (label, link): what the navigation unit test
// and the shell's end-to-end test both expect.
export const SPEC_SIDE_BAR: ReadonlyArray<readonly [label: string, href: string]> = [
  ['Dashboard', '/app'],
  ['Jobs', '/app/jobs'],
  ['Candidates', '/app/candidates'],
  ['Flows', '/app/flows'],
  ['Interviews', '/app/interviews'],
  ['Chat', '/app/chat'],
  ['Settings', '/app/settings'],
];
