import { Suspense, useState } from 'react';
import { Box } from '@mantine/core';
import { DeferredDialog, lazyWithPublicStore } from '@/features/public-forms/components/deferred';
import { DemoSection } from './DemoSection';
import { AudienceSection, Differentiators, FeatureGrid, Hero, HowItWorks, WaitlistSection } from './LandingSections';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useBelowTheFold } from '@/ui/useBelowTheFold';
import './publicSite.css';

/** The inline form's height (one column on a phone, two from `sm`), kept while its code loads. */
const INLINE_WAITLIST_FORM_HEIGHT = { base: 460, sm: 299 };

const WaitlistDialog = lazyWithPublicStore(() =>
  import('@/features/waitlist/components/WaitlistDialog').then((module) => module.WaitlistDialog),
);
const InlineWaitlistForm = lazyWithPublicStore(() =>
  import('@/features/waitlist/components/InlineWaitlistForm').then((module) => module.InlineWaitlistForm),
);

/** The landing page (spec §2 "/"). */
export function LandingPage() {
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const openWaitlist = () => setWaitlistOpen(true);
  const belowTheFold = useBelowTheFold();
  return (
    <Box className="partii-public">
      <SiteHeader onJoinWaitlist={openWaitlist} />
      <Box component="main">
        <Hero onJoinWaitlist={openWaitlist} />
        {belowTheFold && (
          <>
            <AudienceSection />
            <FeatureGrid />
            <Differentiators />
            <HowItWorks />
            <DemoSection />
            <WaitlistSection>
              {/* Far below the fold: loads after the page has painted, in a box of its height. */}
              <Suspense fallback={<Box mih={INLINE_WAITLIST_FORM_HEIGHT} />}>
                <InlineWaitlistForm />
              </Suspense>
            </WaitlistSection>
          </>
        )}
      </Box>
      {belowTheFold && <SiteFooter />}
      <DeferredDialog
        opened={waitlistOpen}
        render={(opened) => <WaitlistDialog opened={opened} onClose={() => setWaitlistOpen(false)} />}
      />
    </Box>
  );
}
