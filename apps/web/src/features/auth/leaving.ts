/**
 * Set while a deliberate sign-out leaves the back office. The old back-office screen can still be on
 * the page for a moment after the session ends; without this its guard would send the visitor to the
 * sign-in page instead of the home page. A user in the session clears it.
 */
let leaving = false;

export function markLeavingBackOffice(): void {
  leaving = true;
}

export function isLeavingBackOffice(): boolean {
  return leaving;
}

export function clearLeavingBackOffice(): void {
  leaving = false;
}
