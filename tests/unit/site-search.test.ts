/** The site search's pure parts: results as drawn, the pages the index reads and the dates' records, the words the seminar list is searched for, the route that answers it. */
import { matchesGlob } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { excerptParts, pagePath, resultView } from '../../src/browser/search/search-results.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { addDays } from '../../src/content/calendar.ts';
import { foldText, queryWords, seminarScore, seminarsWithWords } from '../../src/content/seminar-words.ts';
import { dateSearchRecords } from '../../src/generate/date-search-records.ts';
import { foundPages } from '../../src/generate/found-pages.ts';
import { htmlFileOf } from '../../src/generate/output-path.ts';
import { listPages } from '../../src/generate/page-list.ts';
import { pageGlob } from '../../src/generate/search-index.ts';
import { formatDateRange } from '../../src/i18n/format.ts';
import { SEARCH_TEXTS } from '../../src/i18n/search-texts.ts';
import { wherePlace } from '../../src/i18n/where-place.ts';
import { NO_SELECTION } from '../../src/routes/finder-params.ts';
import { matchRoute, pathOf } from '../../src/routes/match.ts';
import { ROUTE_IDS, searchKind, searchReadsPage } from '../../src/routes/table.ts';
import { MAX_QUERY_LENGTH, SEMINAR_LIST_PATHS, seminarSearchRoute } from '../../src/server/edge/seminar-search-route.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const content = await loadContentCache('content-cache');

describe('a search result as drawn', () => {
  it('uses the address the site writes, without the trailing slash Pagefind adds', () => {
    expect(pagePath('/seminare/klimatisierung-und-kuehlung/')).toBe('/seminare/klimatisierung-und-kuehlung');
    expect(pagePath('/en/index.html')).toBe('/en');
    expect(pagePath('/')).toBe('/');
  });

  it('turns the excerpt into text and marked words, entities decoded, markup never kept', () => {
    expect(excerptParts('Die <mark>Kühlung</mark> &amp; Abwärme &lt;b&gt;')).toEqual([
      { text: 'Die ', marked: false },
      { text: 'Kühlung', marked: true },
      { text: ' & Abwärme <b>', marked: false },
    ]);
  });

  it('names the kind of page in the language, with a date’s when and where', () => {
    const data = { url: '/en/courses/x/1023', excerpt: 'x', meta: { title: 'T', kind: 'date', date: 'Jan 26', place: 'Hamburg' } };
    expect(resultView(data, SEARCH_TEXTS.en)).toMatchObject({ href: '/en/courses/x/1023', kind: 'Date', details: 'Jan 26 · Hamburg' });
    expect(resultView({ ...data, meta: { title: 'T', kind: 'seminar' } }, SEARCH_TEXTS.de)).toMatchObject({
      kind: 'Seminar',
      details: null,
    });
    expect(resultView({ ...data, meta: { title: 'T' } }, SEARCH_TEXTS.de).kind).toBe('Seite');
  });
});

describe('the route table’s search kinds', () => {
  it('gives every detail page a kind and leaves out the lists, which name everything', () => {
    expect(searchKind('seminar')).toBe('seminar');
    expect(searchKind('seminarDate')).toBe('date');
    expect(searchKind('event')).toBe('event');
    expect(searchKind('job')).toBe('job');
    for (const id of ['home', 'seminars', 'seminarDates', 'hiddenDownloadA'] as const) expect(searchKind(id)).toBeNull();
    expect(ROUTE_IDS.filter((id) => searchKind(id) !== null).length).toBeGreaterThan(10);
  });

  it('has the search read each page of those routes in its language only, but not the dates’ pages, which it knows from records', () => {
    expect(ROUTE_IDS.filter((id) => searchKind(id) !== null && !searchReadsPage(id))).toEqual(['seminarDate']);
    for (const route of listPages(content)) {
      const file = htmlFileOf(pathOf(route));
      expect(matchesGlob(file, pageGlob(route.locale)), file).toBe(searchReadsPage(route.id));
      expect(matchesGlob(file, pageGlob(route.locale === 'de' ? 'en' : 'de')), file).toBe(false);
    }
    for (const file of ['404.html', 'en/404.html', 'pagefind/index.html', 'seminare/x/1001/index.html']) {
      expect(matchesGlob(file, pageGlob('de')) || matchesGlob(file, pageGlob('en')), file).toBe(false);
    }
  });
});

