// Chat (issue 26): the team's conversations, the hiring assistant, and the ways in.
export { ChatPage, type ChatPageProps } from './components/ChatPage';
export { ChatUnreadBadge } from './components/ChatUnreadBadge';
export { DiscussButton } from './components/DiscussButton';
export { chatSearchSchema, type ChatSearch } from './model/chatSearch';
