import { HeaderNav } from './components/HeaderNav.js';
import { Toaster } from './components/Toaster.js';
import { ZipForm } from './components/ZipForm.js';

/** Islands any page may have: the header menus, ZIP forms and their toasts. */
export const SITE_ISLANDS = { HeaderNav, ZipForm, Toaster } as const;
