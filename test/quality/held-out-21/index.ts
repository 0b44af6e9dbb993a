import { site as h201 } from './h201-brentaflux.js';
import { site as h202 } from './h202-meridel-surgical.js';
import { site as h203 } from './h203-blackwater-business.js';
import { site as h204 } from './h204-wistrans-logistics.js';
import { site as h205 } from './h205-karoo-sun-energy.js';
import { site as h206 } from './h206-coopiquiri.js';
import { site as h207 } from './h207-havhjerte.js';
import { site as h208 } from './h208-kompozitni-asociace.js';
import { site as h209 } from './h209-haeorum-hotels.js';
import { site as h210 } from './h210-dar-al-sadu.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twenty-first held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h201, h202, h203, h204, h205, h206, h207, h208, h209, h210];
