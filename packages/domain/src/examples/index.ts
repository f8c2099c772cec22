// Examples that tests, benches and documentation start from (`@atelier/domain/examples`; not part
// of the package's main entry, so no page bundles them). Change a copy, not these.

export { EXAMPLE_CURTAIN } from './curtain.js';
export { VALID_ARTICLES } from './examples.test-data.js';
