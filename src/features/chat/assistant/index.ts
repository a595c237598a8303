// The hiring assistant's public surface (issue 26, item 3); the Chat screen builds on it.
export { answerQuestion, CANNOT_ANSWER } from './answerQuestion';
export { ASSISTANT_HELP, parseQuestion } from './parseQuestion';
export type { AssistantIntent, DayRange, TemplateRef } from './parseQuestion';
export type { AssistantAnswer, AssistantContext, AssistantRow } from './types';
