/** The largest value of a PostgreSQL integer column: a larger id names no row, and would make the query fail. */
export const PG_INT_MAX = 2_147_483_647;
