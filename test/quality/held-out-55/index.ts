import { site as h541 } from './h541-ridgeline-trail.js';
import { site as h542 } from './h542-ronde-des-cretes.js';
import { site as h543 } from './h543-fitstrefa.js';
import { site as h544 } from './h544-zirve-dagcilik.js';
import { site as h545 } from './h545-visit-lyngsalpan.js';
import { site as h546 } from './h546-lanxin-iot.js';
import { site as h547 } from './h547-fitlog.js';
import { site as h548 } from './h548-brdy-bikes.js';
import { site as h549 } from './h549-northern-counties-netball.js';
import { site as h550 } from './h550-tidal-trace.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifty-fifth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h541, h542, h543, h544, h545, h546, h547, h548, h549, h550];
