import { site as h371 } from './h371-relaywise.js';
import { site as h372 } from './h372-pagaluna.js';
import { site as h373 } from './h373-frachtkern.js';
import { site as h374 } from './h374-equipeo.js';
import { site as h375 } from './h375-bastionpeak.js';
import { site as h376 } from './h376-hwikride.js';
import { site as h377 } from './h377-marlinhacargo.js';
import { site as h378 } from './h378-lumitag.js';
import { site as h379 } from './h379-fjordflow.js';
import { site as h380 } from './h380-odolink.js';
import type { CorpusSite } from '../corpus/types.js';

/** Thirty-eighth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h371, h372, h373, h374, h375, h376, h377, h378, h379, h380];