describe('the search’s records of seminar dates', () => {
  const records = dateSearchRecords(content, TEST_DAY);

  it('names each date’s page in both languages, with its title, when and where', () => {
    const datePages = listPages(content).filter((route) => route.id === 'seminarDate');
    expect(records.map((record) => record.url).sort()).toEqual(datePages.map(pathOf).sort());
    const date = content.seminarDates.find((item) => item.location === 'Frankfurt am Main') ?? content.seminarDates[0]!;
    const seminar = content.seminars.find((item) => item.id === date.seminarId)!;
    const german = records.find((record) => record.locale === 'de' && record.url === `/seminare/${seminar.slug}/${date.id}`);
    const english = records.find((record) => record.locale === 'en' && record.url === `/en/courses/${seminar.slug}/${date.id}`);
    expect(german?.meta).toEqual({
      kind: 'date',
      title: `${seminar.translations.de.title} am ${formatDateRange('de', date.start, date.end)}`,
      date: formatDateRange('de', date.start, date.end),
      place: wherePlace('de', date.location),
    });
    expect(german?.content).toContain(`${german?.meta.title}. ${german?.meta.place}.`);
    expect(german?.content.split(german!.meta.date)).toHaveLength(2);
    expect(english?.meta.title).toContain(seminar.translations.en.title);
    for (const record of records) expect(matchRoute(record.url)).toMatchObject({ id: 'seminarDate', locale: record.locale });
  });

  it('leaves out the dates that have taken place, from the day after their last', () => {
    const first = [...content.seminarDates].sort((a, b) => a.end.localeCompare(b.end))[0]!;
    const urls = (today: string) => new Set(dateSearchRecords(content, today).map((record) => record.url));
    const slug = content.seminars.find((seminar) => seminar.id === first.seminarId)!.slug;
    const page = (locale: 'de' | 'en') => pathOf({ id: 'seminarDate', locale, params: { slug, dateId: String(first.id) } });
    expect(urls(first.end).has(page('de'))).toBe(true);
    expect(urls(addDays(first.end, 1)).has(page('de'))).toBe(false);
    expect(urls(addDays(first.end, 1)).has(page('en'))).toBe(false);
    const endedThen = content.seminarDates.filter((date) => date.end === first.end).length;
    expect(urls(addDays(first.end, 1)).size).toBe(records.length - 2 * endedThen);
    const last = content.seminarDates
      .map((date) => date.end)
      .sort()
      .at(-1)!;
    expect(dateSearchRecords(content, addDays(last, 1))).toEqual([]);
  });
});

