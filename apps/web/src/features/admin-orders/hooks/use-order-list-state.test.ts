import { describe, expect, it } from 'vitest';
import { orderFilterOf, orderListParams, orderQueryOf, parseOrderListParams } from './use-order-list-state.ts';

describe('the order list state in the URL', () => {
  it('reads a plain URL as the defaults: newest first, page 1, 10 per page', () => {
    expect(parseOrderListParams(new URLSearchParams())).toEqual({
      search: '',
      status: undefined,
      paymentStatus: undefined,
      channel: undefined,
      startDate: undefined,
      endDate: undefined,
      archived: false,
      toVerify: false,
      sort: 'newest',
      page: 1,
      pageSize: 10,
    });
    expect(orderListParams(parseOrderListParams(new URLSearchParams())).toString()).toBe('');
  });

  it('round-trips every filter, the sort and the page', () => {
    const url =
      'q=Budi&status=Shipped&payment=Paid&from=2025-01-01&to=2025-01-31&archived=true&verify=true&sort=totalDesc&page=3&size=25';
    const state = parseOrderListParams(new URLSearchParams(url));
    expect(orderListParams(state).toString()).toBe(url);
    expect(orderQueryOf(state)).toEqual({
      search: 'Budi',
      status: 'Shipped',
      paymentStatus: 'Paid',
      channel: undefined,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      archived: true,
      toVerify: true,
      sort: 'totalDesc',
      page: 3,
      pageSize: 25,
    });
  });

  it('drops what the server would refuse from a hand-edited URL', () => {
    const state = parseOrderListParams(
      new URLSearchParams('status=Lost&payment=paid&from=2025-13-01&to=yesterday&sort=random&page=-2&size=7'),
    );
    expect(orderFilterOf(state)).toEqual({
      search: undefined,
      status: undefined,
      paymentStatus: undefined,
      channel: undefined,
      startDate: undefined,
      endDate: undefined,
      archived: undefined,
      toVerify: undefined,
    });
    expect([state.sort, state.page, state.pageSize]).toEqual(['newest', 1, 10]);
  });
});
