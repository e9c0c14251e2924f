/** SPEC §3 notification types. */
export const TOP_BANNER = 0;
export const POPUP = 1;
