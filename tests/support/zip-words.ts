import { ISLANDS_EN, noticeText } from '../../shared/messages/islands-en.js';

/** The English ZIP form's words, as the tests name them (from the English catalogue, shared/messages/islands-en.ts). */
export const ZIP_MESSAGES = ISLANDS_EN.zip.messages;
export const CONSENT_LINE = ISLANDS_EN.zip.consent;
export const TERMS_NOTICE_TEXT = noticeText(ISLANDS_EN.zip.termsNotice);
export const HAND_OFF_NOTICE_TEXT = noticeText(ISLANDS_EN.zip.handOffNotice);
export const OPT_OUT_HONOURED = ISLANDS_EN.zip.optOutHonoured;
