/**
 * The results list of the site search, below its field: the field as a combobox that
 * controls a listbox of results, a line that says how many were found (announced to
 * screen readers through a status region), and which result is chosen.
 */
import type { SearchTexts } from '../../i18n/search-texts.ts';
import type { SearchResultView } from './search-results.ts';

const LIST_ID = 'site-search-results';

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

function optionOf(view: SearchResultView, index: number): HTMLLIElement {
  const option = element('li', 'site-search-option');
  option.id = `${LIST_ID}-${index}`;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  // An option holds no link (a listbox's options are its only controls); choosing one opens its page.
  option.dataset.href = view.href;
  option.append(element('span', 'site-search-kind', view.kind), element('span', 'site-search-title', view.title));
  if (view.details) option.append(element('span', 'site-search-details', view.details));
  const excerpt = element('span', 'site-search-excerpt');
  for (const part of view.excerpt) excerpt.append(part.marked ? element('mark', '', part.text) : part.text);
  option.append(excerpt);
  return option;
}

export interface SearchPanel {
  readonly isOpen: () => boolean;
  readonly show: (open: boolean) => void;
  /** Says `text` in the list's line and to screen readers. */
  readonly say: (text: string) => void;
  readonly draw: (views: readonly SearchResultView[]) => void;
  /** Marks result `index` as chosen (-1: none). */
  readonly choose: (index: number) => void;
}

export function searchPanel(form: HTMLFormElement, input: HTMLInputElement, texts: SearchTexts): SearchPanel {
  const status = element('p', 'sr-only');
  status.setAttribute('role', 'status');
  const panel = element('div', 'site-search-panel');
  const message = element('p', 'site-search-message');
  message.setAttribute('aria-hidden', 'true');
  const list = element('ul', 'site-search-list');
  list.id = LIST_ID;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', texts.resultsLabel);
  panel.hidden = true;
  // Long results scroll: the list can then be reached with Tab and scrolled with the keys.
  panel.tabIndex = 0;
  panel.append(message, list);
  list.addEventListener('click', (event) => {
    const href = (event.target as Element).closest<HTMLElement>('[role="option"]')?.dataset.href;
    if (href) location.assign(href);
  });
  form.append(status, panel);
  for (const [name, value] of Object.entries({ role: 'combobox', 'aria-autocomplete': 'list', 'aria-controls': LIST_ID })) {
    input.setAttribute(name, value);
  }
  input.setAttribute('aria-expanded', 'false');

  const choose = (index: number) => {
    for (const [at, option] of [...list.children].entries()) option.setAttribute('aria-selected', String(at === index));
    const option = list.children[index];
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const show = (open: boolean) => {
    panel.hidden = !open;
    input.setAttribute('aria-expanded', String(open && list.children.length > 0));
  };
  return {
    isOpen: () => !panel.hidden,
    show,
    say: (text) => {
      message.textContent = text;
      status.textContent = text;
    },
    draw: (views) => {
      list.replaceChildren(...views.map(optionOf));
      choose(-1);
    },
    choose,
  };
}
