import { site as h331 } from './h331-northvale-health.js';
import { site as h332 } from './h332-helixmere-bio.js';
import { site as h333 } from './h333-smilekaeden.js';
import { site as h334 } from './h334-ondernemen-meerhove.js';
import { site as h335 } from './h335-iabf-cz.js';
import { site as h336 } from './h336-medora-hellas.js';
import { site as h337 } from './h337-vetquill.js';
import { site as h338 } from './h338-clearwater-futures.js';
import { site as h339 } from './h339-saomai-school.js';
import { site as h340 } from './h340-bayside-pharmacy.js';
import type { CorpusSite } from '../corpus/types.js';

/** Thirty-fourth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h331, h332, h333, h334, h335, h336, h337, h338, h339, h340];
