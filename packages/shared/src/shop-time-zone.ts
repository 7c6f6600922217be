/**
 * The shop's clock (Indonesia, WIB): the days of its reports and filters, and the dates and times staff and
 * buyers read on screen. Its own module: the storefront's date format needs it without the staff schemas.
 */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';
