/**
 * Tooltips (Radix Tooltip): one TooltipProvider near the root fixes the site's delays,
 * and <Tooltip content="…"><button …/></Tooltip> wraps a focusable trigger. The bubble is
 * portalled to <body>, has an arrow, and inverts the palette (--fg on --bg), which reads
 * well in light and dark mode alike.
 */
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from 'react';

/** How long the pointer rests on a trigger before its tooltip opens. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** After a tooltip closes, moving to another trigger within this time opens it at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

type TooltipProviderProps = Omit<TooltipPrimitive.TooltipProviderProps, 'delayDuration' | 'skipDelayDuration'>;

export function TooltipProvider(props: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS} {...props} />;
}

type TooltipProps = Omit<ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>, 'content' | 'children'> &
  Pick<TooltipPrimitive.TooltipProps, 'open' | 'defaultOpen' | 'onOpenChange'> & {
    /** The tooltip text. */
    readonly content: ReactNode;
    /** The trigger: one element that takes a ref and event handlers (a button, a link). */
    readonly children: ReactElement;
  };

export function Tooltip({ content, children, open, defaultOpen, onOpenChange, sideOffset = 4, className = '', ...props }: TooltipProps) {
  return (
    <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip"
          sideOffset={sideOffset}
          className={`z-50 max-w-xs rounded-md bg-(--fg) px-2.5 py-1.5 text-sm leading-snug text-(--bg) shadow-md ${className}`.trim()}
          {...props}
        >
          {content}
          <TooltipPrimitive.Arrow data-slot="tooltip-arrow" width={12} height={6} className="fill-(--fg)" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
