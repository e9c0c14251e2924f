/** SPEC §2 names this spelling too: the same redirect to the result page as /payment-resualt. */
export { default } from '../payment-resualt/page';
