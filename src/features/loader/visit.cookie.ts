/**
 * Set by the first page of a visit, for the browser session: later page loads, reloads included, are not the
 * first, so the server renders them without the branded loader (SPEC §2 shows it to start a visit).
 */
export const VISIT_COOKIE = 'tp_visit';
