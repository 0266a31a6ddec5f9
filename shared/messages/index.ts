import type { Lang } from '../routes.js';
import { EN, type Messages } from './en.js';
import { ES } from './es.js';

/** The interface words of each language, for the server's renders (the browser imports only its language's islands file). */
export const MESSAGES: Record<Lang, Messages> = { en: EN, es: ES };

export type { Messages };
