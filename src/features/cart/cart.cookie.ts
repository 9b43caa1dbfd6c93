/** Units in the cart, also kept in a cookie so the server can render the badge without a flash. */
export const CART_UNITS_COOKIE = 'tp_cart_units';
