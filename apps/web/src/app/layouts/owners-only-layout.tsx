// The owners' part of the back office (spec section 6) in a module of its own. Imported lazily here, the auth
// feature's public module would have to be whole in the storefront's entry, which imports one hook from it
// (the end of a sign-out): every sign-in screen with it.
export { OwnersOnly as default } from '../../features/auth/index.ts';
