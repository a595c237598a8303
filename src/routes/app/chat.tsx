import { createFileRoute } from '@tanstack/react-router';
import { ChatPage, chatSearchSchema } from '@/features/chat';
import { searchState } from '@/ui/searchParams';

export const Route = createFileRoute('/app/chat')({
  ...searchState(chatSearchSchema),
  component: ChatRoute,
});

function ChatRoute() {
  return <ChatPage search={Route.useSearch()} />;
}
