import type { CorpusSite } from '../corpus/types.js';
import { site as h101 } from './h101-ljudform-optimizely.js';
import { site as h102 } from './h102-merdvakt-nextjs.js';
import { site as h103 } from './h103-edicions-rec-comtal-drupal.js';
import { site as h104 } from './h104-corkvale-prestashop.js';
import { site as h105 } from './h105-hojdacka-shoptet.js';
import { site as h106 } from './h106-kodumets-webflow.js';
import { site as h107 } from './h107-kalnciema-arhitekti-craft.js';
import { site as h108 } from './h108-lvivbyte-nuxt.js';
import { site as h109 } from './h109-isbru-wix.js';
import { site as h110 } from './h110-ergonom-joomla.js';

/** Eleventh held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h101, h102, h103, h104, h105, h106, h107, h108, h109, h110];
