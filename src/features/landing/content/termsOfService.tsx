import { List, Text } from '@mantine/core';
import type { LegalSection } from '../components/LegalPage';

export const TERMS_INTRO =
  'These Terms of Service govern access to and use of Partii, an AI-powered applicant tracking system for hiring teams. By creating an account or using the service you agree to these terms on behalf of the organisation you represent (the "Customer").';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: 'The service',
    body: (
      <Text>
        Partii helps hiring teams create job postings, publish them on a public job board, receive applications through a
        conversational chat, and review applicants with AI-generated summaries and ratings. Features described as previews or
        placeholders may change.
      </Text>
    ),
  },
  {
    heading: 'Subscription and payment',
    body: (
      <Text>
        Use of Partii by hiring teams requires a paid subscription. Fees, billing periods and included usage are set out in the plan
        you choose. Subscriptions renew automatically until cancelled; cancellation takes effect at the end of the current billing
        period.
      </Text>
    ),
  },
  {
    heading: 'Accounts',
    body: (
      <Text>
        You are responsible for keeping your sign-in details confidential and for all activity under your account. Tell us promptly
        about any unauthorised use.
      </Text>
    ),
  },
  {
    heading: 'Data protection',
    body: (
      <>
        <Text>
          The Customer is the data controller of the personal data of its candidates and users, and Partii is its data processor.
          Partii processes that data only on the Customer's documented instructions, keeps it confidential, protects it with
          appropriate technical and organisational measures, and assists the Customer in meeting data subjects' requests.
        </Text>
        <Text>The Customer is responsible for having a lawful basis to collect candidate data and for its hiring decisions.</Text>
      </>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <List spacing="xs">
        <List.Item>Do not post jobs that are unlawful, discriminatory or misleading.</List.Item>
        <List.Item>Do not use AI ratings as the sole basis of a hiring decision.</List.Item>
        <List.Item>Do not attempt to access other customers' data or disrupt the service.</List.Item>
      </List>
    ),
  },
  {
    heading: 'Intellectual property',
    body: (
      <Text>
        The Customer owns its content, including job postings and application data. Partii owns the service and its software, and
        grants the Customer a non-exclusive right to use it during the subscription.
      </Text>
    ),
  },
  {
    heading: 'Warranties and liability',
    body: (
      <Text>
        We provide the service with reasonable skill and care. AI-generated content may contain errors and should be reviewed by a
        person. To the extent permitted by law, our total liability in any twelve-month period is limited to the fees paid for the
        service in that period; nothing in these terms limits liability that cannot be limited by law.
      </Text>
    ),
  },
  {
    heading: 'Termination',
    body: (
      <Text>
        Either party may end the agreement if the other materially breaches these terms and does not fix the breach within 30 days of
        notice. On termination the Customer may export its data, after which we delete it.
      </Text>
    ),
  },
  {
    heading: 'Governing law',
    body: (
      <Text>
        These terms are governed by the laws of the United Kingdom, and the courts of the United Kingdom have exclusive jurisdiction
        over any dispute arising from them.
      </Text>
    ),
  },
];
