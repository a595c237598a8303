import { useState } from 'react';
import { Box } from '@mantine/core';
import { WaitlistDialog } from '@/features/waitlist/components/WaitlistDialog';
import { InlineWaitlistForm } from '@/features/waitlist/components/InlineWaitlistForm';
import { DemoSection } from './DemoSection';
import { AudienceSection, Differentiators, FeatureGrid, Hero, HowItWorks, WaitlistSection } from './LandingSections';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './publicSite.css';

/** The landing page (spec §2 "/"). */
export function LandingPage() {
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const openWaitlist = () => setWaitlistOpen(true);
  return (
    <Box className="partii-public">
      <SiteHeader onJoinWaitlist={openWaitlist} />
      <Box component="main">
        <Hero onJoinWaitlist={openWaitlist} />
        <AudienceSection />
        <FeatureGrid />
        <Differentiators />
        <HowItWorks />
        <DemoSection />
        <WaitlistSection>
          <InlineWaitlistForm />
        </WaitlistSection>
      </Box>
      <SiteFooter />
      <WaitlistDialog opened={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
    </Box>
  );
}
