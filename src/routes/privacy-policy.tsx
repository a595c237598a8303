import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/landing/components/LegalPage';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../features/landing/content/privacyPolicy';

function PrivacyPolicyPage() {
  return <LegalPage title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPage });
