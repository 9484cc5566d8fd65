/**
 * The texts of the interface kit (toasts, dialogs, tooltips, command and search boxes,
 * selects): the shape every kit language fills in, and the English originals. The kit
 * has its own small dictionary, apart from the site's messages, because it is supplied
 * in 35 languages while the site itself has two (see ./languages.ts).
 */

export interface KitStrings {
  /** A filtered list (select, combobox, command menu) with nothing left for the query. */
  readonly noMatchingData: string;
  /** A list or table with no entries at all. */
  readonly noData: string;
  /** The option that creates a new entry from what was typed; keeps '{label}' exactly once. */
  readonly create: string;
  /** Close button of dialogs, popovers and sheets (often an icon with this as its label). */
  readonly close: string;
  /** Placeholder of the command menu's input. */
  readonly commandPlaceholder: string;
  /** Placeholder of search inputs. */
  readonly searchPlaceholder: string;
  /** Shown while options or content are being fetched. */
  readonly loading: string;
  /** Button that loads failed content again. */
  readonly reload: string;
  /** Button that dismisses a toast or a banner. */
  readonly dismiss: string;
  /** Label of the toast region (a landmark for screen readers). */
  readonly notifications: string;
  /** Selects every option of a multi-select. */
  readonly selectAll: string;
  /** Empties an input or a selection. */
  readonly clear: string;
}

/** The English originals; the first six are the spec's wording, literally. */
export const EN_KIT_STRINGS: KitStrings = {
  noMatchingData: 'No matching data',
  noData: 'No data',
  create: 'Create "{label}"',
  close: 'Close',
  commandPlaceholder: 'Type a command or search...',
  searchPlaceholder: 'Search...',
  loading: 'Loading...',
  reload: 'Reload',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  selectAll: 'Select all',
  clear: 'Clear',
};
