import type { CorpusSite } from '../corpus/types.js';
import { site as h91 } from './h91-spendlane.js';
import { site as h92 } from './h92-ostralabs.js';
import { site as h93 } from './h93-voltbay.js';
import { site as h94 } from './h94-bounceworks.js';
import { site as h95 } from './h95-donorloop.js';
import { site as h96 } from './h96-castwright.js';
import { site as h97 } from './h97-paperlens.js';
import { site as h98 } from './h98-kerbsense.js';
import { site as h99 } from './h99-obwarchitects.js';
import { site as h100 } from './h100-ruggedyne.js';

/** Tenth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h91, h92, h93, h94, h95, h96, h97, h98, h99, h100];
