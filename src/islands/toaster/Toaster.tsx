/**
 * The toast region (Radix Toast), bottom-right: it shows the shared toast store. The island
 * hydrates when the first toast is announced. Server and hydration render nothing (Radix's
 * viewport markup carries an inline style, which the content security policy does not
 * allow in HTML); the region mounts right after hydration, so markup never mismatches.
 */
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { Avatar } from '../../components/ui/Avatar.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FRAME_TEXTS } from '../../i18n/frame-texts.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FrameIcon } from '../../icons/FrameIcon.tsx';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastIconName } from './toast-display.ts';
import type { Toast } from './toast-list.ts';
import { closeToast, getToasts, subscribeToasts } from './toast-store.ts';

export interface ToasterProps {
  readonly [key: string]: unknown;
  /** The page's language, which names the region and the close buttons (src/i18n/frame-texts.ts). */
  readonly locale: Locale;
}

const NO_TOASTS: readonly Toast[] = [];

const COLORS: Readonly<Record<NonNullable<Toast['color']>, string>> = {
  neutral: 'var(--border)',
  success: '#2f9e62',
  info: 'var(--accent)',
  warning: '#c98a0b',
  error: '#c92a2a',
};

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const icon = toastIconName(toast);
  return (
    <RadixToast.Root
      open={toast.open}
      duration={toast.persistent ? Number.POSITIVE_INFINITY : undefined}
      onOpenChange={(open) => !open && closeToast(toast.id)}
      className="toast"
      style={{ borderInlineStartColor: COLORS[toast.color ?? 'neutral'] }}
      data-color={toast.color ?? 'neutral'}
    >
      {icon && <FrameIcon name={icon} size={20} className="toast-icon" />}
      {toast.avatar && <Avatar src={toast.avatar.src} alt={toast.avatar.alt} size="md" />}
      <div className="min-w-0 flex-1">
        {toast.title && <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>}
        {toast.description && <RadixToast.Description className="mt-1 text-sm">{toast.description}</RadixToast.Description>}
        {toast.actions && toast.actions.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {toast.actions.map((action) => (
              <RadixToast.Action key={action.label} altText={action.label} asChild>
                <Button type="button" variant="secondary" onClick={action.onClick}>
                  {action.label}
                </Button>
              </RadixToast.Action>
            ))}
          </div>
        )}
      </div>
      {toast.close !== false && (
        <RadixToast.Close aria-label={closeLabel} className="toast-close">
          <span aria-hidden="true">×</span>
        </RadixToast.Close>
      )}
    </RadixToast.Root>
  );
}

const noSubscription = () => () => {};

export function Toaster({ locale }: ToasterProps) {
  const { label, close: closeLabel } = FRAME_TEXTS[locale].toasts;
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => NO_TOASTS);
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!mounted) return null;
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={label}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
      ))}
      <RadixToast.Viewport data-slot="toaster" className="toast-viewport" label={label} />
    </RadixToast.Provider>
  );
}
