import { describe, expect, it } from 'vitest';
import { ReadCache, SALES_RANKING_TAG, TAG_CHANGES_KEPT, type CachedAnswer } from './read-cache.ts';

const answer = (bytes: number, tags: string[] = [], expiresAt?: number): CachedAnswer => ({
  body: Buffer.alloc(bytes, 'a'),
  hash: 'h',
  rawHeaders: [],
  tags,
  expiresAt,
});

describe('the read cache', () => {
  it('holds no more bytes than its bound, dropping the least recently used answers first', () => {
    const cache = new ReadCache(50_000);
    for (let page = 1; page <= 3; page += 1) cache.store(`/page/${page}`, answer(3_000), cache.generation);
    cache.get('/page/1');
    for (let page = 4; page <= 20; page += 1) cache.store(`/page/${page}`, answer(3_000), cache.generation);
    expect(cache.usage().bytes).toBeLessThanOrEqual(50_000);
    expect(cache.get('/page/2')).toBeUndefined();
    expect(cache.get('/page/1')).toBeDefined();
    expect(cache.get('/page/20')).toBeDefined();
  });

  it('stays within its bound however many answers arrive (100,000 product pages)', () => {
    const cache = new ReadCache(8 * 1024 * 1024);
    for (let id = 1; id <= 100_000; id += 1) {
      cache.store(`/api/Product/${id}`, answer(2_000, [`product:${id}`]), cache.generation);
      if (id % 10 === 0) cache.get(`/api/Product/${id}`);
    }
    expect(cache.usage().bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(cache.usage().answers).toBeGreaterThan(3_000);
    expect(cache.get('/api/Product/100000')).toBeDefined();
  });

  it('keeps what visitors come back to through a flood of addresses asked for once (searches)', () => {
    const cache = new ReadCache(1_000_000);
    cache.store('/public/home', answer(20_000), cache.generation);
    cache.get('/public/home');
    for (let search = 1; search <= 1_000; search += 1) {
      cache.store(`/public/products?q=${search}`, answer(20_000), cache.generation);
    }
    expect(cache.get('/public/home')).toBeDefined();
    expect(cache.get('/public/products?q=1000')).toBeDefined();
    expect(cache.get('/public/products?q=1')).toBeUndefined();
    expect(cache.usage().bytes).toBeLessThanOrEqual(1_000_000);
  });

  it('moves the least recently used of the answers it kept back on probation once they exceed their share', () => {
    const cache = new ReadCache(100_000);
    for (let page = 1; page <= 6; page += 1) {
      cache.store(`/page/${page}`, answer(15_000), cache.generation);
      cache.get(`/page/${page}`);
    }
    // Kept answers may hold 80,000 bytes: the first went back on probation, where new answers push it out.
    expect(cache.usage().bytes).toBeLessThanOrEqual(100_000);
    cache.store('/page/7', answer(15_000), cache.generation);
    expect(cache.get('/page/1')).toBeUndefined();
    expect(cache.get('/page/6')).toBeDefined();
  });

  it('drops only the answers tagged with a changed product, or everything', () => {
    const cache = new ReadCache(1_000_000);
    cache.store('/api/Product/1', answer(10, ['product:1']), cache.generation);
    cache.store('/api/Product/2', answer(10, ['product:2']), cache.generation);
    cache.store('/api/CrabClawCategories', answer(10), cache.generation);
    cache.invalidate(['product:1']);
    expect(cache.get('/api/Product/1')).toBeUndefined();
    expect(cache.get('/api/Product/2')).toBeDefined();
    cache.invalidate('all');
    expect(cache.usage()).toEqual({ bytes: 0, answers: 0 });
  });

  it('stores an answer whose reads overlapped only changes of other tags (orders of other products)', () => {
    const cache = new ReadCache(1_000_000);
    const began = cache.generation;
    cache.invalidate(['product:9', SALES_RANKING_TAG]);
    expect(cache.store('/api/Product/1', answer(10, ['product:1']), began)).toBe(true);
    expect(cache.store('/api/CrabClawCategories', answer(10), began)).toBe(true);
    expect(cache.get('/api/Product/1')).toBeDefined();
  });

  it('does not store an answer whose reads overlapped a change of one of its tags, or of everything', () => {
    const cache = new ReadCache(1_000_000);
    const beforeStock = cache.generation;
    cache.invalidate(['product:2']);
    expect(cache.store('/api/Product/paginated', answer(10, ['product:1', 'product:2']), beforeStock)).toBe(false);
    expect(cache.store('/api/Product/featured', answer(10, [SALES_RANKING_TAG]), cache.generation)).toBe(true);
    const beforeEdit = cache.generation;
    cache.invalidate('all');
    cache.invalidate(['product:3']);
    expect(cache.store('/api/CrabClawCategories', answer(10), beforeEdit)).toBe(false);
    expect(cache.store('/api/Product/1', answer(10, ['product:1']), beforeEdit)).toBe(false);
    expect(cache.usage().answers).toBe(0);
  });

  it('remembers a bounded number of tag changes, refusing what began before one it forgot', () => {
    const cache = new ReadCache(1_000_000);
    const began = cache.generation;
    for (let id = 1; id <= TAG_CHANGES_KEPT; id += 1) cache.invalidate([`product:${id}`]);
    const later = cache.generation;
    // One tag too many: the first change is forgotten, and what began before it might have shown product 1.
    cache.invalidate([`product:${TAG_CHANGES_KEPT + 1}`]);
    expect(cache.store('/api/Product/0', answer(10, ['product:0']), began)).toBe(false);
    expect(cache.store('/api/Product/1', answer(10, ['product:1']), later)).toBe(true);
    expect(cache.store('/api/Product/2', answer(10, ['product:2']), later)).toBe(true);
    const newest = `product:${TAG_CHANGES_KEPT + 1}`;
    expect(cache.store(`/api/Product/${TAG_CHANGES_KEPT + 1}`, answer(10, [newest]), later)).toBe(false);
  });

  it('forgets an answer once the moment it changes by itself has come', () => {
    const cache = new ReadCache(1_000_000);
    cache.store('/api/Banner/active', answer(10, [], 2_000), cache.generation);
    expect(cache.get('/api/Banner/active', 1_999)).toBeDefined();
    expect(cache.get('/api/Banner/active', 2_000)).toBeUndefined();
  });
});
