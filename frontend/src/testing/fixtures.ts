/** The contract fixtures live beside the components, whose tests use them too. */
export { jsonResponse, loginAnswer } from '../components/testing/fixtures';
