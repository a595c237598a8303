// The app's routes the assistant's rows link to (src/routes/app).
export const candidateHref = (profileId: string) => `/app/candidates/${profileId}`;
export const jobHref = (jobId: string) => `/app/jobs/${jobId}`;
export const jobCandidatesHref = (jobId: string) => `/app/jobs/${jobId}/candidates`;
export const interviewHref = (interviewId: string) => `/app/interviews/${interviewId}`;
