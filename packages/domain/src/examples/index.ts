// Examples that tests, benches and documentation start from (`@atelier/domain/examples`; not part
// of the package's main entry, so no page bundles them). Change a copy, not these.
export { VALID_ARTICLES } from '../schemas/examples.test-data.js';
export { EXAMPLE_CURTAIN } from './curtain.js';
