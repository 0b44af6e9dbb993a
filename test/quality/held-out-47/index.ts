import { site as h461 } from './h461-iamf-kesselbach.js';
import { site as h462 } from './h462-museo-textil-tenango.js';
import { site as h463 } from './h463-tidewater-rivers-trust.js';
import { site as h464 } from './h464-ridgeback-valley-chamber.js';
import { site as h465 } from './h465-marlin-cove-rowing.js';
import { site as h466 } from './h466-abeilum.js';
import { site as h467 } from './h467-hokuriku-adu.js';
import { site as h468 } from './h468-salt-flats-art-center.js';
import { site as h469 } from './h469-amman-equestrian-club.js';
import { site as h470 } from './h470-pskig.js';
import type { CorpusSite } from '../corpus/types.js';

/** Forty-seventh held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h461, h462, h463, h464, h465, h466, h467, h468, h469, h470];
