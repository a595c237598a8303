import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/landing/components/LegalPage';
import { TERMS_OF_SERVICE } from '@/features/landing/content/legalDocuments';

function TermsOfServicePage() {
  return <LegalPage document={TERMS_OF_SERVICE} />;
}

export const Route = createFileRoute('/terms-of-service')({ component: TermsOfServicePage });
