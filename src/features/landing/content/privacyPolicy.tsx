import { List, Text } from '@mantine/core';
import type { LegalSection } from '../components/LegalPage';

export const PRIVACY_INTRO =
  'This Privacy Policy explains how Partii ("Partii", "we", "us") handles personal data when you visit our website, join our waitlist, apply for a job through a Partii job page, or use the Partii service. Partii is an AI-powered applicant tracking system that hiring teams use under a paid subscription.';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: 'Who is responsible for your data',
    body: (
      <>
        <Text>
          When a company (our "Customer") uses Partii to publish jobs and review applications, that Customer is the data controller
          for the personal data of its candidates. It decides why and how that data is used. Partii acts as the data processor: we
          process candidate data only on the Customer's documented instructions and to provide the service.
        </Text>
        <Text>
          For data we collect for our own purposes — such as waitlist sign-ups, contact messages and account details of our
          Customers — Partii is the data controller.
        </Text>
      </>
    ),
  },
  {
    heading: 'The data we process',
    body: (
      <List spacing="xs">
        <List.Item>Waitlist sign-ups: your name, email, company name, company size and what excites you about Partii.</List.Item>
        <List.Item>Contact messages: your name, email and the message you send us.</List.Item>
        <List.Item>
          Job applications: your name, email, phone number, resume, answers to screening questions and the conversation with the
          application assistant, processed on behalf of the hiring company.
        </List.Item>
        <List.Item>Customer accounts: the email address and password used to sign in, and the content your team creates.</List.Item>
        <List.Item>Technical data needed to run the service securely, such as server logs.</List.Item>
      </List>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <Text>
        We use waitlist and contact data to answer you and to tell you when Partii launches. We use application data only to
        deliver the service to the hiring company, including AI-generated summaries and ratings that help the company review
        applications. Those ratings support human decisions; they do not make hiring decisions on their own.
      </Text>
    ),
  },
  {
    heading: 'Legal bases',
    body: (
      <Text>
        We rely on your consent for waitlist sign-ups, on our legitimate interests to answer contact messages and keep the service
        secure, and on our contract with Customers to provide the service. Hiring companies are responsible for the legal basis on
        which they process candidate data.
      </Text>
    ),
  },
  {
    heading: 'Data stored on your device',
    body: (
      <Text>
        Partii works offline. Job listings you have viewed and an application you have started are kept in your browser's storage so
        you can continue where you left off; an application finished offline is sent when your connection returns. You can remove
        this data at any time by clearing your browser's site data.
      </Text>
    ),
  },
  {
    heading: 'Sharing and sub-processors',
    body: (
      <Text>
        We do not sell personal data. We share it only with the hiring company you apply to and with service providers that host and
        operate Partii under contracts that require them to protect it.
      </Text>
    ),
  },
  {
    heading: 'Retention',
    body: (
      <Text>
        Waitlist and contact data are kept until the product launches or until you ask us to delete them. Application data is kept for
        as long as the hiring company instructs us, and deleted when its subscription ends.
      </Text>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <Text>
        Under UK data protection law you may ask for access to, correction or deletion of your personal data, object to or restrict
        its processing, and ask for a portable copy. For applications, contact the hiring company first; we will help them answer you.
        You may also complain to the Information Commissioner's Office (ICO).
      </Text>
    ),
  },
  {
    heading: 'Governing law and changes',
    body: (
      <Text>
        This policy is governed by the laws of the United Kingdom. If we change it, we will publish the new version on this page with
        its effective date.
      </Text>
    ),
  },
];
