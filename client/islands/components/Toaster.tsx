import { useEffect, useRef, useSyncExternalStore } from 'react';
import { TOASTS } from '../../../shared/constants.js';
import { useIslandMessages } from '../island-messages.js';
import { currentToasts, dismissToast, serverToasts, subscribeToasts, type Toast } from '../../toast/store.js';

/**
 * The toast region. It is in the server's HTML from the start (empty), so screen readers
 * already know the live region when a toast arrives. Alt+T moves focus to it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts);
  const regionRef = useRef<HTMLElement>(null);
  const words = useIslandMessages().toaster;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey === TOASTS.hotkey.altKey && event.code === TOASTS.hotkey.code) {
        regionRef.current?.querySelector<HTMLElement>('[data-toast] button')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section ref={regionRef} className="toaster" aria-label={words.region} tabIndex={-1}>
      <ol className="toaster__list">
        {toasts.slice(0, TOASTS.visible).map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={words.dismiss} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), TOASTS.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id]);

  return (
    <li data-toast={toast.variant} className={`toast toast--${toast.variant}`} role={toast.variant === 'destructive' ? 'alert' : 'status'}>
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        <p className="toast__description">{toast.description}</p>
      </div>
      <button type="button" className="toast__close" aria-label={dismissLabel} onClick={() => dismissToast(toast.id)}>
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
          <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
