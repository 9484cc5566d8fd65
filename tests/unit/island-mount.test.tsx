// @vitest-environment jsdom
/**
 * An island that fails to mount (its component throws while it hydrates) is logged as the
 * specification says, "Error while mounting app", with the island's name, marked failed, and
 * keeps the HTML the server drew;
 * one that mounts is marked hydrated and logs nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineIsland, MOUNT_ERROR } from '../../src/islands/hydrate.tsx';

function Broken(): never {
  throw new Error('the props are wrong');
}

const Fine = ({ text }: { text: string }) => <p>{text}</p>;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** An island element with the server's HTML, as the page has it. */
function islandElement(name: string, html: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.island = name;
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('mounting an island', () => {
  it('logs "Error while mounting app" with the island when its component throws, marks it failed, and keeps its server-drawn HTML', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = islandElement('registration-form', '<p>the form</p>');
    // As the loader calls it, outside any test harness: React reports the error to the root's handler.
    defineIsland(Broken)(element, {});
    await vi.waitFor(() => expect(element.dataset.state).toBe('failed'));
    expect(logged.mock.calls.some(([message, island]) => message === MOUNT_ERROR && island === 'registration-form')).toBe(true);
    // React emptied the element when the mount failed: the form the server drew is back, and works without JavaScript.
    await vi.waitFor(() => expect(element.innerHTML).toBe('<p>the form</p>'));
  });

  it('marks an island that mounts hydrated, and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = islandElement('toaster', '<p>hello</p>');
    defineIsland(Fine)(element, { text: 'hello' });
    await vi.waitFor(() => expect(element.dataset.state).toBe('hydrated'));
    expect(logged).not.toHaveBeenCalled();
  });
});
