import { createFileRoute } from '@tanstack/react-router';
import { InterviewKitPage } from '@/features/interviews';

export const Route = createFileRoute('/app/interviews/$interviewId')({
  component: InterviewKitRoute,
});

function InterviewKitRoute() {
  const { interviewId } = Route.useParams();
  return <InterviewKitPage interviewId={interviewId} />;
}
