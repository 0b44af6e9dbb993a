import { site as h151 } from './h151-onboardlab.js';
import { site as h152 } from './h152-kalyxpay.js';
import { site as h153 } from './h153-nebozvid.js';
import { site as h154 } from './h154-saldoapp.js';
import { site as h155 } from './h155-fucinaweb.js';
import { site as h156 } from './h156-tikki.js';
import { site as h157 } from './h157-kasnara.js';
import { site as h158 } from './h158-vidriera.js';
import { site as h159 } from './h159-jobloop.js';
import { site as h160 } from './h160-kudiflow.js';
import type { CorpusSite } from '../corpus/types.js';

/** Sixteenth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h151, h152, h153, h154, h155, h156, h157, h158, h159, h160];
