// The legal pages' text (spec §1), read once from the Markdown files beside this module.
import { parseLegalDocument } from '../model/legalDocument';
import privacyPolicy from './privacy-policy.md?raw';
import termsOfService from './terms-of-service.md?raw';

export const PRIVACY_POLICY = parseLegalDocument(privacyPolicy);
export const TERMS_OF_SERVICE = parseLegalDocument(termsOfService);
