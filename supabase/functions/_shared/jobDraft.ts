// The job draft the app sends the `ai` function to word a description ({ action: 'describe' }).
// Types only: the app imports it with `import type`, so no server code reaches the browser bundle.

export interface JobDraftFacts {
  title: string;
  department?: string | null;
  experience?: string | null;
  type?: string | null;
  location?: string | null;
  salaryRange?: string | null;
}
