import type { PlacementContext } from '../../shared/placement.js';
import { routeForFormPage } from '../../shared/routes.js';
import type { FormId } from '../../shared/zip.js';
import type { PageContextValue } from '../page-context.js';
import type { ZipFormProps } from '../islands/components/ZipForm.js';

/**
 * What a form's placement code takes from its page (decision 035): the page kind and language
 * of the route POST /zip finds for the same page id, so both paths encode the same code.
 */
function placementContext(page: PageContextValue): PlacementContext | undefined {
  if (!page.placementParam) return undefined;
  const route = routeForFormPage(page.path);
  return { param: page.placementParam, page: route.kind, language: route.lang };
}

/** Props for a validating ZIP form on the current page, with any failed no-JS post restored. */
export function zipFormProps(page: PageContextValue, formId: FormId, options: Pick<ZipFormProps, 'tone' | 'layout'> = {}): ZipFormProps {
  const feedback = page.zipFeedback?.formId === formId ? page.zipFeedback : undefined;
  return {
    mode: 'validate',
    formId,
    pageId: page.path,
    headline: page.headline,
    subId: page.subId,
    privacySignal: page.privacySignal,
    placement: placementContext(page),
    initialValue: feedback?.value,
    initialError: feedback?.error,
    ...options,
  };
}

/** Props for the inline box: no check, its own link; it sits on a white box, hence the dark tone. */
export function inlineZipFormProps(page: PageContextValue, formId: FormId): ZipFormProps {
  return {
    mode: 'inline',
    inlineLink: page.inlineZipLink,
    optOut: page.partnerOptOut,
    privacySignal: page.privacySignal,
    placement: placementContext(page),
    formId,
    pageId: page.path,
    headline: page.headline,
    subId: page.subId,
    initialValue: page.zipFeedback?.formId === formId ? page.zipFeedback.value : undefined,
    tone: 'dark',
    layout: 'row',
  };
}
