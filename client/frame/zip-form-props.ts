import type { PageContextValue } from '../page-context.js';
import type { ZipFormProps } from '../islands/components/ZipForm.js';

/** Props for a validating ZIP form on the current page, with any failed no-JS post restored. */
export function zipFormProps(page: PageContextValue, formId: string, options: Pick<ZipFormProps, 'tone' | 'layout'> = {}): ZipFormProps {
  const feedback = page.zipFeedback?.formId === formId ? page.zipFeedback : undefined;
  return {
    mode: 'validate',
    formId,
    pageId: page.path,
    headline: page.headline,
    subId: page.subId,
    privacySignal: page.privacySignal,
    initialValue: feedback?.value,
    initialError: feedback?.error,
    ...options,
  };
}

/** Props for the inline box: no check, its own link; it sits on a white box, hence the dark tone. */
export function inlineZipFormProps(page: PageContextValue, formId: string): ZipFormProps {
  return {
    mode: 'inline',
    inlineLink: page.inlineZipLink,
    optOut: page.partnerOptOut,
    privacySignal: page.privacySignal,
    formId,
    pageId: page.path,
    headline: page.headline,
    subId: page.subId,
    initialValue: page.zipFeedback?.formId === formId ? page.zipFeedback.value : undefined,
    tone: 'dark',
    layout: 'row',
  };
}
