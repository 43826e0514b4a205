/** The render helper lives beside the components, whose tests use it too. */
export { renderWithProviders } from '../components/testing/render';
