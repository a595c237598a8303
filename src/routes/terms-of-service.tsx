import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/landing/components/LegalPage';
import { TERMS_INTRO, TERMS_SECTIONS } from '../features/landing/content/termsOfService';

function TermsOfServicePage() {
  return <LegalPage title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}

export const Route = createFileRoute('/terms-of-service')({ component: TermsOfServicePage });
