import { setFlagsFromString } from 'node:v8';
import { runCli } from './cli/index.js';

// No allocation-site pretenuring. V8 allocates objects straight into the old generation from a site whose objects
// used to survive young collections; after slow requests (list previews, 1 s each) it did that for the rows of the
// fast ones that followed, and a server reading list member pages ran full collections every second instead of every
// few (25 against 4-6 in 20 s): 3,786-4,086 against 4,858-4,915 pages/s, p99 33-35 against 24-27 ms. Lookups, bulk
// lookups, enrichment and searches measured the same either way (docs/benchmarks-notes.md). V8 reads the flag at
// each collection, so setting it here, once the modules are loaded, is in time.
setFlagsFromString('--no-allocation-site-pretenuring');

await runCli(process.argv);
