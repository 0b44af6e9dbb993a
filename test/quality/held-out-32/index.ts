import { site as h311 } from './h311-tallyrook.js';
import { site as h312 } from './h312-couvrio.js';
import { site as h313 } from './h313-millracecu.js';
import { site as h314 } from './h314-siffergran.js';
import { site as h315 } from './h315-tidemark.js';
import { site as h316 } from './h316-sumikaze.js';
import { site as h317 } from './h317-mayorea.js';
import { site as h318 } from './h318-noeul.js';
import { site as h319 } from './h319-payrollharbor.js';
import { site as h320 } from './h320-saltfern.js';

import type { CorpusSite } from '../corpus/types.js';

/** Thirty-second held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h311, h312, h313, h314, h315, h316, h317, h318, h319, h320];
