// The shop keeps Jakarta time (WIB): order numbers and delivery dates follow its calendar (shared with the back office).
export { shopDate } from '@crabclaw/shared';
