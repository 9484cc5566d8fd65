/** Where a text page leads on: its next steps as links, the first one the page's main step. */
import { usePage } from './page-context.tsx';
import { buttonVariants } from './ui/Button.tsx';

export interface NextStep {
  readonly href: string;
  readonly label: string;
}

export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  const { messages } = usePage();
  if (steps.length === 0) return null;
  return (
    <nav aria-label={messages.nextSteps.label} className="mt-10 max-w-3xl">
      <ul className="flex flex-wrap gap-3">
        {steps.map((step, position) => (
          <li key={step.href}>
            <a href={step.href} className={buttonVariants({ variant: position === 0 ? 'primary' : 'secondary' })}>
              {step.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
