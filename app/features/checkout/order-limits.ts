/** Most pieces of one product and size in one order; larger orders go through the shop directly. */
export const MAX_QUANTITY = 50;
/** Most lines in one order. */
export const MAX_LINES = 40;