describe('the seminar list searched for words', () => {
  it('folds case, umlauts, accents and the hyphens and spaces a page keeps together', () => {
    expect(foldText('Kühlung')).toBe(foldText('KUEHLUNG'));
    expect(foldText('Größe')).toBe('groesse');
    expect(foldText('EN\u00a050600\u20112\u20113 Kli\u00adma')).toBe('en 50600-2-3 klima');
    expect(queryWords('  Kühl   PUE ')).toEqual(['kuehl', 'pue']);
    expect(queryWords('   ')).toEqual([]);
  });

  it('keeps the seminars whose texts in the language hold every word, with their dates', () => {
    const found = seminarsWithWords(content, 'de', queryWords('kühlung'));
    expect(found.seminars.map((seminar) => seminar.slug)).toContain('klimatisierung-und-kuehlung');
    expect(found.seminars.length).toBeLessThan(content.seminars.length);
    const ids = new Set(found.seminars.map((seminar) => seminar.id));
    expect(found.seminarDates.length).toBeGreaterThan(0);
    expect(found.seminarDates.every((date) => ids.has(date.seminarId))).toBe(true);
    expect(seminarsWithWords(content, 'en', queryWords('kühlung')).seminars).toEqual([]);
    expect(seminarsWithWords(content, 'de', queryWords('kühlung zzzqqq')).seminars).toEqual([]);
  });

  it('lists first the seminars with the words in their title, then in what they are about, then anywhere', () => {
    const found = seminarsWithWords(content, 'en', queryWords('cooling')).seminars;
    expect(found.length).toBeGreaterThan(3);
    expect(found[0]?.slug).toBe('klimatisierung-und-kuehlung');
    const scores = found.map((seminar) => seminarScore(seminar, 'en', queryWords('cooling')));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(3);
  });

  it('finds the other pages that hold every word, those with a word in the title first', () => {
    const pages = foundPages(content, 'en', queryWords('cooling'));
    expect(pages[0]).toEqual({
      kind: 'event',
      title: 'Cooling and Waste Heat Forum 2027',
      href: '/en/events/fachforum-kuehlung-und-abwaerme-2027',
    });
    expect(pages.map((page) => page.kind)).toContain('trainer');
    expect(foundPages(content, 'de', queryWords('Impressum')).map((page) => page.href)).toEqual(['/impressum']);
    expect(foundPages(content, 'de', queryWords('zzzqqq'))).toEqual([]);
  });
});

describe('the route that answers the searched list', () => {
  const app = (render = vi.fn(async (locale: string, query: string) => `<p>${locale}:${query}</p>`)) => {
    const hono = new Hono();
    hono.on(['GET', 'HEAD'], SEMINAR_LIST_PATHS, seminarSearchRoute(render));
    hono.get('*', (c) => c.text('built list'));
    return { hono, render };
  };

  it('draws the list of the path’s language for the words, cut to a bounded length', async () => {
    const { hono, render } = app();
    expect(await (await hono.request('/en/courses?q=%20cooling%20')).text()).toBe('<p>en:cooling</p>');
    expect(await (await hono.request('/seminare?q=K%C3%BChlung')).text()).toBe('<p>de:Kühlung</p>');
    await hono.request(`/seminare?q=${'a'.repeat(500)}`);
    expect(render).toHaveBeenLastCalledWith('de', 'a'.repeat(MAX_QUERY_LENGTH), null, 'seminars');
  });

  it("draws the list with the finder's choices from its address, dropping values longer than any choice", async () => {
    const { hono, render } = app();
    await hono.request('/en/courses?topic=cooling&city=Frankfurt%20am%20Main&sort=price');
    expect(render).toHaveBeenLastCalledWith(
      'en',
      '',
      { ...NO_SELECTION, topic: 'cooling', city: 'Frankfurt am Main', sort: 'price' },
      'seminars',
    );
    await hono.request(`/seminare?level=expert&city=${'x'.repeat(500)}`);
    expect(render).toHaveBeenLastCalledWith('de', '', { ...NO_SELECTION, level: 'expert' }, 'seminars');
    // The dates page takes the same choices, and no words.
    await hono.request('/seminartermine?city=Hamburg&q=cooling');
    expect(render).toHaveBeenLastCalledWith('de', '', { ...NO_SELECTION, city: 'Hamburg' }, 'seminarDates');
  });

  it('leaves the built list to the site’s files without words', async () => {
    const { hono, render } = app();
    for (const path of ['/seminare', '/seminare?q=', '/en/courses?q=%20%20', '/en/courses?other=1'])
      expect(await (await hono.request(path)).text()).toBe('built list');
    expect(render).not.toHaveBeenCalled();
  });
});
