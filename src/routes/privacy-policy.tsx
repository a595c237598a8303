import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/landing/components/LegalPage';
import { PRIVACY_POLICY } from '@/features/landing/content/legalDocuments';

function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPage });
