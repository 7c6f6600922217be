import { dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { freshFromNow } from './server-state.ts';

describe('freshFromNow', () => {
  it('lets a page kept longer than the stale time hydrate without asking the API again', () => {
    const server = createQueryClient();
    const twoMinutesAgo = Date.now() - 120_000;
    server.setQueryData(['featured'], [{ id: 1 }], { updatedAt: twoMinutesAgo });
    const kept = dehydrate(server);

    const staleTime = server.getDefaultOptions().queries!.staleTime as number;
    expect(staleTime).toBeLessThan(120_000);

    const asKept = createQueryClient();
    hydrate(asKept, kept);
    expect(
      asKept
        .getQueryCache()
        .find({ queryKey: ['featured'] })!
        .isStaleByTime(staleTime),
    ).toBe(true);

    const browser = createQueryClient();
    hydrate(browser, freshFromNow(kept));
    const query = browser.getQueryCache().find({ queryKey: ['featured'] })!;
    expect(query.isStaleByTime(staleTime)).toBe(false);
    expect(query.state.data).toEqual([{ id: 1 }]);
  });
});
