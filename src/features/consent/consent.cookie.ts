/**
 * Set once the shopper has answered the cookie banner (the choice itself stays
 * in local storage): the server reads it to render the banner only for a
 * device that has not chosen yet, so the banner is neither painted late nor flashes.
 */
export const COOKIE_CHOICE_COOKIE = 'tp_cookie_choice';
