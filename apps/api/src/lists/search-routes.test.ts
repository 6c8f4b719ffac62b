import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_MEMORY_MS, routedSearch, searchKey, searchRoutes, SearchRoutes } from './search-routes';

describe('search routes', () => {
  afterEach(() => searchRoutes.clear());

  it('remembers a route for ROUTE_MEMORY_MS, then forgets it', () => {
    const routes = new SearchRoutes();
    expect(routes.routeOf('k', 1_000)).toBe('recent');
    routes.learn('k', 'collect', 1_000);
    expect(routes.routeOf('k', 1_000)).toBe('collect');
    expect(routes.routeOf('k', 1_000 + ROUTE_MEMORY_MS - 1)).toBe('collect');
    expect(routes.routeOf('k', 1_000 + ROUTE_MEMORY_MS)).toBe('recent');
    expect(routes.routeOf('k', 1_000)).toBe('recent');
    expect(routes.routeOf('other', 1_000)).toBe('recent');
    routes.learn('k', 'walk', 2_000);
    routes.learn('k', 'recent', 2_000);
    expect(routes.routeOf('k', 2_000)).toBe('recent');
  });

  it('keeps at most 2,000 routes, forgetting the oldest first', () => {
    const routes = new SearchRoutes();
    for (let i = 0; i <= 2_000; i++) routes.learn(`k${i}`, 'walk', 5);
    expect(routes.routeOf('k0', 5)).toBe('recent');
    expect(routes.routeOf('k1', 5)).toBe('walk');
    expect(routes.routeOf('k2000', 5)).toBe('walk');
  });

  it('keys a search by list, status, sort, order, page and the term folded to lower case', () => {
    const base = { status: 'active', sort: 'fullName', order: 'desc', limit: 50, offset: 0, text: 'Son' };
    expect(searchKey('clients', base)).toBe(searchKey('clients', { ...base, text: 'sON' }));
    const others = [
      { status: undefined },
      { sort: 'email' },
      { order: 'asc' },
      { limit: 5 },
      { offset: 50 },
      { text: 'so' },
    ];
    for (const other of others)
      expect(searchKey('clients', { ...base, ...other })).not.toBe(searchKey('clients', base));
    expect(searchKey('organizations', base)).not.toBe(searchKey('clients', base));
  });

  /** Statements that record which of them ran; `recentPage` null: the newest rows miss. */
  function statements(recentPage: string | null, overflow: boolean, asked: string[]) {
    return {
      recent: async () => (asked.push('recent'), recentPage),
      collected: async (cap: 'collect' | 'walk') => (
        asked.push(cap),
        { page: `${cap} page`, overflowed: cap === 'collect' && overflow }
      ),
      listed: async () => (asked.push('listed'), 'listed page'),
    };
  }

  it('asks the newest rows first, and after their miss collects the matches straight away', async () => {
    const asked: string[] = [];
    expect(await routedSearch('rare', statements(null, false, asked))).toBe('collect page');
    expect(await routedSearch('rare', statements(null, false, asked))).toBe('collect page');
    expect(asked).toEqual(['recent', 'collect', 'collect']);
  });

  it('collects only up to the bound once a term matched more than the collection cap', async () => {
    const asked: string[] = [];
    expect(await routedSearch('common', statements(null, true, asked))).toBe('collect page');
    expect(await routedSearch('common', statements(null, true, asked))).toBe('walk page');
    expect(await routedSearch('common', statements(null, true, asked))).toBe('walk page');
    expect(asked).toEqual(['recent', 'collect', 'walk', 'walk']);
  });

  it('keeps asking the newest rows while they answer', async () => {
    const asked: string[] = [];
    expect(await routedSearch('dense', statements('recent page', false, asked))).toBe('recent page');
    expect(await routedSearch('dense', statements('recent page', false, asked))).toBe('recent page');
    expect(asked).toEqual(['recent', 'recent']);
  });

  it('goes to the list statement after a miss when the matches cannot be collected (no trigram)', async () => {
    const asked: string[] = [];
    const some = { ...statements(null, false, asked), collected: null };
    expect(await routedSearch('an', some)).toBe('listed page');
    expect(await routedSearch('an', some)).toBe('listed page');
    expect(asked).toEqual(['recent', 'listed', 'listed']);
  });
});
