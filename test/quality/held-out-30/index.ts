import { site as h291 } from './h291-corvane-motion.js';
import { site as h292 } from './h292-halden-medical.js';
import { site as h293 } from './h293-northpine-energy.js';
import { site as h294 } from './h294-ironbark-building.js';
import { site as h295 } from './h295-vastrix-components.js';
import { site as h296 } from './h296-clonmara-health.js';
import { site as h297 } from './h297-rheinwald-chemie.js';
import { site as h298 } from './h298-envases-altamar.js';
import { site as h299 } from './h299-officine-brenta.js';
import { site as h300 } from './h300-norrvik-energiteknik.js';
import type { CorpusSite } from '../corpus/types.js';

/** Thirtieth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h291, h292, h293, h294, h295, h296, h297, h298, h299, h300];
