import { TOASTS } from '../../shared/constants.js';

/**
 * A tiny toast store shared by every island on the page. It keeps at most TOASTS.storeLimit
 * toasts (a new one replaces the old), as the spec's store does.
 */

export interface Toast {
  id: number;
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  toasts = [{ ...toast, id }, ...toasts].slice(0, TOASTS.storeLimit);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

const NO_TOASTS: readonly Toast[] = [];
export function serverToasts(): readonly Toast[] {
  return NO_TOASTS;
}
