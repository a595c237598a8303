import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '@/features/chat';
import { chatSearchSchema } from '@/features/chat/model/chatSearch';
import { searchState } from '@/ui/searchParams';

export const Route = createFileRoute('/app/chat')({
  ...searchState(chatSearchSchema),
  component: ChatRoute,
});

function ChatRoute() {
  return <ChatPage search={Route.useSearch()} />;
}
